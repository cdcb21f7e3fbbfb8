/**
 * How the hero looks to everyone: axe finds nothing with each band selected, forced-colours mode
 * keeps every band and the selection visible, and the prerendered HTML shows band one without
 * JavaScript. docs/design.md, "The hero".
 */
import type { Locator, Page } from '@playwright/test';
import { bands, type Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../../src/content/hero';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { contrastRatio, relativeLuminance } from '../support/contrast';
import { bandRadio, expectCountdown, expectSelected, heroRegion, rotationButton } from './hero-page';

/**
 * Opens the landing page on the browser's own clock: axe-core schedules its work with timers,
 * which a paused page.clock would never fire, and framer-motion hands opacity to the Web
 * Animations API, which only the real clock finishes. A mouse click on a band then holds the
 * countdown (hover), so rotation cannot change the page while axe reads it.
 */
async function openHeroOnRealTime(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

/** Clicks `band`, expects it selected and the countdown held by the hovering pointer. */
async function pickWithMouse(page: Page, band: Band) {
  await bandRadio(page, band).click();
  await expectSelected(page, band);
  await expectCountdown(page, 'held');
}

test('axe finds nothing with each band selected, while rotating and once stopped', async ({ page }) => {
  await openHeroOnRealTime(page);
  for (const band of bands) {
    await pickWithMouse(page, band);
    await expectNoAxeViolations(page);
  }
  await rotationButton(page, 'stop').click();
  await expect(rotationButton(page, 'start')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Each drawn band's size, system colours and opacity, in drawing order (one, two, three). */
function bandPaint(page: Page) {
  return heroRegion(page)
    .locator('svg path')
    .evaluateAll((paths) =>
      paths.map((path) => {
        const box = path.getBoundingClientRect();
        const style = getComputedStyle(path);
        return {
          width: box.width,
          height: box.height,
          fill: style.fill,
          stroke: style.stroke,
          opacity: style.opacity,
        };
      }),
    );
}

/** Each band's visible name's background, in band order. */
function nameBackgrounds(page: Page): Promise<string[]> {
  return Promise.all(
    bands.map((band) =>
      heroRegion(page)
        .getByText(waveBandsCopy.bands[band].name, { exact: true })
        .evaluate((name) => getComputedStyle(name).backgroundColor),
    ),
  );
}

/** Computed fills and strokes that paint nothing. */
const paintsNothing = ['none', 'rgba(0, 0, 0, 0)'];

test.describe('in forced-colours mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('every band stays visible and the selected one stands out, with each band selected', async ({
    page,
  }) => {
    await openHeroOnRealTime(page);
    for (const band of bands) {
      await pickWithMouse(page, band);
      const selected = bands.indexOf(band);
      const paint = await bandPaint(page);
      for (const drawn of paint) {
        expect(drawn.width * drawn.height).toBeGreaterThan(0);
        expect(paintsNothing).not.toContain(drawn.fill);
        expect(paintsNothing).not.toContain(drawn.stroke);
        // System colours at full strength: a faded outline would lose the mode's contrast.
        expect(drawn.opacity).toBe('1');
      }
      const others = paint.filter((_, index) => index !== selected).map((drawn) => drawn.fill);
      expect(others).not.toContain(paint[selected]?.fill);
      const names = await nameBackgrounds(page);
      expect(names.filter((_, index) => index !== selected)).not.toContain(names[selected]);
    }
    await expectNoAxeViolations(page);
  });

  for (const colorScheme of ['dark', 'light'] as const) {
    test(`the checked band's name can be read, on the ${colorScheme} palette, with each band checked`, async ({
      page,
    }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await openHeroOnRealTime(page);
      for (const band of bands) {
        await pickWithMouse(page, band);
        const name = heroRegion(page).getByText(waveBandsCopy.bands[band].name, { exact: true });
        const letters = await inkAgainstBackground(
          page,
          await page.screenshot({ clip: await textBox(name) }),
        );
        expect(letters, `pixels of ${waveBandsCopy.bands[band].name} that stand out`).toBeGreaterThan(0.05);
      }
    });
  }
});

/**
 * The box of an element's text itself, in page coordinates: where its letters are painted (and,
 * in forced-colours mode, the backplate the browser draws behind them).
 */
function textBox(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });
}

/**
 * The share of a screenshot's pixels that contrast with its most common colour (the background)
 * at 3:1 or more: 0 for a label painted in one colour, its letters lost in the background. Decoded
 * by the browser's own PNG decoder, in a blank page that the site's CSP does not govern.
 */
async function inkAgainstBackground(page: Page, png: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  let rgba: number[];
  try {
    rgba = await blank.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(bitmap, 0, 0);
      return Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data);
    }, png.toString('base64'));
  } finally {
    await blank.close();
  }
  const luminances: number[] = [];
  const counts = new Map<number, number>();
  for (let index = 0; index < rgba.length; index += 4) {
    const [red = 0, green = 0, blue = 0] = [rgba[index], rgba[index + 1], rgba[index + 2]];
    luminances.push(relativeLuminance(red, green, blue));
    const colour = (red << 16) | (green << 8) | blue;
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  }
  const [background = 0] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const backgroundLuminance = relativeLuminance(background >> 16, (background >> 8) & 255, background & 255);
  const ink = luminances.filter((luminance) => contrastRatio(luminance, backgroundLuminance) >= 3).length;
  return ink / luminances.length;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page shows band one checked, with its caption', async ({ page }) => {
    await page.goto('/');
    await expectSelected(page, 'one');
    for (const band of bands) {
      await expect(heroRegion(page).getByText(waveBandsCopy.bands[band].name, { exact: true })).toBeVisible();
    }
  });

  test('offers no rotation control, since nothing rotates without JavaScript', async ({ page }) => {
    await page.goto('/');
    await expect(heroRegion(page).getByRole('button')).toBeHidden();
  });
});
