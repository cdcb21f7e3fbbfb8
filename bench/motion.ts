/**
 * Motion as a visitor's phone paints it: the interval between frames (requestAnimationFrame
 * timestamps in the page) through band changes and through page transitions (/ → /terms and
 * Back), in real Chromium on the slow phone (./slowPhone.ts), with motion allowed and under
 * reduced motion as the baseline; with the layout shift across them (as CLS counts it: none
 * within half a second of input) and long animation frames. A figure the browser did not give is
 * null, reported as missing.
 *
 * The browser has a profile on disk, as a visitor's has. A context without one (Playwright's
 * usual) fetches and decodes the SVG favicon again on every page change, a frame's work at CPU 4×
 * that a visitor's browser, keeping its favicons, does not do: 8 fetches in 4 round trips, none
 * with a profile.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waveBandsCopy } from '../src/content/hero';
import { footerLinkTo } from '../tests/support/pages';
import { chromiumArgs, findChromium, recordHydration, waitForHydration } from '../scripts/browser';
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

/**
 * A page transition's frames: from the new page's first frame for the calm duration (with motion,
 * the transition's animation; without, the same span of the still page), and apart from them the
 * swap before that first frame, which a navigation costs with or without motion.
 */
export interface PageFrames extends MotionFrames {
  /** From the tap (or Back) to the new page's first frame, milliseconds. */
  readonly swapMs: { readonly median: number; readonly worst: number } | null;
  /** The whole round trips, swaps included. */
  readonly whole: MotionFrames;
}

/** Both kinds of motion, with motion allowed and under reduced motion. */
export interface MotionCost {
  readonly bandChange: Record<'motion' | 'reduced', MotionFrames>;
  readonly pageTransition: Record<'motion' | 'reduced', PageFrames>;
}

/** Band picks, and round trips to /terms and back, per run. */
const repeats = 6;
/** --duration-calm (src/styles/tokens.css): how long the band and a page transition move. */
const calmMs = 450;
/** Real time let pass after each change: the calm duration and a margin. */
const settleMs = 800;
/** Frame intervals over this count as slow, milliseconds. */
const slowFrameMs = 25;

/** What the page's probe holds: frames, swaps, shift and long frames seen while recording. */
interface Probe {
  recording: boolean;
  stamps: number[];
  /** Each navigation's input (tap or Back) and the first frame after the page changed. */
  swaps: { firstFrame: number; swapMs: number }[];
  input: { time: number; heading: Element | null } | null;
  shift: number | null;
  /** Start times of long animation frames. */
  longFrames: number[] | null;
}

/** Runs in the page before its scripts: counts only while `recording`, null where unsupported. */
function installProbe() {
  const probe: Probe = { recording: false, stamps: [], swaps: [], input: null, shift: 0, longFrames: [] };
  Object.assign(window, { motionProbe: probe });
  // No named functions (methods aside): tsx wraps those in a helper the page does not have.
  if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) probe.shift = null;
  else
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (probe.recording && !entry.hadRecentInput) probe.shift = (probe.shift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift' });
  if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) probe.longFrames = null;
  else
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (probe.recording) probe.longFrames?.push(entry.startTime);
    }).observe({ type: 'long-animation-frame' });
  // The new page is there when main's heading is another element than at the input.
  for (const type of ['click', 'popstate'])
    addEventListener(
      type,
      () =>
        probe.recording &&
        (probe.input = { time: performance.now(), heading: document.querySelector('main h1') }),
      true,
    );
  const loop = {
    frame(time: number) {
      if (probe.recording) probe.stamps.push(time);
      if (probe.input && document.querySelector('main h1') !== probe.input.heading) {
        // The frame's time is when it was due; the swap lasted until this callback could run.
        probe.swaps.push({ firstFrame: time, swapMs: performance.now() - probe.input.time });
        probe.input = null;
      }
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
      await page.getByRole('radio', { name: names[pick % names.length], exact: true }).tap();
      await page.waitForTimeout(settleMs);
    }
  },
  async pageTransition(page) {
    for (let trip = 1; trip <= repeats; trip++) {
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: footerLinkTo('/terms') })
        .tap();
      await page.waitForURL('**/terms');
      await page.waitForTimeout(settleMs);
      await page.goBack();
      await page.waitForTimeout(settleMs);
    }
  },
};

/** The frame figures of `stamps`, intervals only within each list, `longFrames` the count. */
function framesOf(stamps: number[][], cls: number | null, longFrames: number | null): MotionFrames {
  const intervals = stamps.flatMap((run) =>
    run.slice(1).map((stamp, index) => stamp - (run[index] ?? stamp)),
  );
  return {
    frames: intervals.length,
    slowShare: intervals.length ? intervals.filter((ms) => ms > slowFrameMs).length / intervals.length : null,
    worstMs: intervals.length ? Math.max(...intervals) : null,
    cls,
    longAnimationFrames: longFrames,
  };
}

async function record(browser: BrowserContext, origin: string, motion: keyof MotionCost, reduced: boolean) {
  const page = await browser.newPage();
  await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  await page.addInitScript(installProbe);
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  // Rotation would change bands between the picks: stopped, only the picks move anything.
  if (!reduced) await page.getByRole('button', { name: waveBandsCopy.stopRotation }).tap();
  await emulateSlowPhone(page);
  await page.waitForTimeout(settleMs);
  await page.evaluate(() => ((window as unknown as { motionProbe: Probe }).motionProbe.recording = true));
  await motions[motion](page);
  const probe = await page.evaluate(() => {
    const { stamps, swaps, shift, longFrames } = (window as unknown as { motionProbe: Probe }).motionProbe;
    return { stamps, swaps, shift, longFrames };
  });
  await page.close();
  return probe;
}

async function measurePages(browser: BrowserContext, origin: string, reduced: boolean): Promise<PageFrames> {
  const { stamps, swaps, shift, longFrames } = await record(browser, origin, 'pageTransition', reduced);
  const calm = swaps.map(({ firstFrame }) => [firstFrame, firstFrame + calmMs] as const);
  const inCalm = (time: number) => calm.some(([from, to]) => time >= from && time < to);
  const swapMs = swaps.map(({ swapMs }) => swapMs).sort((a, b) => a - b);
  return {
    ...framesOf(
      calm.map(([from, to]) => stamps.filter((stamp) => stamp >= from && stamp <= to)),
      shift,
      longFrames && longFrames.filter(inCalm).length,
    ),
    swapMs: swapMs.length
      ? { median: swapMs[Math.floor(swapMs.length / 2)] ?? 0, worst: swapMs.at(-1) ?? 0 }
      : null,
    whole: framesOf([stamps], shift, longFrames && longFrames.length),
  };
}

/** Measures both motions at `origin`, with motion allowed and reduced. */
export async function measureMotion(origin: string): Promise<MotionCost> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-profile-'));
  try {
    const browser = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium().executablePath,
      args: chromiumArgs,
      ...phoneViewport,
    });
    await recordHydration(browser);
    try {
      const bands = async (reduced: boolean) => {
        const { stamps, shift, longFrames } = await record(browser, origin, 'bandChange', reduced);
        return framesOf([stamps], shift, longFrames && longFrames.length);
      };
      const bandChange = { motion: await bands(false), reduced: await bands(true) };
      console.log(`  bandChange: ${JSON.stringify(bandChange)}`);
      const pageTransition = {
        motion: await measurePages(browser, origin, false),
        reduced: await measurePages(browser, origin, true),
      };
      console.log(`  pageTransition: ${JSON.stringify(pageTransition)}`);
      return { bandChange, pageTransition };
    } finally {
      await browser.close();
    }
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

const missing = (value: number | null, show: (value: number) => string) =>
  value === null ? 'missing' : show(value);

/**
 * The targets, met with motion allowed; the figures under reduced motion beside them as the
 * baseline. A page transition's targets hold from the new page's first frame; the swap before it
 * is reported beside them.
 */
export function motionTargets(cost: MotionCost) {
  return (Object.keys(cost) as (keyof MotionCost)[]).map((motion) => {
    const { slowShare, worstMs, cls, longAnimationFrames } = cost[motion].motion;
    const pages = motion === 'pageTransition';
    return {
      target: `/: ${pages ? `page transitions, from the new page's first frame for ${calmMs} ms,` : 'band changes'} at most 1 % of frames over ${slowFrameMs} ms, the worst under 50 ms, CLS 0, no long animation frame`,
      met:
        slowShare !== null &&
        slowShare <= 0.01 &&
        worstMs !== null &&
        worstMs < 50 &&
        cls === 0 &&
        longAnimationFrames === 0,
      measured: pages
        ? `${describePage(cost.pageTransition.motion)}; under reduced motion ${describePage(cost.pageTransition.reduced)}`
        : `${describe(cost[motion].motion)}; under reduced motion ${describe(cost[motion].reduced)}`,
    };
  });
}

const ms = (value: number) => `${Math.round(value)} ms`;

const describe = (figures: MotionFrames) =>
  `${missing(figures.slowShare, (share) => `${(share * 100).toFixed(1)} %`)} of ${figures.frames} over ${slowFrameMs} ms, worst ${missing(figures.worstMs, ms)}, CLS ${missing(figures.cls, (cls) => cls.toFixed(3))}, ${missing(figures.longAnimationFrames, String)} long animation frames`;

const describePage = (figures: PageFrames) =>
  `${describe(figures)} (the swap before: tap or Back to first frame ${missing(figures.swapMs?.median ?? null, ms)} median, ${missing(figures.swapMs?.worst ?? null, ms)} worst; whole trips ${describe(figures.whole)})`;
