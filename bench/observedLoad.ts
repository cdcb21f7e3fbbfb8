/**
 * Page loads as a visitor on the slow phone meets them, timed by the browser itself: paint
 * timings, long tasks, the moment the app takes over, and on the landing page what a visitor's
 * first tap and later clicks and key presses cost. Real Chromium, real time, throttled through
 * the DevTools protocol (./slowPhone.ts). A benchmark, not a test: it waits in real time.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { emulateSlowPhone } from './slowPhone';

/** What one load of any page costs. */
export interface ObservedLoad {
  /** First Contentful Paint, milliseconds from navigation. */
  readonly fcpMs: number;
  /** Largest Contentful Paint (the last candidate before any input), milliseconds. */
  readonly lcpMs: number;
  /** Total duration of the main thread's long tasks (over 50 ms) until the page settled. */
  readonly longTaskMs: number;
  /** When the app took over the page (hydration done); null for a page without scripts. */
  readonly interactiveMs: number | null;
}

/** What the landing page's hero costs a visitor. */
export interface ObservedHero {
  /** From first paint to the first frame showing a band tapped as soon as the page painted. */
  readonly pickShownMs: number;
  /** From that tap to the first frame showing its band. */
  readonly tapToPickShownMs: number;
  /** From navigation to the hero rotating under the app's control; null without scripts. */
  readonly rotatingMs: number | null;
  /** A band clicked once the page is ready: Event Timing duration, input to next paint (0: under 16 ms). */
  readonly clickLatencyMs: number;
  /** An arrow key on the bands once the page is ready, likewise. */
  readonly arrowKeyLatencyMs: number;
}

/** The phone the benchmark emulates: Lighthouse's mobile device (Moto G Power). */
export const phoneViewport: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** What the page itself records; installed before any of its own scripts run. */
interface PageRecord {
  lcp: number;
  longTasks: number;
  hydratedAt: number | null;
  pickedAt: number | null;
  pickShownAt: number | null;
  events: { name: string; duration: number; startTime: number; interactionId: number }[];
}

declare global {
  interface Window {
    /** The benchmark's record of this page. */
    __observed: PageRecord;
  }
}

/** Runs in the page before anything else (not subject to the page's CSP). */
function recordInPage() {
  const record: PageRecord = {
    lcp: 0,
    longTasks: 0,
    hydratedAt: null,
    pickedAt: null,
    pickShownAt: null,
    events: [],
  };
  window.__observed = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks += entry.duration;
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      record.events.push({
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        interactionId: (entry as PerformanceEventTiming & { interactionId: number }).interactionId,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // The root layout marks <html data-hydrated> once the app has taken over.
  new MutationObserver(() => {
    if (record.hydratedAt === null && document.documentElement.dataset.hydrated === 'true') {
      record.hydratedAt = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
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

/** A page on the slow phone with the recorder installed. */
async function slowPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext(phoneViewport);
  const page = await context.newPage();
  await emulateSlowPhone(page);
  // The benchmark runs under tsx, whose compiler wraps named inner functions in a `__name(…)`
  // helper; functions sent to the page need that helper there too.
  await page.addInitScript('globalThis.__name = (target) => target;');
  await page.addInitScript(recordInPage);
  return page;
}

const firstContentfulPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);

/** Waits for the page to settle: the app in charge (if it has one) and the network quiet. */
async function settle(page: Page, hasScripts: boolean) {
  if (hasScripts) await page.waitForFunction(() => window.__observed.hydratedAt !== null);
  await page.waitForLoadState('networkidle');
}

/** Loads `url` once, touching nothing. */
export async function observeLoad(browser: Browser, url: string, hasScripts: boolean): Promise<ObservedLoad> {
  const page = await slowPhonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await settle(page, hasScripts);
    const record = await page.evaluate(() => window.__observed);
    return {
      fcpMs: await firstContentfulPaint(page),
      lcpMs: record.lcp,
      longTaskMs: record.longTasks,
      interactiveMs: hasScripts ? record.hydratedAt : null,
    };
  } finally {
    await page.context().close();
  }
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

/** Resolves once the page has rendered two more frames: what was pending is on screen. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Loads the landing page, taps the deepest band the moment the page first paints, then, once
 * the page has settled, clicks a band and presses an arrow key on the bands.
 */
export async function observeHero(browser: Browser, url: string, hasScripts: boolean): Promise<ObservedHero> {
  const page = await slowPhonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        polling: 16,
      },
    );
    // On a phone the bands are below the fold: the tap scrolls to them first, as a visitor would.
    await page.locator('input[type="radio"][value="three"]').tap();
    await page.waitForFunction(() => window.__observed.pickShownAt !== null);
    const fcp = await firstContentfulPaint(page);
    const { pickedAt, pickShownAt } = await page.evaluate(() => window.__observed);
    await settle(page, hasScripts);
    const { hydratedAt } = await page.evaluate(() => window.__observed);

    // A visitor's mouse comes to rest on the band before pressing it; the hover's own work (it
    // holds the rotation) is done by then, in frames of its own. Locator.click() would move and
    // press within one frame, so the hover's work would count as the click's, and it runs its
    // own hit-target checks in the page's event handlers: neither is what a visitor meets.
    const band = (value: string) => page.locator(`input[type="radio"][value="${value}"]`);
    const restOn = async (value: string) => {
      await band(value).scrollIntoViewIfNeeded();
      const box = await band(value).boundingBox();
      if (!box) throw new Error(`The band ${value} has no box on the page.`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    };
    await restOn('one');
    // The browser handles the move before it renders a frame: after two, the hover holds rotation.
    await nextFrames(page);
    // The click must change the selection: with rotation held, aim at a band that is not checked.
    const target = (await band('one').isChecked()) ? 'two' : 'one';
    await restOn(target);
    await nextFrames(page);
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
      pickShownMs: (pickShownAt ?? 0) - fcp,
      tapToPickShownMs: (pickShownAt ?? 0) - (pickedAt ?? 0),
      rotatingMs: hasScripts ? hydratedAt : null,
      clickLatencyMs,
      arrowKeyLatencyMs,
    };
  } finally {
    await page.context().close();
  }
}
