/**
 * What pauses the hero's rotation in the browser: keyboard focus stops it until Start is pressed
 * (APG carousel), and hovering, a hidden page or scrolling the hero away hold the countdown, a
 * fresh interval starting on release. docs/design.md, "The hero".
 */
import type { Page } from '@playwright/test';
import { rotationInterval } from '../../machines/heroMachine';
import { expect, test } from './fixtures';
import {
  bandGroup,
  bandRadio,
  expectCountdown,
  expectNextAdvanceIn,
  expectNoAdvance,
  focusCallToAction,
  heroRegion,
  openHero,
  rotationButton,
} from './hero-page';

/** Makes the page report itself hidden or visible, as switching tabs or minimising would. */
async function setPageHidden(page: Page, hidden: boolean) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('keyboard focus arriving in the hero', () => {
  test('stops rotation, and it does not resume by itself', async ({ page }) => {
    await openHero(page);
    await focusCallToAction(page);
    await page.clock.runFor(1000);
    await expectCountdown(page, 'running');

    await page.keyboard.press('Tab');
    await expect(rotationButton(page, 'start')).toBeFocused();
    await expectCountdown(page, 'stopped');
    await expectNoAdvance(page, 'one');

    // Still stopped with focus on a band, and after focus has left the hero again.
    await page.keyboard.press('Tab');
    await expect(bandRadio(page, 'one')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(heroRegion(page).locator(':focus')).toHaveCount(0);
    await expectNoAdvance(page, 'one');
    await expect(rotationButton(page, 'start')).toBeVisible();
  });

  test('after Start is pressed, neither focus nor hover stops or holds it', async ({ page }) => {
    await openHero(page);
    await focusCallToAction(page);
    await page.keyboard.press('Tab');
    await expectCountdown(page, 'stopped');

    await page.keyboard.press('Enter');
    await expect(rotationButton(page, 'stop')).toBeFocused();
    await expectCountdown(page, 'running');

    await page.keyboard.press('Tab');
    await expect(bandRadio(page, 'one')).toBeFocused();
    await expectCountdown(page, 'running');
    await page.clock.runFor(1000);
    await bandGroup(page).hover();
    await expectCountdown(page, 'running');
    // Started at the Enter: hovering mid-interval neither holds nor restarts the countdown.
    await expectNextAdvanceIn(page, rotationInterval - 1000, 'one');
    await expectNextAdvanceIn(page, rotationInterval, 'two');
  });
});

test('hovering the graphic holds the countdown; leaving starts a fresh interval', async ({ page }) => {
  await openHero(page);
  await page.clock.runFor(2000);
  await bandGroup(page).hover();
  await expectCountdown(page, 'held');
  await expectNoAdvance(page, 'one');

  await page.mouse.move(0, 0);
  await expectCountdown(page, 'running');
  await expectNextAdvanceIn(page, rotationInterval, 'one');
});

test('a hidden page holds the countdown; showing it starts a fresh interval', async ({ page }) => {
  await openHero(page);
  await page.clock.runFor(2000);
  await setPageHidden(page, true);
  await expectCountdown(page, 'held');
  await expectNoAdvance(page, 'one');

  await setPageHidden(page, false);
  await expectCountdown(page, 'running');
  await expectNextAdvanceIn(page, rotationInterval, 'one');
});

test.describe('scrolled out of view', () => {
  test.use({ viewport: { width: 800, height: 500 } });

  test('the hero holds the countdown; scrolling back starts a fresh interval', async ({ page }) => {
    await openHero(page);
    await page.clock.runFor(2000);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(heroRegion(page)).not.toBeInViewport();
    await expectCountdown(page, 'held');
    await expectNoAdvance(page, 'one');

    await rotationButton(page, 'stop').scrollIntoViewIfNeeded();
    await expectCountdown(page, 'running');
    await expectNextAdvanceIn(page, rotationInterval, 'one');
  });
});
