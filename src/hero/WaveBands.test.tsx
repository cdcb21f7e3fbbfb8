/**
 * The wiring between the browser and the hero machine: which of the visitor's actions and which
 * browser facts reach the machine as which events (read through the same inspection hook the
 * Stately inspector uses), and what the page shows of the machine. The rules those events obey
 * (rhythm, holds, stops) are machines/heroMachine.test.ts's alone; hydration and paint, the
 * browser tests'.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waveBandsCopy } from '../content/hero';
import { PageShown } from '../navigation/pageShown';
import { takeSent } from '../../tests/support/heroEvents';
import {
  bandRadio,
  bandsGraphic,
  checkedBand,
  frameAfter,
  reducedMotionSetting,
  renderWaveBands,
  rotationButton,
  setPageHidden,
  viewportStub,
} from '../../tests/support/waveBands';
import { WaveBands } from './WaveBands';

vi.mock('./devInspector', () => import('../../tests/support/heroEvents'));

const { startRotation, stopRotation } = waveBandsCopy;

beforeEach(() => {
  takeSent();
});

// What it says as it stops and starts rotation: WaveBands.model.test.tsx.
describe('the Stop/Start button', () => {
  it(
    'a status says the button’s new name once the visitor presses it, and nothing before, while focus stays on the button',
    { tags: '@wcag4.1.3' },
    async () => {
      const { user } = renderWaveBands();
      const status = screen.getByRole('status');
      // Tab into the hero is keyboard focus, which stops rotation.
      await user.tab();
      expect(rotationButton()).toHaveAccessibleName(startRotation);
      expect(status).toBeEmptyDOMElement();
      await user.keyboard('{Enter}');
      expect(status).toHaveTextContent(stopRotation);
      expect(rotationButton()).toHaveFocus();
      await user.click(rotationButton());
      expect(status).toHaveTextContent(startRotation);
    },
  );
});

describe('the pointer', () => {
  it('a mouse over the graphic holds until it leaves; its click selects the band and is no keyboard focus', async () => {
    const { user } = renderWaveBands();
    takeSent();
    await user.click(bandRadio('two'));
    expect(checkedBand()).toBe('two');
    await user.unhover(bandsGraphic());
    expect(takeSent()).toEqual([
      { type: 'HOLD', reason: 'pointer' },
      { type: 'CLICK', band: 'two' },
      { type: 'RELEASE', reason: 'pointer' },
    ]);
  });

  it('a touch holds nothing, and a tap on the band already selected selects it again', () => {
    renderWaveBands();
    takeSent();
    fireEvent.pointerEnter(bandsGraphic(), { pointerType: 'touch' });
    fireEvent.click(bandRadio('one'));
    fireEvent.pointerLeave(bandsGraphic(), { pointerType: 'touch' });
    expect(checkedBand()).toBe('one');
    expect(takeSent()).toEqual([{ type: 'CLICK', band: 'one' }]);
  });
});

// What a screen reader says of each band: WaveBands.screenReader.test.tsx; the one tab stop and
// the arrows in each engine: tests/engines/cross-engine.spec.ts.
describe('the keyboard (APG radio group)', () => {
  it('takes the arrows from the browser, so every engine wraps around at the ends', async () => {
    // WebKit's radios stop at the last one; the app moves focus and selection itself.
    renderWaveBands();
    fireEvent.click(bandRadio('three'));
    bandRadio('three').focus();
    expect(fireEvent.keyDown(bandRadio('three'), { key: 'ArrowRight' })).toBe(false);
    // Checked before focus follows, so a screen reader reads the band it arrives on as selected.
    expect(checkedBand()).toBe('one');
    expect(bandRadio('three')).toHaveFocus();
    await frameAfter();
    expect(bandRadio('one')).toHaveFocus();
    expect(fireEvent.keyDown(bandRadio('one'), { key: 'ArrowUp' })).toBe(false);
    await frameAfter();
    expect(bandRadio('three')).toHaveFocus();
    expect(checkedBand()).toBe('three');
    // Other keys, and arrows with a modifier, stay the browser's.
    expect(fireEvent.keyDown(bandRadio('three'), { key: 'ArrowDown', altKey: true })).toBe(true);
    expect(fireEvent.keyDown(bandRadio('three'), { key: 'Home' })).toBe(true);
    expect(checkedBand()).toBe('three');
    // A second arrow before focus has followed still counts from the band checked.
    fireEvent.keyDown(bandRadio('three'), { key: 'ArrowDown' });
    fireEvent.keyDown(bandRadio('three'), { key: 'ArrowDown' });
    expect(checkedBand()).toBe('two');
    // …and Space on the band focus is leaving does not check it again.
    expect(fireEvent.keyDown(bandRadio('three'), { key: ' ' })).toBe(false);
    await frameAfter();
    expect(bandRadio('two')).toHaveFocus();
    expect(fireEvent.keyDown(bandRadio('two'), { key: ' ' })).toBe(true);
    // Focus moved elsewhere before it followed stays where the visitor put it.
    fireEvent.keyDown(bandRadio('two'), { key: 'ArrowDown' });
    expect(fireEvent.keyDown(bandRadio('two'), { key: 'Tab' })).toBe(true);
    rotationButton().focus();
    await frameAfter();
    expect(rotationButton()).toHaveFocus();
    expect(checkedBand()).toBe('three');
  });
});

describe('what the browser reports', () => {
  it('the page hidden and shown again holds and releases, from the start when it opens hidden', () => {
    setPageHidden(true);
    renderWaveBands();
    expect(takeSent()).toContainEqual({ type: 'HOLD', reason: 'pageHidden' });
    setPageHidden(false);
    expect(takeSent()).toEqual([{ type: 'RELEASE', reason: 'pageHidden' }]);
  });

  it('the hero scrolled out of view and back holds and releases, until it is gone', () => {
    const viewport = viewportStub();
    const { unmount } = renderWaveBands();
    expect(viewport.watched()).toEqual([screen.getByRole('region', { name: waveBandsCopy.heading })]);
    takeSent();
    viewport.show(false);
    viewport.show(true);
    expect(takeSent()).toEqual([
      { type: 'HOLD', reason: 'offScreen' },
      { type: 'RELEASE', reason: 'offScreen' },
    ]);
    unmount();
    expect(viewport.watched()).toEqual([]);
  });

  it('its page kept hidden beside the one that shows holds it, and shown again watches the viewport', () => {
    const viewport = viewportStub();
    const onPage = (shown: boolean) => (
      <PageShown value={shown}>
        <WaveBands />
      </PageShown>
    );
    const { rerender } = render(onPage(false));
    expect(takeSent()).toContainEqual({ type: 'HOLD', reason: 'offScreen' });
    expect(viewport.watched()).toEqual([]);
    rerender(onPage(true));
    expect(viewport.watched()).toEqual([screen.getByRole('region', { name: waveBandsCopy.heading })]);
    viewport.show(true);
    expect(takeSent()).toEqual([{ type: 'RELEASE', reason: 'offScreen' }]);
    rerender(onPage(false));
    expect(takeSent()).toEqual([{ type: 'HOLD', reason: 'offScreen' }]);
    expect(viewport.watched()).toEqual([]);
  });

  it('the reduced-motion setting, at the start and as it changes', () => {
    const setting = reducedMotionSetting(true);
    renderWaveBands();
    expect(takeSent()).toContainEqual({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true });
    setting.change(false);
    expect(takeSent()).toEqual([{ type: 'MOTION_PREFERENCE_CHANGED', reduced: false }]);
  });
});
