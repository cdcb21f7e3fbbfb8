/**
 * A keyboard-only pass through the hero, as the WAI-ARIA APG radio group says: one tab stop on
 * the checked band, arrows that move and check with wrap-around, Space that checks. A keyboard
 * selection restarts the countdown like a click. https://www.w3.org/WAI/ARIA/apg/patterns/radio/
 */
import type { Page } from '@playwright/test';
import { rotationInterval, type Band } from '../../machines/heroMachine';
import { expect, test } from './fixtures';
import {
  bandGroup,
  bandRadio,
  expectNextAdvanceIn,
  expectSelected,
  focusCallToAction,
  openHero,
  rotationButton,
} from './hero-page';

/** Tabs from the hero's call to action onto the Stop button (which stops rotation). */
async function tabToRotationButton(page: Page) {
  await focusCallToAction(page);
  await page.keyboard.press('Tab');
  await expect(rotationButton(page, 'start')).toBeFocused();
}

/** Presses `key` and expects `band` focused and checked, with its caption shown. */
async function pressAndExpect(page: Page, key: string, band: Band) {
  await page.keyboard.press(key);
  await expect(bandRadio(page, band)).toBeFocused();
  await expectSelected(page, band);
}

test('one tab stop, on the checked band; the next Tab leaves the group', async ({ page }) => {
  await openHero(page);
  await tabToRotationButton(page);

  await page.keyboard.press('Tab');
  await expect(bandRadio(page, 'one')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(bandGroup(page).locator(':focus')).toHaveCount(0);

  // With another band checked, Tab back lands on that band, not on the first.
  await page.keyboard.press('Shift+Tab');
  await expect(bandRadio(page, 'one')).toBeFocused();
  await pressAndExpect(page, 'ArrowDown', 'two');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(bandRadio(page, 'two')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(rotationButton(page, 'start')).toBeFocused();
});

test('Down and Right move forward and check, wrapping from three to one', async ({ page }) => {
  await openHero(page);
  await tabToRotationButton(page);
  await page.keyboard.press('Tab');
  await pressAndExpect(page, 'ArrowDown', 'two');
  await pressAndExpect(page, 'ArrowRight', 'three');
  await pressAndExpect(page, 'ArrowDown', 'one');
  await pressAndExpect(page, 'ArrowRight', 'two');
});

test('Up and Left move back and check, wrapping from one to three', async ({ page }) => {
  await openHero(page);
  await tabToRotationButton(page);
  await page.keyboard.press('Tab');
  await pressAndExpect(page, 'ArrowUp', 'three');
  await pressAndExpect(page, 'ArrowLeft', 'two');
  await pressAndExpect(page, 'ArrowUp', 'one');
  await pressAndExpect(page, 'ArrowLeft', 'three');
});

test('Space checks the focused band; a keyboard selection restarts the countdown', async ({ page }) => {
  await openHero(page);
  await tabToRotationButton(page);
  // Start again, so rotation can check another band while focus stays on band one.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(bandRadio(page, 'one')).toBeFocused();
  await page.clock.runFor(rotationInterval);
  await expectSelected(page, 'two');
  await expect(bandRadio(page, 'one')).toBeFocused();

  await page.clock.runFor(2500);
  await pressAndExpect(page, 'Space', 'one');
  await expectNextAdvanceIn(page, rotationInterval, 'one');

  // Rotation has checked band two meanwhile; focus is still on one, so Up goes to three.
  await page.clock.runFor(2500);
  await pressAndExpect(page, 'ArrowUp', 'three');
  await expectNextAdvanceIn(page, rotationInterval, 'three');
});
