/**
 * The site's performance budgets and targets, in one place. The byte budgets are tests
 * (tests/e2e/budgets.spec.ts): bytes are deterministic, so a route that grows past its budget
 * fails `npm test`. The timing targets are checked by `npm run bench`, because timings vary with
 * the machine.
 */
import type { RoutePath } from '../src/site/pages';

/** Gzip bytes of one kind of file that a route loads, lazy chunks included. */
export interface RouteBytes {
  /** JavaScript: the entry, the route's chunks and anything they import after the first paint. */
  readonly javascript: number;
  /** CSS: the one stylesheet. */
  readonly css: number;
}

/**
 * What each route loaded when the budgets were last set (gzip level 6, as the local server and
 * most CDNs send it; `npm run bench` prints the current figures). Raising one is a decision:
 * say why in the commit.
 */
export const measuredBytes: Readonly<Record<RoutePath, RouteBytes>> = {
  '/': { javascript: 121_739, css: 4_335 },
  '/terms': { javascript: 104_526, css: 4_335 },
  '/privacy': { javascript: 104_011, css: 4_335 },
};

/** Room over the measured figures before a test fails: small, so that growth is noticed. */
export const budgetHeadroom = 0.03;

/** The most each route may load: the measured figures plus the headroom. */
export const routeBudgets: Readonly<Record<RoutePath, RouteBytes>> = Object.fromEntries(
  Object.entries(measuredBytes).map(([path, bytes]) => [
    path,
    {
      javascript: Math.ceil(bytes.javascript * (1 + budgetHeadroom)),
      css: Math.ceil(bytes.css * (1 + budgetHeadroom)),
    },
  ]),
) as Record<RoutePath, RouteBytes>;

/** A library that only the landing page's hero needs, and how to recognise its code. */
export interface HeroLibrary {
  /** The npm package. */
  readonly name: string;
  /** A string literal the library's minified code always contains (minifiers keep strings). */
  readonly marker: string;
}

/** The hero's libraries: the legal pages must not download them. */
export const heroLibraries: readonly HeroLibrary[] = [
  // The event every actor receives first; present in any build of xstate's interpreter.
  { name: 'xstate', marker: 'xstate.init' },
  // The key under which framer-motion's Web Animations layer (full and small builds alike)
  // remembers whether the browser supports linear() easing.
  { name: 'framer-motion', marker: 'linearEasing' },
];

/** The routes that show the hero, and so load its libraries. */
export const heroRoutes: readonly RoutePath[] = ['/'];

/** What `npm run bench` holds every route to. */
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
