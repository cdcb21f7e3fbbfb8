/** Runs before every Vitest file: matchers, clean DOM between tests, and what jsdom lacks. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toHaveNoViolations } from 'jest-axe';
import { afterEach, expect, vi } from 'vitest';

expect.extend(toHaveNoViolations);

declare module 'vitest' {
  // The type parameters must match Vitest's own declaration of Matchers to merge with it: R is
  // what an assertion returns (void, or a promise after .resolves), T the received value's type.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- T is named only to merge.
  interface Matchers<R, T> {
    /** Passes when a jest-axe result lists no violations. */
    toHaveNoViolations(): R;
  }
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// Testing Library advances fake timers only when it sees Jest; hand it Vitest's clock.
(globalThis as { jest?: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

// What jsdom lacks, filled in; a file that runs in Node instead (`// @vitest-environment node`,
// the bench's own code) has no DOM to fill.
if (typeof window !== 'undefined') {
  // jsdom computes no style for a pseudo-element: it says so on the console and answers with the
  // element's own style. These tests load no style sheets, so a pseudo-element (which the virtual
  // screen reader asks about for generated text) has no style at all: answer that.
  const computeStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudoElement) =>
    pseudoElement ? document.createElement('div').style : computeStyle(element);

  // jsdom has no canvas without a native package (and says so when asked): no 2D context, as a
  // browser without one answers. axe asks for one to tell icon fonts from text.
  HTMLCanvasElement.prototype.getContext = (() => null) as HTMLCanvasElement['getContext'];

  // jsdom has no layout, nor scrollTo and scrollIntoView, which the router and the site call.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = () => {};

  // jsdom has no media queries: "no preference" unless a test replaces this.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
