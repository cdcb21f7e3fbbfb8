/**
 * What each route loads, counted as the budgets' tests count it (tests/support/routeLoad.ts): its
 * own code (under Save-Data, nothing is fetched ahead), and, loaded again without Save-Data, what
 * it fetches ahead for the pages it links to, and when.
 */
import type { Browser } from '@playwright/test';
import { loadRoute, type BytesByKind, type WireEncoding } from '../tests/support/routeLoad';
import { readRecord, recordingPage, waitForApp } from './recorder';

/** A route's bytes of JavaScript and CSS per encoding, its own and fetched ahead, and how the fetching ahead behaved. */
export interface RouteBytes {
  readonly path: string;
  readonly own: Readonly<Record<WireEncoding, BytesByKind>>;
  readonly ahead: Readonly<Record<WireEncoding, number>>;
  /** The first fetch ahead, from the later of the load event and hydration, ms; null: none. */
  readonly aheadAfterMs: number | null;
  /** Chunks of other pages fetched under Save-Data (there should be none). */
  readonly aheadUnderSaveData: number;
}

/** Loads the route at `url` with and without Save-Data. */
export async function measureBytes(browser: Browser, origin: string, path: string): Promise<RouteBytes> {
  const load = async (saveData: boolean) => {
    const context = await browser.newContext();
    const page = await recordingPage(context);
    // Without Save-Data: until the page has moved every other page's list of chunks into its head.
    const ready = async () => {
      await waitForApp(page);
      if (!saveData) await page.waitForFunction(() => !document.querySelector('template[data-route-chunks]'));
    };
    const loaded = await loadRoute(page, `${origin}${path}`, ready, !saveData);
    const times = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
      starts: Object.fromEntries(
        performance.getEntriesByType('resource').map((each) => [each.name, each.startTime]),
      ),
    }));
    const record = await readRecord(page);
    await context.close();
    return { ...loaded, ...times, record };
  };
  const [own, all] = [await load(true), await load(false)];
  const ahead = all.files.filter((file) => !own.files.some((mine) => mine.url === file.url));
  const otherPages = Object.values(own.record.routeChunks).flat();
  const ready = Math.max(all.loaded, all.record.hydratedAt ?? Infinity);
  const starts = ahead.map((file) => (all.starts[file.url] ?? Number.NaN) - ready);
  const sum = (index: number) => ahead.reduce((total, file) => total + (file.bytes[index] ?? 0), 0);
  return {
    path,
    own: own.wireBytes,
    ahead: { gzip: sum(0), brotli: sum(1) },
    aheadAfterMs: starts.length ? Math.min(...starts) : null,
    aheadUnderSaveData: own.files.filter((file) => otherPages.includes(file.url)).length,
  };
}
