/**
 * The landing page's wave-band hero as the end-to-end tests meet it: opening it on a paused
 * clock, finding its parts by role and name, and the timing expectations the hero-*.spec files
 * share. Words come from src/content/hero.ts, the rhythm from machines/heroMachine.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { bands, rotationInterval, type Band, type Countdown } from '../../machines/heroMachine';
import { heroCopy } from '../../src/content/hero';
import { startCallToAction } from '../../src/content/landing';
import { waveBandsCopy } from '../../src/content/hero';
import { expect, waitForHydration } from './fixtures';

/** The band rotation moves to after `band`: one → two → three → one. */
export function nextBand(band: Band): Band {
  return bands[(bands.indexOf(band) + 1) % bands.length] ?? band;
}

/**
 * Opens the landing page with the page's clock installed and paused before the first script
 * runs, so the machine's countdown starts at a known moment and only `page.clock` moves time.
 */
export async function openHero(page: Page) {
  await page.clock.install();
  // Jumping ahead of the real clock's few milliseconds since install; nothing is scheduled yet.
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.goto('/');
  // The app starts by itself once the page has painted. Whenever that is in real time, the
  // paused clock stands still, so the machine's countdown starts at the paused instant.
  await waitForHydration(page);
}

/** The wave-band graphic: a region named by its visible heading. */
export function heroRegion(page: Page): Locator {
  return page.getByRole('region', { name: waveBandsCopy.heading });
}

/** The radio that stands for `band`. */
export function bandRadio(page: Page, band: Band): Locator {
  return heroRegion(page).getByRole('radio', { name: waveBandsCopy.bands[band].name, exact: true });
}

/** The radio group laid over the drawing: hovering it hovers the graphic. */
export function bandGroup(page: Page): Locator {
  return heroRegion(page).getByRole('radiogroup', { name: waveBandsCopy.heading });
}

/** `band`'s caption where a visitor can see it (every caption is in the page; the checked band's shows). */
function visibleCaption(page: Page, band: Band): Locator {
  return heroRegion(page)
    .getByText(waveBandsCopy.bands[band].caption, { exact: true })
    .filter({ visible: true });
}

/** The element holding every caption (the stylesheet shows the checked band's alone). */
export function captions(page: Page): Locator {
  return heroRegion(page).getByText(waveBandsCopy.bands.one.caption, { exact: true }).locator('..');
}

/** Focuses the hero's call to action: the last stop before the graphic, outside it. */
export async function focusCallToAction(page: Page) {
  await page
    .getByRole('region', { name: heroCopy.heading })
    .getByRole('link', { name: startCallToAction })
    .focus();
}

/** The Stop/Start button, found by what it says right now. */
export function rotationButton(page: Page, says: 'stop' | 'start'): Locator {
  const name = says === 'stop' ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation;
  return heroRegion(page).getByRole('button', { name, exact: true });
}

/** Expects `band` checked, its caption the only one shown. */
export async function expectSelected(page: Page, band: Band) {
  await expect(bandRadio(page, band)).toBeChecked();
  for (const other of bands) {
    await expect(visibleCaption(page, other)).toHaveCount(other === band ? 1 : 0);
  }
}

/** Expects the countdown the region exposes to be `state` (running, held or stopped). */
export async function expectCountdown(page: Page, state: Countdown) {
  await expect(heroRegion(page)).toHaveAttribute('data-countdown', state);
}

/**
 * Expects the next automatic advance exactly `milliseconds` from now: `from` is still selected a
 * millisecond before, `nextBand(from)` at that moment.
 */
export async function expectNextAdvanceIn(page: Page, milliseconds: number, from: Band) {
  await page.clock.runFor(milliseconds - 1);
  await expectSelected(page, from);
  await page.clock.runFor(1);
  await expectSelected(page, nextBand(from));
}

/** Runs the clock through several intervals and expects `band` still selected. */
export async function expectNoAdvance(page: Page, band: Band) {
  await page.clock.runFor(4 * rotationInterval);
  await expectSelected(page, band);
}
