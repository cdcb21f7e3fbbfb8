/**
 * The landing page's wave-band hero as the end-to-end tests meet it: a paused clock, its parts by
 * role and name, and what a visitor sees of its rotation. Words come from src/content/hero.ts.
 * These tests check only what needs a browser; the rules are machines/heroMachine.test.ts's, the
 * wiring src/hero/*.test.tsx's.
 */
import type { Locator, Page } from '@playwright/test';
import type { Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../../src/content/hero';
import { expect } from './fixtures';

/** Installs the page's clock, paused, before the first script runs: only `page.clock` moves time. */
export async function pauseClock(page: Page) {
  await page.clock.install();
  // Jumping ahead of the real clock's few milliseconds since install; nothing is scheduled yet.
  await page.clock.pauseAt(Date.now() + 10_000);
}

/** The wave-band graphic: a region named by its visible heading. */
export const heroRegion = (page: Page): Locator => page.getByRole('region', { name: waveBandsCopy.heading });

/** The radio that stands for `band`. */
export const bandRadio = (page: Page, band: Band): Locator =>
  heroRegion(page).getByRole('radio', { name: waveBandsCopy.bands[band].name, exact: true });

/** The Stop/Start button, found by what it says right now. */
export function rotationButton(page: Page, says: 'stop' | 'start'): Locator {
  const name = says === 'stop' ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation;
  return heroRegion(page).getByRole('button', { name, exact: true });
}

/**
 * Expects `band` checked and its caption the only one shown, to eyes and to assistive technology
 * (the stylesheet shows the checked band's caption alone).
 */
export async function expectSelected(page: Page, band: Band) {
  const caption = waveBandsCopy.bands[band].caption;
  await expect(bandRadio(page, band)).toBeChecked();
  await expect(heroRegion(page).getByRole('paragraph')).toHaveText([caption]);
  await expect(heroRegion(page).getByText(caption, { exact: true })).toBeVisible();
}

/**
 * Each band's computed scale and opacity, in drawing order, and how many animations (CSS ones
 * included) are running on the bands: read in one go, so they describe the same frame.
 */
export function drawingNow(page: Page) {
  return heroRegion(page)
    .locator('svg path')
    .evaluateAll((paths) => ({
      drawn: paths.map((path) => {
        const style = getComputedStyle(path);
        return { scale: style.scale, opacity: style.opacity };
      }),
      animating: paths
        .flatMap((path) => path.getAnimations())
        .filter(({ playState }) => playState === 'running').length,
    }));
}
