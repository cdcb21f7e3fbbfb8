/** The timing targets `npm run bench` checks; byte budgets are tests (tests/support/budgets.ts). */

export const timingTargets = {
  /** Every Lighthouse category (performance, accessibility, best practices, SEO), out of 100. */
  lighthouseScore: 100,
  /** Observed LCP on the slow phone, over that of the same page without JavaScript. */
  maxObservedLcpRatio: 1.05,
  /** From navigation to the hero interactive and rotating, on the slow phone, milliseconds. */
  maxHeroInteractiveMs: 2000,
  /** A band click or arrow key, from input to the next paint (Event Timing), on the slow phone, ms. */
  maxInteractionLatencyMs: 50,
  /** Total Blocking Time, milliseconds, Lighthouse's simulated mobile figure. */
  maxTotalBlockingTimeMs: 50,
  /** Cumulative Layout Shift, on load and over a full rotation of the hero. */
  maxCumulativeLayoutShift: 0,
  /** "Nearly idle" while the hero rotates: main-thread busy time as a share of the time watched. */
  maxBusyShare: 0.05,
} as const;
