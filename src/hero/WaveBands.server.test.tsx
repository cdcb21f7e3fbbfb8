/** The prerendered hero: band 1 checked, every caption, no inline styles, no timers. */
import { act } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../content/hero';
import { reducedMotionSetting } from '../../tests/support/waveBands';
import { WaveBands } from './WaveBands';

afterEach(() => {
  vi.useRealTimers();
});

function serverRender() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<WaveBands />);
  return container;
}

it('has band one checked and every band described by its caption, for the stylesheet to show the checked one', () => {
  const html = serverRender();
  const radios = [...html.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  expect(radios.filter((radio) => radio.hasAttribute('checked')).map((radio) => radio.value)).toEqual([
    'one',
  ]);
  const captions = radios.map((radio) =>
    html.querySelector(`[id="${radio.getAttribute('aria-describedby')}"]`),
  );
  expect(captions.map((caption) => caption?.textContent)).toEqual(
    Object.values(waveBandsCopy.bands).map((band) => band.caption),
  );
});

it('keeps the rotation control disabled until the page is interactive, since nothing rotates', () => {
  expect(serverRender().querySelector('button')?.disabled).toBe(true);
});

it('writes no style attribute, which a strict style-src would block', () => {
  expect(renderToString(<WaveBands />)).not.toMatch(/\sstyle=/);
});

it('starts no timer during the server render', () => {
  vi.useFakeTimers();
  renderToString(<WaveBands />);
  expect(vi.getTimerCount()).toBe(0);
});

it.each([false, true])(
  'hydrates without a warning (reduced motion: %s), then takes over',
  async (reduced) => {
    reducedMotionSetting(reduced);
    const consoleError = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<WaveBands />);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <WaveBands />));
    expect(consoleError).not.toHaveBeenCalled();
    const button = container.querySelector('button');
    expect(button?.textContent).toBe(reduced ? waveBandsCopy.startRotation : waveBandsCopy.stopRotation);
    expect(button?.disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  },
);

describe('taking over from the prerendered page', () => {
  /** The prerendered hero in the document, ready to hydrate. */
  function prerendered() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<WaveBands />);
    document.body.append(container);
    return container;
  }

  const radio = (container: HTMLElement, band: Band) =>
    container.querySelector<HTMLInputElement>(`input[type="radio"][value="${band}"]`);
  const checked = (container: HTMLElement) =>
    container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;

  /**
   * Plays the visitor clicking `band` at the earliest moment React handles input: its commit,
   * after the page is hydrated but before the machine has started (passive effects).
   */
  function ClickAtCommit({ container, band }: { container: HTMLElement; band: Band }) {
    useLayoutEffect(() => radio(container, band)?.click(), [container, band]);
    return null;
  }

  it('makes the band picked before hydration the machine’s band', async () => {
    const container = prerendered();
    radio(container, 'three')?.click();
    const root = await act(async () => hydrateRoot(container, <WaveBands />));
    expect(checked(container)).toBe('three');
    expect(container.querySelector('[data-countdown]')?.getAttribute('data-countdown')).toBe('running');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a pick made before hydration and one made before the machine starts, in that order', async () => {
    const container = prerendered();
    radio(container, 'two')?.click();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <>
          <WaveBands />
          <ClickAtCommit container={container} band="three" />
        </>,
      ),
    );
    expect(checked(container)).toBe('three');
    act(() => root.unmount());
    container.remove();
  });
});
