/**
 * What a screen reader says, through @guidepup/virtual-screen-reader. It drives the page with
 * its own copy of user-event, which cannot run on a fake clock, so these tests use real time
 * and report the hero as scrolled out of view: a hold that keeps the countdown from advancing
 * mid-test without changing anything a screen reader hears (rotation is still on).
 *
 * It reads an element's text whatever the stylesheet says, and WaveBands.css is what shows the
 * checked band's caption alone, so which caption is exposed and announced is checked in a real
 * browser's accessibility tree instead (tests/e2e/hero-first-paint.spec.ts).
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { waveBandsCopy } from '../content/hero';
import { captionRegion, renderWaveBands, viewportStub } from '../../tests/support/waveBands';

const { heading, bands } = waveBandsCopy;

beforeEach(async () => {
  const viewport = viewportStub();
  await renderWaveBands();
  viewport.show(false);
  await virtual.start({ container: document.body });
});

afterEach(async () => {
  await virtual.stop();
  vi.unstubAllGlobals();
});

/** Presses a key and returns everything said as a result. */
async function press(key: string) {
  await virtual.clearSpokenPhraseLog();
  await virtual.press(key);
  return virtual.spokenPhraseLog();
}

/**
 * The band checked now. The virtual screen reader reads a radio's `checked` *attribute*, which
 * React leaves at its first value; browsers expose the `checked` property, so that is the one
 * checked here after a move, while what was spoken is checked by name and position.
 */
function checkedRadioName() {
  return screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)?.parentElement
    ?.textContent;
}

it('reading through: the region, its heading, the button, then the named group of three', async () => {
  for (let item = 0; item < 11; item += 1) await virtual.next();
  expect(await virtual.spokenPhraseLog()).toEqual([
    'document',
    `region, ${heading}`,
    `heading, ${heading}, level 2`,
    `button, ${waveBandsCopy.stopRotation}`,
    `radiogroup, ${heading}`,
    `radio, ${bands.one.name}, checked, position 1, set size 3`,
    bands.one.name,
    `radio, ${bands.two.name}, not checked, position 2, set size 3`,
    bands.two.name,
    `radio, ${bands.three.name}, not checked, position 3, set size 3`,
    bands.three.name,
    `end of radiogroup, ${heading}`,
  ]);
});

it('tabbing in: focus stops rotation, and the one tab stop in the group is the checked band', async () => {
  expect((await press('Tab'))[0]).toBe(`button, ${waveBandsCopy.startRotation}`);
  expect(captionRegion()).toHaveAttribute('aria-live', 'polite');
  expect(await press('Tab')).toEqual([`radio, ${bands.one.name}, checked, position 1, set size 3`]);
  expect(await press('Shift+Tab')).toEqual([`button, ${waveBandsCopy.startRotation}`]);
});

it('arrows move and check with wrap-around', async () => {
  await press('Tab');
  await press('Tab');
  const moves = [
    ['ArrowDown', bands.two, 2],
    ['ArrowRight', bands.three, 3],
    ['ArrowDown', bands.one, 1],
    ['ArrowUp', bands.three, 3],
    ['ArrowLeft', bands.two, 2],
  ] as const;
  for (const [key, band, position] of moves) {
    expect((await press(key))[0]).toMatch(
      new RegExp(`^radio, ${band.name}, .*position ${position}, set size 3$`),
    );
    expect(checkedRadioName()).toBe(band.name);
  }
});

it('after Start, rotation is on again and captions stay silent', async () => {
  await press('Tab');
  expect(await press('Enter')).toEqual([`button, ${waveBandsCopy.stopRotation}`]);
  expect(captionRegion()).toHaveAttribute('aria-live', 'off');
  await press('Tab');
  const said = await press('ArrowDown');
  expect(said).toEqual([expect.stringMatching(`^radio, ${bands.two.name}`)]);
});
