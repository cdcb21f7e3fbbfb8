/**
 * Every interaction a visitor has with the site, timed as the visitor meets it, on the slow phone
 * in a browser with a profile (./slowPhone.ts). A trip is three fresh profiles: one opens `/` and
 * goes through every interaction (`trip` below), one opens `/terms` and taps the brand link home
 * before idle, one taps bands and text on `/` without scripts. "cold": the first of its kind in
 * the profile (for a link, only a tap before idle to a page not yet visited); "warm": the rest.
 * Each is measured as `Interaction` says.
 */
import type { BrowserContext, Locator } from '@playwright/test';
import { startCallToAction } from '../src/content/landing';
import { heroCopy, waveBandsCopy } from '../src/content/hero';
import { siteConfig } from '../src/site/config';
import { footerLink } from '../tests/support/pages';
import { readRecord, recordingPage, waitForApp, type EventEntry, type PageRecord } from './recorder';
import { emulateSlowPhone, withProfile } from './slowPhone';

/** The interactions, in the order the report gives them. */
export const interactionNames = {
  stop: 'Stop (tap)',
  band: 'Band tap',
  arrow: 'Arrow key on the bands',
  start: 'Start (tap)',
  hover: 'Hover on the call to action',
  text: 'Tap on text (no handler)',
  bareBand: 'Band tap, the page without scripts',
  bareText: 'Tap on text, the page without scripts',
  footer: 'Footer link (tap)',
  brand: 'Header brand link (tap)',
  back: 'Back',
  forward: 'Forward',
} as const;
export type Kind = keyof typeof interactionNames;
export type Mode = 'motion' | 'reduced';

/**
 * An Event Timing entry's duration in its three parts. The browser rounds the duration to 8 ms,
 * so the presentation is what is left of it, never below 0.
 */
export function eventParts({ startTime, processingStart, processingEnd, duration }: EventEntry) {
  // Input delay: from the input to its handlers (other work on the main thread, or the browser's own handling of it).
  const [inputDelay, processing] = [processingStart - startTime, processingEnd - processingStart];
  const presentation = Math.max(0, duration - inputDelay - processing);
  return { duration, inputDelay, processing, presentation };
}
export type EventParts = ReturnType<typeof eventParts>;

/** One interaction of one trip; null where the browser gave no figure. */
export interface Interaction {
  readonly kind: Kind;
  readonly mode: Mode;
  readonly temperature: 'cold' | 'warm';
  /** Its longest Event Timing entry, as INP counts it; null: none over 16 ms, or the browser's own (Back, Forward). */
  readonly entry: EventParts | null;
  /** A page change: input to the new page's first frame. */
  readonly firstFrameMs: number | null;
  /** A link: whether its page's code had all arrived before the tap (a cold one is then left out). */
  readonly preloaded?: boolean;
}

/** The real time let pass after each interaction for its entries to arrive: a page transition (450 ms) and more. */
const settleMs = 700;

/** What `record` holds of the interaction begun after `since` (the page's clock), going `to` a page. */
function interactionOf(record: PageRecord, since: number, kind: Kind, to: string | undefined) {
  const inputs = record.inputs.filter((each) => each.time >= since);
  const start = (kind === 'hover' ? inputs[0] : inputs.find((each) => !/over|move/.test(each.type)))?.time;
  if (start === undefined) throw new Error(`${kind}: the page received no input.`);
  // A hover is no interaction (no interactionId): its entries are the pointer's own.
  const hover = kind === 'hover';
  const entries = record.events.filter((each) => each.startTime >= since && hover === !each.interactionId);
  // The longest; of two as long, the first the browser reported (the sort is stable).
  const longestEntry = entries.toSorted((a, b) => b.duration - a.duration)[0];
  const shown = to ? (record.pageShows.find((time) => time >= since) ?? null) : null;
  return {
    entry: longestEntry ? eventParts(longestEntry) : null,
    firstFrameMs: shown === null ? null : shown - start,
    start,
  } as const;
}

/** Where a profile's part of a trip begins: a page of the site, or of the copy without scripts. */
interface Start {
  readonly origin: string;
  readonly path: string;
  readonly scripts: boolean;
}

/**
 * One profile's part of a trip, from `path`, with motion or reduced; its interactions go `into` the
 * list. On the page without scripts, only band taps and a tap on text: what the browser alone spends
 * drawing a band change, against a tap that changes nothing.
 */
async function trip(browser: BrowserContext, at: Start, mode: Mode, into: Interaction[]) {
  const { origin, path, scripts } = at;
  const page = await recordingPage(browser);
  await page.emulateMedia({ reducedMotion: mode === 'reduced' ? 'reduce' : 'no-preference' });
  await emulateSlowPhone(page);
  await page.goto(`${origin}${path}`);
  const home = page.getByRole('banner').getByRole('link', { name: siteConfig.productName });
  // The first link is found while the app loads, so the tap that comes the moment it takes over is one message.
  const first = path === '/' ? footerLink(page, '/terms') : home;
  await first.scrollIntoViewIfNeeded();
  const box = (await first.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const tapFirst = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await (scripts ? waitForApp(page) : page.waitForLoadState('networkidle'));
  const seen = new Set<Kind>();
  // A link is cold only when tapped before idle, its page never visited; anything else, its first time.
  const step = async (kind: Kind, act: () => Promise<unknown>, to?: string, cold = kind !== 'footer') => {
    const since = await page.evaluate(() => performance.now());
    await act();
    if (to) {
      await page.waitForURL(`**${to}`);
      const arrived = (after: number) => window.__record.pageShows.some((time) => time >= after);
      await page.waitForFunction(arrived, since, { timeout: 5_000 }).catch(() => undefined);
    }
    await page.waitForTimeout(settleMs);
    const record = await readRecord(page);
    const { start, ...figures } = interactionOf(record, since, kind, to);
    const temperature = cold && !seen.has(kind) ? 'cold' : 'warm';
    seen.add(kind);
    // A link: had the chunks its page's list of preloads names all arrived before the tap?
    const arrivals = (urls: string[]) =>
      urls.map((url) => (performance.getEntriesByName(url)[0] as PerformanceResourceTiming)?.responseEnd);
    const ends =
      to && /footer|brand/.test(kind) ? await page.evaluate(arrivals, record.routeChunks[to] ?? []) : null;
    const preloaded = ends && { preloaded: ends.every((end) => end !== undefined && end < start) };
    into.push({ kind, mode, temperature, ...figures, ...preloaded });
  };

  // A finger on the middle of what it taps, as a visitor's: locator.tap() runs Playwright's own
  // checks in the page around the tap (its hit-target listeners among them), which no visitor's
  // browser does.
  const tap = (locator: Locator) => async () => {
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    const point = box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : { x: -1, y: -1 };
    // Checked before the finger comes down, as locator.tap() would during it.
    const hit = await locator.evaluate(
      (element, at) => element.contains(document.elementFromPoint(at.x, at.y)),
      point,
    );
    if (!hit) throw new Error(`A tap on the middle of ${String(locator)} would land on something else.`);
    await page.touchscreen.tap(point.x, point.y);
  };
  const twice = async (run: () => Promise<unknown>) => run().then(run);
  if (path !== '/') return step('brand', tapFirst, '/', true);
  const rotation = page.getByRole('button', { name: /automatic rotation/ });
  const isRotating = async () => (await rotation.textContent()) === waveBandsCopy.stopRotation;
  const toggle = async () => step((await isRotating()) ? 'stop' : 'start', tap(rotation));
  const band = page.getByRole('radiogroup').getByRole('radio', { checked: false }).first();
  const lead = page.getByText(heroCopy.lead, { exact: true });
  if (!scripts) {
    for (let round = 1; round <= 2; round++) {
      await twice(() => step('bareBand', tap(band)));
      await step('bareText', tap(lead));
    }
    return;
  }

  await step('footer', tapFirst, '/terms', true);
  await step('back', () => page.goBack(), '/');
  await step('forward', () => page.goForward(), '/terms');
  await step('back', () => page.goBack(), '/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  for (let round = 1; round <= 2; round++) {
    // Under reduced motion the bands stand still from the start: Start first, then Stop.
    if (!(await isRotating())) await toggle();
    await toggle();
    await twice(() => step('band', tap(band)));
    await page.getByRole('radio', { checked: true }).focus();
    await twice(() => step('arrow', () => page.keyboard.press('ArrowDown')));
    await toggle();
    // The mouse comes from elsewhere (the last round left it on the call to action).
    await page.mouse.move(0, 0);
    // A tap no handler answers (rotation on, no band change yet; the mouse off the call to action).
    await step('text', tap(lead));
    await step('hover', () => page.getByRole('link', { name: startCallToAction }).first().hover());
    await step('footer', tap(footerLink(page, '/terms')), '/terms');
    await step('back', () => page.goBack(), '/');
    await step('forward', () => page.goForward(), '/terms');
    await step('brand', tap(home), '/', false);
    await step('footer', tap(footerLink(page, '/privacy')), '/privacy');
    await step('back', () => page.goBack(), '/');
  }
}

/**
 * Runs `trips` trips in each mode, the modes alternating, each on the site and on the same build
 * without any script; a trip that fails is left out and counted.
 */
export async function measureVisits(origins: { site: string; noJavaScript: string }, trips: number) {
  const interactions: Interaction[] = [];
  let failedTrips = 0;
  for (let number = 1; number <= trips; number++) {
    for (const mode of ['motion', 'reduced'] as const) {
      const mine: Interaction[] = [];
      try {
        const starts: Start[] = [
          { origin: origins.site, path: '/', scripts: true },
          { origin: origins.site, path: '/terms', scripts: true },
          { origin: origins.noJavaScript, path: '/', scripts: false },
        ];
        for (const start of starts) await withProfile((browser) => trip(browser, start, mode, mine));
        interactions.push(...mine);
        console.log(`  trip ${number}, ${mode}: ${mine.length} interactions`);
      } catch (error) {
        failedTrips++;
        console.warn(`  trip ${number}, ${mode}, left out: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  return { trips, failedTrips, interactions };
}
