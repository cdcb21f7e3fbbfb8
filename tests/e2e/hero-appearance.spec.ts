/** How the hero looks with each band selected: to axe, and in forced colours (docs/design.md, "The hero"). */
import type { Locator, Page } from '@playwright/test';
import { bands, type Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../../src/content/hero';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { contrastRatio } from '../../scripts/build/contrast';
import { bandRadio, expectSelected, heroRegion, rotationButton } from './hero-page';
import { luminances, readPng } from '../support/pixels';

/**
 * Opens / on the browser's own clock, rotation stopped: axe schedules its work with timers, which a
 * paused page.clock never fires, and only the real clock finishes framer-motion's animations.
 */
async function openStoppedHero(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await rotationButton(page, 'stop').click();
  await expect(rotationButton(page, 'start')).toBeVisible();
}

async function forEachBand(page: Page, check: (band: Band, index: number) => Promise<void>) {
  for (const [index, band] of bands.entries()) {
    await bandRadio(page, band).click();
    await expectSelected(page, band);
    await check(band, index);
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme });
    // Over the hero's gradient axe leaves the text's contrast for review: its pixels decide it.
    test('axe finds nothing with each band selected', { tag: '@wcag1.4.3' }, async ({ page }) => {
      test.slow(); // Three axe runs, each seconds on a loaded machine.
      await openStoppedHero(page);
      await forEachBand(page, () => expectNoAxeViolations(page));
    });
  });
}

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

const paintsNothing = ['none', 'rgba(0, 0, 0, 0)'];

for (const colorScheme of ['dark', 'light'] as const) {
  // In forced colours the selected band is told apart by its size, weight and fill alone.
  test(
    `in forced colours on the ${colorScheme} palette, with each band selected, every band stays visible, the selected one stands out and its name can be read`,
    { tag: '@wcag1.4.1' },
    async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await openStoppedHero(page);
      await forEachBand(page, async (band, selected) => {
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
        const name = heroRegion(page).getByText(waveBandsCopy.bands[band].name, { exact: true });
        const letters = inkAgainstBackground(await page.screenshot({ clip: await textBox(name) }));
        expect(letters, `pixels of ${waveBandsCopy.bands[band].name} that stand out`).toBeGreaterThan(0.05);
      });
    },
  );
}

/** The box of an element's text, in page coordinates: its letters (and forced colours' backplate). */
function textBox(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });
}

/**
 * The share of a screenshot's pixels that contrast at 3:1 or more with its most common luminance
 * (the background's): 0 for a label painted in one colour, its letters lost in the background.
 */
function inkAgainstBackground(png: Buffer): number {
  const pixels = luminances(readPng(png));
  const counts = new Map<number, number>();
  for (const luminance of pixels) counts.set(luminance, (counts.get(luminance) ?? 0) + 1);
  const [background = 0] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return pixels.filter((luminance) => contrastRatio(luminance, background) >= 3).length / pixels.length;
}
