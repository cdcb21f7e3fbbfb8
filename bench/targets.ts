/** The timing targets `npm run bench` checks, on the slow phone unless said; byte budgets are tests (tests/support/budgets.ts). */
export const timingTargets = {
  /** Every Lighthouse category (performance, accessibility, best practices, SEO), out of 100. */
  lighthouseScore: 100,
  /** Observed LCP, over that of the same page without JavaScript. */
  maxObservedLcpRatio: 1.05,
  /** From navigation to the hero interactive and rotating, milliseconds. */
  maxHeroInteractiveMs: 2000,
  /** Total Blocking Time, milliseconds, Lighthouse's simulated mobile figure. */
  maxTotalBlockingTimeMs: 50,
  /** Cumulative Layout Shift, on load (Lighthouse) and through every motion. */
  maxCumulativeLayoutShift: 0,
  /** Every interaction, with the page transition on, cold included: Event Timing duration at the worst trip, ms. */
  maxInteractionMs: 100,
  /** A band tap and an arrow key: Event Timing duration at the median, ms. */
  maxBandMedianMs: 32,
  /** Long animation frames from a page change's input to 450 ms after the new page's first frame. */
  maxLongFramesInPageChange: 0,
  /** What the page transition adds to the median of input to first frame, over the same navigation under reduced motion, ms. */
  maxTransitionCostMs: 10,
  /** Through band changes and page transitions: share of frames over 25 ms, and the longest frame, ms. */
  maxSlowFrameShare: 0.01,
  maxFrameMs: 50,
} as const;
