/** The wave bands rendered for Vitest, with the browser (media queries, visibility, the viewport) played by the test. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { bands, type Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../../src/content/hero';
import { WaveBands } from '../../src/hero/WaveBands';

/**
 * Media queries a test controls: `prefers-reduced-motion: reduce` as given (`change` plays the
 * visitor changing it), and `hover: hover` when the main pointer can hover.
 */
export function reducedMotionSetting(initiallyReduced: boolean, pointerCanHover = false) {
  let reduced = initiallyReduced;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          if (query.includes('hover: hover')) return pointerCanHover;
          return query.includes('prefers-reduced-motion: reduce') && reduced;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    /** The visitor changes the setting while the page is open. */
    change(nowReduced: boolean) {
      reduced = nowReduced;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/**
 * An IntersectionObserver stand-in: `show` reports each element watched as scrolled into or out
 * of view, and `watched` says which elements are watched (none once every observer disconnects).
 */
export function viewportStub() {
  const observers: { callback: IntersectionObserverCallback; watched: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly observer: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.observer = { callback, watched: [] };
        observers.push(this.observer);
      }
      observe(element: Element) {
        this.observer.watched.push(element);
      }
      disconnect() {
        this.observer.watched.length = 0;
      }
    },
  );
  return {
    /** Reports every element watched as scrolled into (true) or out of (false) view. */
    show(visible: boolean) {
      act(() =>
        observers.forEach(({ callback, watched }) =>
          watched.forEach((target) => {
            const entry = { isIntersecting: visible, target } as unknown as IntersectionObserverEntry;
            callback([entry], {} as IntersectionObserver);
          }),
        ),
      );
    },
    watched: () => observers.flatMap(({ watched }) => watched),
  };
}

/** Hides or shows the page as switching tabs would. */
export function setPageHidden(hidden: boolean) {
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(hidden);
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

export function bandRadio(band: Band) {
  return screen.getByRole('radio', { name: waveBandsCopy.bands[band].name });
}

/** The graphic the pointer hovers: the box holding the drawing and the radios. */
export function bandsGraphic(): HTMLElement {
  const graphic = screen.getByRole('radiogroup').parentElement;
  if (!graphic) throw new Error('The radio group has no enclosing graphic');
  return graphic;
}

export function checkedBand(): Band | undefined {
  return bands.find((band) => (bandRadio(band) as HTMLInputElement).checked);
}

export function rotationButton() {
  return screen.getByRole('button', { name: /automatic rotation/ });
}

/** Renders the wave bands, with a user-event instance that works on the fake clock. */
export function renderWaveBands() {
  return { user: userEvent.setup({ delay: null }), ...render(<WaveBands />) };
}

/** Waits until the frame after next, when focus has followed an arrow key (WaveBands.tsx). */
export function frameAfter() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
