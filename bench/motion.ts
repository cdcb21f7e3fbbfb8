/**
 * Motion as a visitor's phone paints it: the interval between frames (requestAnimationFrame
 * timestamps in the page) through band changes and through page transitions (/ → /terms and
 * Back), in real Chromium on the slow phone (./slowPhone.ts), with motion allowed and under
 * reduced motion as the baseline; with the layout shift across them (every shift, input or not)
 * and long animation frames. A figure the browser did not give is null, reported as missing.
 */
import type { Browser, Page } from '@playwright/test';
import { waveBandsCopy } from '../src/content/hero';
import { layoutCopy } from '../src/content/layout';
import { waitForHydration } from '../scripts/browser';
import { emulateSlowPhone, phoneViewport } from './slowPhone';

/** Frames through one kind of motion. */
export interface MotionFrames {
  /** Frame intervals recorded. */
  readonly frames: number;
  /** Share of intervals over 25 ms (a frame dropped at 60 Hz, then some), 0 to 1. */
  readonly slowShare: number | null;
  /** The longest interval, milliseconds. */
  readonly worstMs: number | null;
  /** Layout shift summed over the whole run. */
  readonly cls: number | null;
  /** Long animation frames (over 50 ms, as Chromium reports them). */
  readonly longAnimationFrames: number | null;
}

/** Both kinds of motion, with motion allowed and under reduced motion. */
export type MotionCost = Record<'bandChange' | 'pageTransition', Record<'motion' | 'reduced', MotionFrames>>;

/** Band picks, and round trips to /terms and back, per run. */
const repeats = 6;
/** Real time let pass after each change: the calm duration (450 ms) and a margin. */
const settleMs = 800;
/** Frame intervals over this count as slow, milliseconds. */
const slowFrameMs = 25;

/** What the page's probe holds: frames, shift and long frames seen while recording. */
interface Probe {
  recording: boolean;
  stamps: number[];
  shift: number | null;
  longFrames: number | null;
}

/** Runs in the page before its scripts: counts only while `recording`, null where unsupported. */
function installProbe() {
  const probe: Probe = { recording: false, stamps: [], shift: 0, longFrames: 0 };
  Object.assign(window, { motionProbe: probe });
  // No named functions (methods aside): tsx wraps those in a helper the page does not have.
  for (const [type, key] of [
    ['layout-shift', 'shift'],
    ['long-animation-frame', 'longFrames'],
  ] as const) {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) probe[key] = null;
    else
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const add = key === 'shift' ? (entry as unknown as { value: number }).value : 1;
          if (probe.recording) probe[key] = (probe[key] ?? 0) + add;
        }
      }).observe({ type });
  }
  const loop = {
    frame(time: number) {
      if (probe.recording) probe.stamps.push(time);
      requestAnimationFrame(loop.frame);
    },
  };
  requestAnimationFrame(loop.frame);
}

/** The motions measured, each done `repeats` times on the page. */
const motions: Record<keyof MotionCost, (page: Page) => Promise<void>> = {
  async bandChange(page) {
    const names = Object.values(waveBandsCopy.bands).map(({ name }) => name);
    for (let pick = 1; pick <= repeats; pick++) {
      await page.getByRole('radio', { name: names[pick % names.length], exact: true }).click();
      await page.waitForTimeout(settleMs);
    }
  },
  async pageTransition(page) {
    for (let trip = 1; trip <= repeats; trip++) {
      await page.getByRole('contentinfo').getByRole('link', { name: layoutCopy.legal.terms }).click();
      await page.waitForURL('**/terms');
      await page.waitForTimeout(settleMs);
      await page.goBack();
      await page.waitForTimeout(settleMs);
    }
  },
};

async function measure(
  browser: Browser,
  origin: string,
  motion: keyof MotionCost,
  reduced: boolean,
): Promise<MotionFrames> {
  const page = await browser.newPage({
    ...phoneViewport,
    reducedMotion: reduced ? 'reduce' : 'no-preference',
  });
  await page.addInitScript(installProbe);
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  // Rotation would change bands between the picks: stopped, only the picks move anything.
  if (!reduced) await page.getByRole('button', { name: waveBandsCopy.stopRotation }).click();
  await emulateSlowPhone(page);
  await page.waitForTimeout(settleMs);
  await page.evaluate(() => ((window as unknown as { motionProbe: Probe }).motionProbe.recording = true));
  await motions[motion](page);
  const { stamps, shift, longFrames } = await page.evaluate(
    () => (window as unknown as { motionProbe: Probe }).motionProbe,
  );
  await page.close();
  const intervals = stamps.slice(1).map((stamp, index) => stamp - (stamps[index] ?? stamp));
  return {
    frames: intervals.length,
    slowShare: intervals.length ? intervals.filter((ms) => ms > slowFrameMs).length / intervals.length : null,
    worstMs: intervals.length ? Math.max(...intervals) : null,
    cls: shift,
    longAnimationFrames: longFrames,
  };
}

/** Measures both motions at `origin`, with motion allowed and reduced. */
export async function measureMotion(browser: Browser, origin: string): Promise<MotionCost> {
  const cost: Partial<Record<keyof MotionCost, Record<'motion' | 'reduced', MotionFrames>>> = {};
  for (const motion of Object.keys(motions) as (keyof MotionCost)[]) {
    cost[motion] = {
      motion: await measure(browser, origin, motion, false),
      reduced: await measure(browser, origin, motion, true),
    };
    console.log(`  ${motion}: ${JSON.stringify(cost[motion])}`);
  }
  return cost as MotionCost;
}

const missing = (value: number | null, show: (value: number) => string) =>
  value === null ? 'missing' : show(value);

/** The targets, met with motion allowed; the figures under reduced motion beside them as the baseline. */
export function motionTargets(cost: MotionCost) {
  return (Object.keys(cost) as (keyof MotionCost)[]).map((motion) => {
    const { slowShare, worstMs, cls, longAnimationFrames } = cost[motion].motion;
    return {
      target: `/: ${motion === 'bandChange' ? 'band changes' : 'page transitions'} at most 1 % of frames over ${slowFrameMs} ms, the worst under 50 ms, CLS 0, no long animation frame`,
      met:
        slowShare !== null &&
        slowShare <= 0.01 &&
        worstMs !== null &&
        worstMs < 50 &&
        cls === 0 &&
        longAnimationFrames === 0,
      measured: `${describe(cost[motion].motion)}; under reduced motion ${describe(cost[motion].reduced)}`,
    };
  });
}

const describe = (figures: MotionFrames) =>
  `${missing(figures.slowShare, (share) => `${(share * 100).toFixed(1)} %`)} of ${figures.frames} over ${slowFrameMs} ms, worst ${missing(figures.worstMs, (ms) => `${Math.round(ms)} ms`)}, CLS ${missing(figures.cls, (cls) => cls.toFixed(3))}, ${missing(figures.longAnimationFrames, String)} long animation frames`;
