/** The hero works from its first paint: before hydrating code arrives, without JavaScript, in any year. */
import type { Page } from '@playwright/test';
import { bands, rotationInterval, type Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../../src/content/hero';
import { isHydrated } from '../../scripts/browser';
import { expect, holdScripts, test, waitForHydration } from './fixtures';
import { bandRadio, drawingNow, expectSelected, heroRegion, pauseClock, rotationButton } from './hero-page';

/** Opens / on a paused clock with its hydrating chunk held back until `release`; resolves once it shows. */
async function openWithHydrationHeld(page: Page) {
  const hydration = await holdScripts(page, /\/assets\/hydrate-[\w-]+\.js$/);
  await pauseClock(page);
  // A held module script holds the load event back too.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(bandRadio(page, 'one')).toBeChecked();
  return {
    async release() {
      await hydration.release();
      await waitForHydration(page);
    },
  };
}

/** Expects `band` checked and its caption alone shown, read once: a pick shows in its own frame, not eventually. */
async function expectShownNow(page: Page, band: Band) {
  const shown = await heroRegion(page).evaluate((region) => ({
    checked: region.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value,
    captions: [...region.querySelectorAll('p:not([role="status"])')]
      .filter((caption) => caption.checkVisibility({ visibilityProperty: true }))
      .map((caption) => caption.textContent),
  }));
  expect(shown).toEqual({ checked: band, captions: [waveBandsCopy.bands[band].caption] });
}

/** Expects `band` drawn enlarged and every other band at rest, once any transition has ended. */
async function expectEnlarged(page: Page, band: Band) {
  await expect(async () => {
    const { drawn } = await drawingNow(page);
    bands.forEach((each, index) => {
      if (each === band) expect(Number(drawn[index]?.scale)).toBeGreaterThan(1);
      else expect(Number(drawn[index]?.scale)).toBe(1);
    });
  }).toPass();
}

test.describe('with the hydrating code held back', () => {
  test('a band clicked before hydration shows at once and is the machine’s band after it; the resting pointer holds the countdown', async ({
    page,
  }) => {
    const app = await openWithHydrationHeld(page);
    await bandRadio(page, 'three').click();
    await expectShownNow(page, 'three');
    await bandRadio(page, 'two').click();
    await expectShownNow(page, 'two');
    expect(await isHydrated(page), 'the picks came before hydration').toBe(false);

    await app.release();
    await expectShownNow(page, 'two');
    // The pointer still rests on the graphic, as when the app arrived: the machine, on band two,
    // holds until it leaves. (How long the next interval is then: machines/heroMachine.test.ts.)
    await page.clock.runFor(4 * rotationInterval);
    await expectSelected(page, 'two');
    await page.mouse.move(0, 0);
    await page.clock.runFor(rotationInterval);
    await expectSelected(page, 'three');
  });

  // That a stopped rotation does not advance: machines/heroMachine.test.ts.
  test('an arrow key before hydration checks the next band at once; after it, the band stays and rotation is stopped', async ({
    page,
  }) => {
    const app = await openWithHydrationHeld(page);
    await bandRadio(page, 'one').focus();
    await page.keyboard.press('ArrowDown');
    await expectShownNow(page, 'two');
    expect(await isHydrated(page), 'the key came before hydration').toBe(false);

    await app.release();
    await expectShownNow(page, 'two');
    await page.keyboard.press('ArrowDown');
    await expectShownNow(page, 'three');
    await expect(rotationButton(page, 'start')).toBeVisible();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a band tapped before hydration is the machine’s band after it, and a finger holds nothing', async ({
      page,
    }) => {
      const app = await openWithHydrationHeld(page);
      await bandRadio(page, 'two').tap();
      await expectShownNow(page, 'two');
      expect(await isHydrated(page), 'the tap came before hydration').toBe(false);
      await app.release();
      await expectShownNow(page, 'two');
      await page.clock.runFor(rotationInterval);
      await expectSelected(page, 'three');
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
