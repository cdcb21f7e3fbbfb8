/**
 * The hero works from its first paint: a band picked, a tab onto the bands or a pointer resting
 * on them before the app has arrived is honoured once it does, without JavaScript the page shows
 * one consistent band and caption, and no moment of a slow load loses a pick or logs an error.
 */
import type { Page } from '@playwright/test';
import { bands, rotationInterval, type Band } from '../../machines/heroMachine';
import { emulateSlowPhone } from '../../bench/slowPhone';
import { waveBandsCopy } from '../../src/content/hero';
import { expect, holdScripts, test, waitForHydration } from './fixtures';
import {
  bandGroup,
  bandRadio,
  captions,
  expectCountdown,
  expectNextAdvanceIn,
  expectNoAdvance,
  expectSelected,
  heroRegion,
  nextBand,
  rotationButton,
} from './hero-page';

/** Opens the landing page on a paused clock with its scripts held back; resolves once it shows. */
async function openBeforeHydration(page: Page) {
  const scripts = await holdScripts(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 10_000);
  // Held module scripts hold the load event back too: wait for the radios instead.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(bandRadio(page, 'one')).toBeChecked();
  return scripts;
}

/** Expects the app not to have hydrated the page yet. */
async function expectNotHydrated(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
}

/** What assistive technology finds: `band` described by its caption, and no other caption to read. */
async function expectOnlyCaptionExposed(page: Page, band: Band) {
  const { caption } = waveBandsCopy.bands[band];
  await expect(bandRadio(page, band)).toHaveAccessibleDescription(caption);
  await expect(captions(page)).toMatchAriaSnapshot(`- paragraph: ${JSON.stringify(caption)}`);
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
  test('a band picked with the mouse shows at once, and stays picked when the app takes over', async ({
    page,
  }) => {
    const scripts = await openBeforeHydration(page);
    await bandRadio(page, 'three').click();
    await expectSelected(page, 'three');
    await expectEnlarged(page, 'three');
    await expectOnlyCaptionExposed(page, 'three');
    await expectNotHydrated(page);

    await scripts.release();
    await waitForHydration(page);
    await expectSelected(page, 'three');
    await expectEnlarged(page, 'three');
    // The pointer is still on the graphic: the machine holds its countdown, as for any hover.
    await expectCountdown(page, 'held');
    await page.mouse.move(0, 0);
    // The machine took band three as its own: the next advance goes on from there.
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
      await expectCountdown(page, 'running');
      await expectNextAdvanceIn(page, rotationInterval, 'two');
    });
  });

  test('a keyboard user on the bands keeps their place, and rotation starts stopped for them', async ({
    page,
  }) => {
    const scripts = await openBeforeHydration(page);
    // The Stop button stays disabled until the app arrives, so Tab goes on to the checked band.
    await bandRadio(page, 'one').focus();
    await page.keyboard.press('ArrowDown');
    await expect(bandRadio(page, 'two')).toBeFocused();
    await expectSelected(page, 'two');
    await expectOnlyCaptionExposed(page, 'two');

    await scripts.release();
    await waitForHydration(page);
    await expect(bandRadio(page, 'two')).toBeFocused();
    await expectCountdown(page, 'stopped');
    await expect(rotationButton(page, 'start')).toBeVisible();
    await expectNoAdvance(page, 'two');
    await page.keyboard.press('ArrowDown');
    await expectSelected(page, 'three');
    await expectNoAdvance(page, 'three');
  });

  test('a pointer resting on the graphic holds the countdown once the app arrives', async ({ page }) => {
    const scripts = await openBeforeHydration(page);
    await bandGroup(page).hover();
    await scripts.release();
    await waitForHydration(page);
    await expectCountdown(page, 'held');
    await expectNoAdvance(page, 'one');
    await page.mouse.move(0, 0);
    await expectCountdown(page, 'running');
    await expectNextAdvanceIn(page, rotationInterval, 'one');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const band of bands) {
    test(`picking ${waveBandsCopy.bands[band].name} enlarges that band and shows its caption alone`, async ({
      page,
    }) => {
      await page.goto('/');
      await bandRadio(page, band).click();
      await expectSelected(page, band);
      await expectEnlarged(page, band);
      await expectOnlyCaptionExposed(page, band);
    });
  }
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
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 10_000);
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
    await expectCountdown(page, 'running');
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
    await expectCountdown(page, 'stopped');
    await expectNoAdvance(page, last);
  });
});
