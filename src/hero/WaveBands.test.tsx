/**
 * The wiring between the browser and the hero machine: which of the visitor's actions and which
 * browser facts reach the machine, and what the page shows of it. The rules themselves (rhythm,
 * holds, stops) are machines/heroMachine.test.ts's; what needs a real browser, the end-to-end
 * tests'.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rotationInterval } from '../../machines/heroMachine';
import { waveBandsCopy } from '../content/hero';
import {
  bandRadio,
  bandsGraphic,
  checkedBand,
  elapse,
  expectNextAdvanceIn,
  expectNoAdvance,
  reducedMotionSetting,
  renderWaveBands,
  rotationButton,
  setPageHidden,
  viewportStub,
} from '../../tests/support/waveBands';

const { startRotation, stopRotation } = waveBandsCopy;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Stop/Start button', () => {
  it('comes first in the hero, says what it will do, and stops and starts rotation', async () => {
    const { user } = renderWaveBands();
    const region = screen.getByRole('region', { name: waveBandsCopy.heading });
    expect(region.querySelector('button, input, a[href]')).toBe(rotationButton());
    expect(rotationButton()).toHaveAccessibleName(stopRotation);
    await user.click(rotationButton());
    expect(rotationButton()).toHaveAccessibleName(startRotation);
    expectNoAdvance('one');
    await user.click(rotationButton());
    expect(rotationButton()).toHaveAccessibleName(stopRotation);
    expectNextAdvanceIn(rotationInterval, 'one', 'two');
  });

  it('a status says the button’s new name once the visitor presses it, and nothing before', async () => {
    const { user } = renderWaveBands();
    const status = screen.getByRole('status');
    await user.tab();
    expect(rotationButton()).toHaveAccessibleName(startRotation);
    expect(status).toBeEmptyDOMElement();
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent(stopRotation);
    await user.click(rotationButton());
    expect(status).toHaveTextContent(startRotation);
  });
});

describe('the pointer', () => {
  it('a mouse click selects the band, is no keyboard focus, and its hover holds until it leaves', async () => {
    const { user } = renderWaveBands();
    await user.click(bandRadio('two'));
    expect(checkedBand()).toBe('two');
    expect(rotationButton()).toHaveAccessibleName(stopRotation);
    expectNoAdvance('two');
    await user.unhover(bandsGraphic());
    expectNextAdvanceIn(rotationInterval, 'two', 'three');
  });

  it('a touch selects the band and restarts the countdown, on the band already selected too, holding nothing', () => {
    renderWaveBands();
    elapse(2500);
    fireEvent.pointerEnter(bandsGraphic(), { pointerType: 'touch' });
    fireEvent.click(bandRadio('one'));
    expectNextAdvanceIn(rotationInterval, 'one', 'two');
    elapse(2500);
    fireEvent.click(bandRadio('one'));
    expect(checkedBand()).toBe('one');
    expectNextAdvanceIn(rotationInterval, 'one', 'two');
  });
});

// Tab stopping rotation, Enter on Start, the one tab stop and the arrows' wrap-around are what a
// screen reader says in WaveBands.screenReader.test.tsx, and run in every engine.
describe('the keyboard (APG radio group)', () => {
  it('takes the arrows from the browser, so every engine wraps around at the ends', () => {
    // WebKit's radios stop at the last one; the app moves focus and selection itself.
    renderWaveBands();
    fireEvent.click(bandRadio('three'));
    expect(fireEvent.keyDown(bandRadio('three'), { key: 'ArrowRight' })).toBe(false);
    expect(bandRadio('one')).toHaveFocus();
    expect(checkedBand()).toBe('one');
    expect(fireEvent.keyDown(bandRadio('one'), { key: 'ArrowUp' })).toBe(false);
    expect(bandRadio('three')).toHaveFocus();
    expect(checkedBand()).toBe('three');
    // Other keys, and arrows with a modifier, stay the browser's.
    expect(fireEvent.keyDown(bandRadio('three'), { key: 'ArrowDown', altKey: true })).toBe(true);
    expect(fireEvent.keyDown(bandRadio('three'), { key: 'Home' })).toBe(true);
    expect(checkedBand()).toBe('three');
  });

  it('an arrow and Space select like a click, restarting the countdown', async () => {
    const { user } = renderWaveBands();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    elapse(2500);
    await user.keyboard('{ArrowDown}');
    expectNextAdvanceIn(rotationInterval, 'two', 'three');
    elapse(2500);
    // Focus stayed on "Next level" while rotation moved on: Space checks the focused band.
    await user.keyboard(' ');
    expectNextAdvanceIn(rotationInterval, 'two', 'three');
  });
});

describe('what the browser reports', () => {
  it.each([
    ['the page is hidden', () => setPageHidden],
    [
      'the hero is scrolled out of view',
      () => {
        const viewport = viewportStub();
        return (hidden: boolean) => viewport.show(!hidden);
      },
    ],
  ])('holds the countdown while %s; a fresh interval starts on return', (_, watch) => {
    const hide = watch();
    renderWaveBands();
    elapse(2000);
    hide(true);
    expectNoAdvance('one');
    hide(false);
    expectNextAdvanceIn(rotationInterval, 'one', 'two');
  });

  it('holds the countdown from the start when the page opens hidden', () => {
    setPageHidden(true);
    renderWaveBands();
    expectNoAdvance('one');
  });

  it('reduced motion: stopped from the start, and the setting followed as it changes', () => {
    const setting = reducedMotionSetting(true);
    renderWaveBands();
    expect(rotationButton()).toHaveAccessibleName(startRotation);
    setting.change(false);
    expect(rotationButton()).toHaveAccessibleName(stopRotation);
    setting.change(true);
    expect(rotationButton()).toHaveAccessibleName(startRotation);
  });
});
