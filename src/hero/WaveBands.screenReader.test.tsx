/**
 * What the ARIA says a screen reader should say, through @guidepup/virtual-screen-reader (what a
 * real one, Orca, says is in tests/screen-reader/). It drives the page with
 * its own copy of user-event, which cannot run on a fake clock, so these tests use real time
 * and report the hero as scrolled out of view: a hold that keeps the countdown from advancing
 * mid-test without changing anything a screen reader hears (rotation is still on).
 *
 * It reads an element's text whatever the stylesheet says, and WaveBands.css is what shows the
 * checked band's caption alone, so which caption is exposed is checked in a real browser's
 * accessibility tree instead (tests/e2e/hero-first-paint.spec.ts).
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { waveBandsCopy } from '../content/hero';
import { frameAfter, renderWaveBands, viewportStub } from '../../tests/support/waveBands';

const { heading, bands } = waveBandsCopy;

beforeEach(async () => {
  const viewport = viewportStub();
  await renderWaveBands();
  viewport.show(false);
  await virtual.start({ container: document.body });
});

afterEach(async () => {
  await virtual.stop();
});

/** Presses a key and returns everything said as a result, focus having moved a frame later. */
async function press(key: string) {
  await virtual.clearSpokenPhraseLog();
  await virtual.press(key);
  await frameAfter();
  return virtual.spokenPhraseLog();
}

/**
 * What an arrow key from band `left` says: the band it arrives on, last, after at most the band
 * being left, re-read as it is unchecked (focus follows the check two frames later).
 */
function expectArrival(said: string[], left: { name: string }, arrived: RegExp) {
  expect(
    said.slice(0, -1).every((phrase) => phrase.startsWith(`radio, ${left.name}, `)),
    said.join(' | '),
  ).toBe(true);
  expect(said.length).toBeLessThanOrEqual(2);
  expect(said.at(-1)).toMatch(arrived);
}

it('reading through: the region, its heading, the button, then the named group of three, each band described by its caption', async () => {
  for (let item = 0; item < 12; item += 1) await virtual.next();
  expect(await virtual.spokenPhraseLog()).toEqual([
    'document',
    `region, ${heading}`,
    `heading, ${heading}, level 2`,
    `button, ${waveBandsCopy.stopRotation}`,
    'status',
    `radiogroup, ${heading}`,
    `radio, ${bands.one.name}, ${bands.one.caption}, checked, position 1, set size 3`,
    bands.one.name,
    `radio, ${bands.two.name}, ${bands.two.caption}, not checked, position 2, set size 3`,
    bands.two.name,
    `radio, ${bands.three.name}, ${bands.three.caption}, not checked, position 3, set size 3`,
    bands.three.name,
    `end of radiogroup, ${heading}`,
  ]);
});

// The state it says is the radio's `checked` *attribute*, which React leaves at its first value
// (browsers expose the property), so the band arrived on is known by its name and position here;
// that the arrow checked it: WaveBands.test.tsx, 'takes the arrows from the browser…'.
it('an arrow says the band it arrives on, with its caption, wrapping around at the ends', async () => {
  await press('Tab');
  await press('Tab');
  const moves = [
    ['ArrowDown', bands.two, 2],
    ['ArrowRight', bands.three, 3],
    ['ArrowDown', bands.one, 1],
    ['ArrowUp', bands.three, 3],
    ['ArrowLeft', bands.two, 2],
  ] as const;
  let left: { name: string } = bands.one;
  for (const [key, band, position] of moves) {
    const arrived = new RegExp(`^radio, ${band.name}, ${band.caption}, .*position ${position}, set size 3$`);
    expectArrival(await press(key), left, arrived);
    left = band;
  }
});
