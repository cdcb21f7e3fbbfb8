/**
 * The hero works from its first paint: a band picked, or a pointer resting on the bands, before
 * the app has arrived is honoured once it does; without JavaScript the page shows one consistent
 * band and caption; and no moment of a slow load loses a pick (by mouse or by key), leaves a
 * keyboard user rotating, or logs an error.
 */
import type { Page } from '@playwright/test';
import { bands, rotationInterval, type Band } from '../../machines/heroMachine';
import { emulateSlowPhone } from '../../bench/slowPhone';
import { waveBandsCopy } from '../../src/content/hero';
import { expect, holdScripts, test, waitForHydration } from './fixtures';
import {
  bandRadio,
  expectNextAdvanceIn,
  expectNoAdvance,
  expectSelected,
  heroRegion,
  nextBand,
  pauseClock,
  rotationButton,
} from './hero-page';

/** Opens the landing page on a paused clock with its scripts held back; resolves once it shows. */
async function openBeforeHydration(page: Page) {
  const scripts = await holdScripts(page);
  await pauseClock(page);
  // Held module scripts hold the load event back too: wait for the radios instead.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(bandRadio(page, 'one')).toBeChecked();
  return scripts;
}

/** Expects the app not to have hydrated the page yet. */
async function expectNotHydrated(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
}

/** Each band's drawn scale, in band order, as the stylesheet draws it right now. */
function drawnScales(page: Page): Promise<number[]> {
  return heroRegion(page)
    .locator('svg path')
    .evaluateAll((paths) => paths.map((path) => Number(getComputedStyle(path).scale)));
}

/** Expects `band` drawn enlarged and every other band at rest. */
async function expectEnlarged(page: Page, band: Band) {
  await expect(async () => {
    const scales = await drawnScales(page);
    bands.forEach((drawn, index) => {
      if (drawn === band) expect(scales[index]).toBeGreaterThan(1);
      else expect(scales[index]).toBe(1);
    });
  }).toPass();
}

test.describe('before the app has loaded', () => {
  test('a band picked with the mouse shows at once, and is the machine’s band when the app takes over', async ({
    page,
  }) => {
    const scripts = await openBeforeHydration(page);
    await bandRadio(page, 'three').click();
    await expectSelected(page, 'three');
    await expectEnlarged(page, 'three');
    await expectNotHydrated(page);

    await scripts.release();
    await waitForHydration(page);
    await expectSelected(page, 'three');
    await expectEnlarged(page, 'three');
    // The pointer still rests on the graphic: the machine holds its countdown, as for any hover.
    await expectNoAdvance(page, 'three');
    await page.mouse.move(0, 0);
    await expectNextAdvanceIn(page, rotationInterval, 'three');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a band tapped is the machine’s band once the app arrives, with a fresh countdown', async ({
      page,
    }) => {
      const scripts = await openBeforeHydration(page);
      await bandRadio(page, 'two').tap();
      await expectSelected(page, 'two');
      await scripts.release();
      await waitForHydration(page);
      // A finger leaves no hover behind: nothing holds the countdown.
      await expectNextAdvanceIn(page, rotationInterval, 'two');
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('band one shows checked with every name and no rotation control; a pick enlarges its band and shows its caption alone', async ({
    page,
  }) => {
    await page.goto('/');
    await expectSelected(page, 'one');
    await expectEnlarged(page, 'one');
    for (const band of bands) {
      await expect(heroRegion(page).getByText(waveBandsCopy.bands[band].name, { exact: true })).toBeVisible();
    }
    // Nothing rotates without JavaScript, so there is nothing to stop.
    await expect(heroRegion(page).getByRole('button')).toBeHidden();
    for (const band of [...bands.slice(1), 'one'] as const) {
      await bandRadio(page, band).click();
      await expectSelected(page, band);
      await expectEnlarged(page, band);
    }
  });
});

test.describe('with the visitor’s clock in another year', () => {
  const builtIn = new Date().getFullYear();

  for (const year of [builtIn + 5, builtIn - 7]) {
    test(`${year}: the page hydrates without an error and the footer says ${year}`, async ({ page }) => {
      await page.clock.install({ time: new Date(`${year}-03-15T12:00:00`) });
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.getByRole('contentinfo')).toContainText(`© ${year}`);
    });
  }
});

test.describe('on a slow phone, at every moment of the load', () => {
  /**
   * Picks band after band from the first paint until well after hydration, as fast as the
   * browser takes clicks (or key presses). The clock is paused, so nothing but the visitor may
   * change the selection: each pick must show at once and still be there at the next one, and
   * the last must be the machine's own once the app is running.
   */
  async function pickThroughTheLoad(page: Page, pick: (band: Band) => Promise<void>) {
    await emulateSlowPhone(page);
    await pauseClock(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(bandRadio(page, 'one')).toBeChecked();

    let picked: Band = 'one';
    let picksAfterHydration = 0;
    let picks = 0;
    while (picksAfterHydration < 3) {
      await expectSelected(page, picked);
      picked = nextBand(picked);
      await pick(picked);
      picks += 1;
      const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
      if (hydrated) picksAfterHydration += 1;
    }
    await expectSelected(page, picked);
    test.info().annotations.push({ type: 'picks', description: `${picks} picks through the load` });
    return picked;
  }

  test('a click at any moment is never lost', async ({ page }) => {
    const last = await pickThroughTheLoad(page, (band) => bandRadio(page, band).click());
    await page.mouse.move(0, 0);
    await expectNextAdvanceIn(page, rotationInterval, last);
  });

  test('an arrow key at any moment is never lost, and leaves rotation stopped', async ({ page }) => {
    let focused = false;
    const last = await pickThroughTheLoad(page, async () => {
      if (!focused) {
        await bandRadio(page, 'one').focus();
        focused = true;
      }
      await page.keyboard.press('ArrowDown');
    });
    await expect(rotationButton(page, 'start')).toBeVisible();
    await expectNoAdvance(page, last);
  });
});
