/**
 * The wave-band hero as the end-to-end tests meet it, for what needs a browser (the rules:
 * machines/heroMachine.test.ts; the wiring: src/hero/*.test.tsx).
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

export const heroRegion = (page: Page): Locator => page.getByRole('region', { name: waveBandsCopy.heading });

export const bandRadio = (page: Page, band: Band): Locator =>
  heroRegion(page).getByRole('radio', { name: waveBandsCopy.bands[band].name, exact: true });

/** The Stop/Start button, found by what it says right now. */
export function rotationButton(page: Page, says: 'stop' | 'start'): Locator {
  const name = says === 'stop' ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation;
  return heroRegion(page).getByRole('button', { name, exact: true });
}

/** Expects `band` checked and its caption the only one shown, to eyes and to assistive technology. */
export async function expectSelected(page: Page, band: Band) {
  const caption = waveBandsCopy.bands[band].caption;
  await expect(bandRadio(page, band)).toBeChecked();
  await expect(heroRegion(page).getByRole('paragraph')).toHaveText([caption]);
  await expect(heroRegion(page).getByText(caption, { exact: true })).toBeVisible();
}

/** Each band's scale and opacity, in drawing order, and how many animations run on them: one frame's. */
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
