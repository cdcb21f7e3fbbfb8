import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rotationInterval } from '../../machines/heroMachine';
import { waveBandsCopy } from '../content/hero';
import {
  bandRadio,
  bandsGraphic,
  checkedBand,
  elapse,
  reducedMotionSetting,
  renderWaveBands,
  rotationButton,
  setPageHidden,
  tap,
  useFakeClock,
  viewportStub,
} from '../../tests/support/waveBands';

const { bands: copy } = waveBandsCopy;

beforeEach(() => {
  useFakeClock();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what assistive technology finds', () => {
  it('a region and a radio group, both named by the visible heading', async () => {
    await renderWaveBands();
    const heading = screen.getByRole('heading', { name: waveBandsCopy.heading });
    const region = screen.getByRole('region', { name: waveBandsCopy.heading });
    expect(region).toContainElement(heading);
    const group = within(region).getByRole('radiogroup', { name: waveBandsCopy.heading });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toEqual([
      within(group).getByRole('radio', { name: copy.one.name }),
      within(group).getByRole('radio', { name: copy.two.name }),
      within(group).getByRole('radio', { name: copy.three.name }),
    ]);
  });

  it('band one checked, each band described by its caption, and the Stop button first', async () => {
    await renderWaveBands();
    expect(checkedBand()).toBe('one');
    for (const band of ['one', 'two', 'three'] as const) {
      expect(bandRadio(band)).toHaveAccessibleDescription(copy[band].caption);
    }
    const region = screen.getByRole('region', { name: waveBandsCopy.heading });
    const focusable = region.querySelectorAll('button, input, a[href]');
    expect(focusable[0]).toBe(screen.getByRole('button', { name: waveBandsCopy.stopRotation }));
  });

  it('a status says the button’s new name once the visitor presses it, and nothing before', async () => {
    const { user } = await renderWaveBands();
    const status = screen.getByRole('status');
    await user.tab();
    expect(rotationButton()).toHaveAccessibleName(waveBandsCopy.startRotation);
    expect(status.textContent).toBe('');
    await user.keyboard('{Enter}');
    expect(status).toHaveTextContent(waveBandsCopy.stopRotation);
    await user.click(rotationButton());
    expect(status).toHaveTextContent(waveBandsCopy.startRotation);
  });
});

describe('rotation', () => {
  it('advances every rotationInterval', async () => {
    await renderWaveBands();
    elapse(rotationInterval - 1);
    expect(checkedBand()).toBe('one');
    elapse(1);
    expect(checkedBand()).toBe('two');
    elapse(rotationInterval);
    expect(checkedBand()).toBe('three');
    elapse(rotationInterval);
    expect(checkedBand()).toBe('one');
  });

  it('a click part-way selects and moves the next advance a whole interval on', async () => {
    const { user } = await renderWaveBands();
    elapse(2500);
    await tap(user, bandRadio('three'));
    expect(checkedBand()).toBe('three');
    elapse(rotationInterval - 1);
    expect(checkedBand()).toBe('three');
    elapse(1);
    expect(checkedBand()).toBe('one');
  });

  it('clicking the band already selected restarts the countdown', async () => {
    const { user } = await renderWaveBands();
    elapse(2500);
    await tap(user, bandRadio('one'));
    elapse(rotationInterval - 1);
    expect(checkedBand()).toBe('one');
    elapse(1);
    expect(checkedBand()).toBe('two');
  });

  it('a mouse click selects; hovering holds the countdown until the pointer leaves', async () => {
    const { user } = await renderWaveBands();
    elapse(2500);
    await user.click(bandRadio('two'));
    expect(checkedBand()).toBe('two');
    elapse(10 * rotationInterval);
    expect(checkedBand()).toBe('two');
    await user.unhover(bandRadio('two'));
    elapse(rotationInterval);
    expect(checkedBand()).toBe('three');
  });

  it('a mouse click on a band does not count as keyboard focus', async () => {
    const { user } = await renderWaveBands();
    await user.click(bandRadio('two'));
    expect(rotationButton()).toHaveAccessibleName(waveBandsCopy.stopRotation);
  });

  it('Stop stops it and Start resumes it with a full interval', async () => {
    const { user } = await renderWaveBands();
    await user.click(rotationButton());
    expect(rotationButton()).toHaveAccessibleName(waveBandsCopy.startRotation);
    elapse(10 * rotationInterval);
    expect(checkedBand()).toBe('one');
    await user.click(rotationButton());
    expect(rotationButton()).toHaveAccessibleName(waveBandsCopy.stopRotation);
    elapse(rotationInterval);
    expect(checkedBand()).toBe('two');
  });
});

describe('keyboard (APG radio group)', () => {
  it('focus arriving by keyboard stops rotation until Start is pressed', async () => {
    const { user } = await renderWaveBands();
    await user.tab();
    expect(rotationButton()).toHaveFocus();
    expect(rotationButton()).toHaveAccessibleName(waveBandsCopy.startRotation);
    elapse(10 * rotationInterval);
    expect(checkedBand()).toBe('one');
    await user.keyboard('{Enter}');
    expect(rotationButton()).toHaveAccessibleName(waveBandsCopy.stopRotation);
    await user.tab();
    elapse(rotationInterval);
    expect(checkedBand()).toBe('two');
  });

  it('one tab stop on the checked band; arrows move and check with wrap-around', async () => {
    const { user } = await renderWaveBands();
    await user.click(bandRadio('two'));
    await user.tab({ shift: true });
    await user.tab();
    expect(bandRadio('two')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(bandRadio('three')).toHaveFocus();
    expect(checkedBand()).toBe('three');
    await user.keyboard('{ArrowRight}');
    expect(checkedBand()).toBe('one');
    await user.keyboard('{ArrowUp}');
    expect(checkedBand()).toBe('three');
    await user.keyboard('{ArrowLeft}');
    expect(checkedBand()).toBe('two');
    await user.tab();
    expect(screen.getByRole('region')).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('takes the arrows from the browser, so every engine wraps around at the ends', async () => {
    // WebKit's radios stop at the last one; the app moves focus and selection itself.
    await renderWaveBands();
    fireEvent.click(bandRadio('three'));
    const notPrevented = fireEvent.keyDown(bandRadio('three'), { key: 'ArrowRight' });
    expect(notPrevented).toBe(false);
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

  it('a keyboard selection restarts the countdown like a click', async () => {
    const { user } = await renderWaveBands();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    elapse(2500);
    await user.keyboard('{ArrowDown}');
    elapse(rotationInterval - 1);
    expect(checkedBand()).toBe('two');
    elapse(1);
    expect(checkedBand()).toBe('three');
    elapse(2500);
    // Focus stayed on "Next level" while rotation moved on: Space checks the focused band.
    await user.keyboard(' ');
    elapse(rotationInterval - 1);
    expect(checkedBand()).toBe('two');
    elapse(1);
    expect(checkedBand()).toBe('three');
  });
});

describe('holds', () => {
  it('hovering the graphic holds the countdown; leaving starts a fresh one', async () => {
    await renderWaveBands();
    const figure = bandsGraphic();
    elapse(2000);
    fireEvent.pointerEnter(figure, { pointerType: 'mouse' });
    elapse(10 * rotationInterval);
    expect(checkedBand()).toBe('one');
    fireEvent.pointerLeave(figure, { pointerType: 'mouse' });
    elapse(rotationInterval - 1);
    expect(checkedBand()).toBe('one');
    elapse(1);
    expect(checkedBand()).toBe('two');
  });

  it('a touch does not hold the countdown', async () => {
    await renderWaveBands();
    const figure = bandsGraphic();
    fireEvent.pointerEnter(figure, { pointerType: 'touch' });
    elapse(rotationInterval);
    expect(checkedBand()).toBe('two');
  });

  it('a hidden page holds the countdown', async () => {
    await renderWaveBands();
    setPageHidden(true);
    elapse(10 * rotationInterval);
    expect(checkedBand()).toBe('one');
    setPageHidden(false);
    elapse(rotationInterval);
    expect(checkedBand()).toBe('two');
  });

  it('scrolling the hero out of view holds the countdown', async () => {
    const viewport = viewportStub();
    await renderWaveBands();
    viewport.show(false);
    elapse(10 * rotationInterval);
    expect(checkedBand()).toBe('one');
    viewport.show(true);
    elapse(rotationInterval);
    expect(checkedBand()).toBe('two');
  });
});

describe('reduced motion', () => {
  it('starts stopped, says so, and Start still starts it', async () => {
    reducedMotionSetting(true);
    const { user } = await renderWaveBands();
    expect(rotationButton()).toHaveAccessibleName(waveBandsCopy.startRotation);
    elapse(10 * rotationInterval);
    expect(checkedBand()).toBe('one');
    await user.click(rotationButton());
    elapse(rotationInterval);
    expect(checkedBand()).toBe('two');
  });

  it('honours the setting changing while the page is open', async () => {
    const setting = reducedMotionSetting(false);
    await renderWaveBands();
    setting.change(true);
    expect(rotationButton()).toHaveAccessibleName(waveBandsCopy.startRotation);
    elapse(10 * rotationInterval);
    expect(checkedBand()).toBe('one');
    setting.change(false);
    expect(rotationButton()).toHaveAccessibleName(waveBandsCopy.stopRotation);
    elapse(rotationInterval);
    expect(checkedBand()).toBe('two');
  });
});
