/**
 * The page recorder the bench's measurements share: a script that runs in each page before its
 * own and keeps what the browser reports (`PageRecord`). A figure the browser did not give stays
 * null, reported missing, never 0.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { hydratedEvent } from '../src/hydrated';

/** An Event Timing entry, as its toJSON() gives it. */
export interface EventEntry {
  readonly startTime: number;
  readonly duration: number;
  readonly processingStart: number;
  readonly processingEnd: number;
  readonly interactionId: number;
}

/** What the recorder keeps; times are the page's, milliseconds from its navigation. */
export interface PageRecord {
  fcp: number | null;
  lcp: number | null;
  longTaskMs: number;
  hydratedAt: number | null;
  events: EventEntry[];
  /**
   * Each time another page shows in `<main>`: the start of the frame after the one that drew it
   * (Chromium gives no soft navigation entry for a page shown again by a link).
   */
  pageShows: number[];
  inputs: { type: string; time: number }[];
  /** The chunks each route's list of preloads names (src/navigation/chunks.ts). */
  routeChunks: Record<string, string[]>;
}

declare global {
  interface Window {
    __record: PageRecord;
  }
}

/** Runs in the page before anything else (not subject to the page's CSP). */
function recordInPage(hydrated: string) {
  const can = (type: string) => PerformanceObserver.supportedEntryTypes.includes(type);
  const rec: PageRecord = {
    ...{ fcp: null, lcp: null, longTaskMs: 0, hydratedAt: null, events: [], inputs: [] },
    ...{ pageShows: [], routeChunks: {} },
  };
  window.__record = rec;
  const frame = requestAnimationFrame.bind(window);
  const observe = (type: string, handle: (entry: PerformanceEventTiming) => void, options = {}) => {
    if (!can(type)) return;
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((each) => handle(each as never)),
    );
    observer.observe({ type, buffered: true, ...options });
  };
  observe('paint', (entry) => entry.name === 'first-contentful-paint' && (rec.fcp = entry.startTime));
  observe('largest-contentful-paint', (entry) => (rec.lcp = entry.startTime));
  observe('longtask', (entry) => (rec.longTaskMs += entry.duration));
  observe('event', (entry) => rec.events.push(entry.toJSON()), { durationThreshold: 16 });
  document.addEventListener(hydrated, (event) => (rec.hydratedAt = event.timeStamp), { once: true });
  document.addEventListener('DOMContentLoaded', () => {
    for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-route-chunks]')) {
      const links = [...template.content.querySelectorAll('link')];
      // Resolved here: the template's inert document has no address of its own.
      const urls = links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).href);
      rec.routeChunks[template.dataset.routeChunks ?? ''] = urls;
    }
    // The part of <main> that shows (its pages but those hidden beside it): a change is a page shown.
    const main = document.querySelector('main');
    let shown = main?.querySelector(':scope > :not([hidden])');
    new MutationObserver(() => {
      const now = main?.querySelector(':scope > :not([hidden])');
      if (now !== shown) frame(() => frame((time) => rec.pageShows.push(time)));
      shown = now;
    }).observe(main ?? document, { childList: true, subtree: true, attributeFilter: ['hidden'] });
  });

  // Each input.
  for (const type of ['pointerdown', 'keydown', 'popstate', 'pointerover', 'mouseover', 'pointermove'])
    addEventListener(type, ({ timeStamp: time }) => rec.inputs.push({ type, time }), true);
}

/** Records every page of `context` from its first script on; returns its first page, or a new one. */
export async function recordingPage(context: BrowserContext): Promise<Page> {
  // The bench runs under tsx, which wraps named functions in a `__name(…)` helper: the page needs it too.
  await context.addInitScript('globalThis.__name = (target) => target;');
  await context.addInitScript(recordInPage, hydratedEvent);
  return context.pages()[0] ?? context.newPage();
}

export const readRecord = (page: Page) => page.evaluate(() => window.__record);

export const waitForApp = (page: Page) => page.waitForFunction(() => window.__record.hydratedAt !== null);
