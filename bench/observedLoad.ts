/**
 * Page loads as a visitor on the slow phone meets them, timed by the browser itself: paint
 * timings, long tasks, the moment the app takes over, and on the landing page what a visitor's
 * first tap and later clicks and key presses cost. Real Chromium, real time, throttled through
 * the DevTools protocol (./slowPhone.ts). All figures are milliseconds from navigation unless
 * said otherwise. A figure the browser did not report is null, never 0: the caller loads the page
 * again, or reports the figure missing.
 */
import type { Browser, Page } from '@playwright/test';
import { hydratedEvent } from '../src/hydrated';
import { emulateSlowPhone, phoneViewport } from './slowPhone';

export interface ObservedLoad {
  readonly fcpMs: number | null;
  /** Largest Contentful Paint: the last candidate before any input. */
  readonly lcpMs: number | null;
  /** Total duration of the main thread's long tasks (over 50 ms) until the page settled. */
  readonly longTaskMs: number;
  /** When the app took over the page (hydration done); null for a page without scripts. */
  readonly interactiveMs: number | null;
}

export interface ObservedHero {
  /** From first paint to the first frame showing a band tapped as soon as the page painted. */
  readonly pickShownMs: number | null;
  /** From that tap to the first frame showing its band. */
  readonly tapToPickShownMs: number;
  /** To the hero rotating under the app's control; null without scripts. */
  readonly rotatingMs: number | null;
  /** A band clicked once the page is ready: Event Timing duration, input to next paint (0: under 16 ms). */
  readonly clickLatencyMs: number;
  /** An arrow key on the bands once the page is ready, likewise. */
  readonly arrowKeyLatencyMs: number;
}

/** What the page itself records, installed before any of its own scripts run. */
interface PageRecord {
  lcp: number | null;
  longTasks: number;
  hydratedAt: number | null;
  pickedAt: number | null;
  pickShownAt: number | null;
  events: { name: string; duration: number; startTime: number; interactionId: number }[];
}

declare global {
  interface Window {
    __observed: PageRecord;
  }
}

/** Runs in the page before anything else (not subject to the page's CSP). */
function recordInPage(hydratedEvent: string) {
  const record: PageRecord = {
    lcp: null,
    longTasks: 0,
    hydratedAt: null,
    pickedAt: null,
    pickShownAt: null,
    events: [],
  };
  window.__observed = record;
  const observe = (type: string, handle: (entry: PerformanceEntry) => void, options = {}) =>
    new PerformanceObserver((list) => list.getEntries().forEach(handle)).observe({
      type,
      buffered: true,
      ...options,
    });
  observe('largest-contentful-paint', (entry) => (record.lcp = entry.startTime));
  observe('longtask', (entry) => (record.longTasks += entry.duration));
  observe('event', (entry) => record.events.push(entry.toJSON()), { durationThreshold: 16 });
  // The app dispatches this once it has taken over.
  document.addEventListener(hydratedEvent, (event) => (record.hydratedAt = event.timeStamp), { once: true });
  // From the first band picked, watch every frame for its caption to show.
  addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.type !== 'radio') return;
      record.pickedAt = event.timeStamp;
      const caption = () => document.querySelector(`.wave-bands__caption--${target.value}`);
      const watch = () => {
        if (caption()?.checkVisibility({ visibilityProperty: true })) record.pickShownAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    { capture: true, once: true },
  );
}

/** Opens `url` on the slow phone with the recorder installed, runs `measure`, and closes it. */
async function onSlowPhone<T>(
  browser: Browser,
  url: string,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await browser.newPage(phoneViewport);
  try {
    await emulateSlowPhone(page);
    // The benchmark runs under tsx, whose compiler wraps named inner functions in a `__name(…)`
    // helper; functions sent to the page need that helper there too.
    await page.addInitScript('globalThis.__name = (target) => target;');
    await page.addInitScript(recordInPage, hydratedEvent);
    await page.goto(url, { waitUntil: 'commit' });
    return await measure(page);
  } finally {
    await page.context().close();
  }
}

const firstContentfulPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);

/** Waits for the page to settle: the app in charge (if it has one) and the network quiet. */
async function settle(page: Page, hasScripts: boolean) {
  if (hasScripts) await page.waitForFunction(() => window.__observed.hydratedAt !== null);
  await page.waitForLoadState('networkidle');
}

/** Loads `url` once, touching nothing. */
export function observeLoad(browser: Browser, url: string, hasScripts: boolean): Promise<ObservedLoad> {
  return onSlowPhone(browser, url, async (page) => {
    await settle(page, hasScripts);
    const record = await page.evaluate(() => window.__observed);
    return {
      fcpMs: await firstContentfulPaint(page),
      lcpMs: record.lcp,
      longTaskMs: record.longTasks,
      interactiveMs: record.hydratedAt,
    };
  });
}

/** The longest Event Timing duration of the interaction that began after `since`. */
async function interactionLatency(page: Page, since: number, names: readonly string[]): Promise<number> {
  // Entries are reported after the next paint: give it a few frames.
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => window.__observed.events);
  const durations = events
    .filter((event) => event.startTime >= since && event.interactionId > 0 && names.includes(event.name))
    .map((event) => event.duration);
  return Math.max(0, ...durations);
}

/**
 * Loads the landing page, taps the deepest band the moment the page first paints, then, once
 * the page has settled, clicks a band and presses an arrow key on the bands.
 */
export function observeHero(browser: Browser, url: string, hasScripts: boolean): Promise<ObservedHero> {
  return onSlowPhone(browser, url, async (page) => {
    const firstPaint = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    await page.waitForFunction(firstPaint, null, { polling: 16 });
    const band = (value: string) => page.locator(`input[type="radio"][value="${value}"]`);
    // On a phone the bands are below the fold: the tap scrolls to them first, as a visitor would.
    await band('three').tap();
    await page.waitForFunction(() => window.__observed.pickShownAt !== null);
    const fcp = await firstContentfulPaint(page);
    await settle(page, hasScripts);
    const { pickedAt, pickShownAt, hydratedAt } = await page.evaluate(() => window.__observed);

    // A visitor's mouse comes to rest on the band before pressing it; the hover's own work (it
    // holds the rotation) is done by then, in frames of its own. Locator.click() would move and
    // press within one frame, so the hover's work would count as the click's.
    const restOn = async (value: string) => {
      await band(value).scrollIntoViewIfNeeded();
      const box = await band(value).boundingBox();
      if (!box) throw new Error(`The band ${value} has no box on the page.`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // Two frames: what the hover set off is on screen.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    };
    await restOn('one');
    // The click must change the selection: with rotation held, aim at a band that is not checked.
    const target = (await band('one').isChecked()) ? 'two' : 'one';
    await restOn(target);
    const beforeClick = await page.evaluate(() => performance.now());
    await page.mouse.down();
    await page.mouse.up();
    const clickLatencyMs = await interactionLatency(page, beforeClick, ['pointerdown', 'pointerup', 'click']);
    // A press that missed the band would still be timed: only a click that selected it counts.
    await page.locator(`input[type="radio"][value="${target}"]:checked`).waitFor({ timeout: 5_000 });

    // From the band just checked, the arrow key checks the next one: a change, as the click was.
    await band(target).focus();
    const beforeKey = await page.evaluate(() => performance.now());
    await page.keyboard.press('ArrowDown');
    const arrowKeyLatencyMs = await interactionLatency(page, beforeKey, ['keydown', 'keyup']);

    return {
      pickShownMs: fcp === null || pickShownAt === null ? null : pickShownAt - fcp,
      tapToPickShownMs: (pickShownAt ?? 0) - (pickedAt ?? 0),
      rotatingMs: hydratedAt,
      clickLatencyMs,
      arrowKeyLatencyMs,
    };
  });
}
