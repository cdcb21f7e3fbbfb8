/**
 * What each route loads, as tests/support/routeLoad.ts counts it for the budgets: its own code
 * (the browser asks to save data, so nothing is fetched ahead), and, loaded again without
 * Save-Data, what it fetches ahead in idle time for the pages it links to; whether that waits for
 * the page's load and hydration, and whether anything of it is fetched under Save-Data. And the
 * treemap of each route's own JavaScript, drawn by rollup-plugin-visualizer from the module sizes
 * it recorded during the bench's build (`BUNDLE_STATS`), a region per route.
 */
import type { Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRoute, type BytesByKind, type WireEncoding } from '../tests/support/routeLoad';
import { installRecorder, readRecord, waitForApp } from './recorder';

/** A route's bytes of JavaScript and CSS per encoding, its own and fetched ahead, and how the fetching ahead behaved. */
export interface RouteBytes {
  readonly path: string;
  readonly own: Readonly<Record<WireEncoding, BytesByKind>>;
  readonly ahead: Readonly<Record<WireEncoding, number>>;
  /** The first fetch ahead, from the later of the load event and hydration, ms; null: none. */
  readonly aheadAfterMs: number | null;
  /** Chunks of other pages fetched under Save-Data (there should be none). */
  readonly aheadUnderSaveData: number;
  readonly scriptUrls: readonly string[];
}

/** Loads the route at `url` with and without Save-Data. */
export async function measureBytes(browser: Browser, origin: string, path: string): Promise<RouteBytes> {
  const load = async (saveData: boolean) => {
    const context = await browser.newContext();
    await installRecorder(context);
    const page = await context.newPage();
    // Without Save-Data: until the page has moved every other page's list of chunks into its head.
    const ready = async () => {
      await waitForApp(page);
      if (!saveData) await page.waitForFunction(() => !document.querySelector('template[data-route-chunks]'));
    };
    const loaded = await loadRoute(page, `${origin}${path}`, ready, !saveData);
    const times = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
      starts: Object.fromEntries(performance.getEntriesByType('resource').map((each) => [each.name, each.startTime])),
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
  return {
    path,
    own: own.wireBytes,
    ahead: { gzip: ahead.reduce((sum, file) => sum + (file.bytes[0] ?? 0), 0), brotli: ahead.reduce((sum, file) => sum + (file.bytes[1] ?? 0), 0) },
    aheadAfterMs: starts.length ? Math.min(...starts) : null,
    aheadUnderSaveData: own.files.filter((file) => otherPages.includes(file.url)).length,
    scriptUrls: own.files.filter((file) => file.kind === 'javascript').map((file) => file.url),
  };
}

/** Where the bench's build records its module sizes. */
export const bundleStatsFile = fileURLToPath(new URL('../node_modules/.cache/bundle-stats.json', import.meta.url));
const visualizerCli = fileURLToPath(new URL('../node_modules/rollup-plugin-visualizer/dist/bin/cli.js', import.meta.url));
type TreeNode = { readonly name: string; readonly uid?: string; readonly children?: readonly TreeNode[] };
type RawData = { tree: TreeNode; nodeParts: Record<string, { metaUid: string }>; nodeMetas: Record<string, unknown> };
const partUids = (node: TreeNode): string[] => [...(node.uid ? [node.uid] : []), ...(node.children ?? []).flatMap(partUids)];

/** Draws the treemap of every route's own scripts into `file`: sizes raw, in gzip and in brotli. */
export async function drawTreemap(routes: readonly RouteBytes[], file: string) {
  const rebuild = 'run `npm run bench` without --skip-build to draw it';
  if (!existsSync(bundleStatsFile)) throw new Error(`no module sizes from a bench build: ${rebuild}.`);
  const data = JSON.parse(await readFile(bundleStatsFile, 'utf8')) as RawData;
  const folder = await mkdtemp(join(tmpdir(), 'treemap-'));
  try {
    const inputs = routes.map(({ path, scriptUrls }, index) => {
      const names = scriptUrls.map((url) => new URL(url).pathname.slice(1));
      const chunks = (data.tree.children ?? []).filter((chunk) => names.includes(chunk.name));
      if (chunks.length < names.length) throw new Error(`the module sizes are of another build: ${rebuild}.`);
      const nodeParts = Object.fromEntries(chunks.flatMap(partUids).map((uid) => [uid, data.nodeParts[uid]]));
      const metas = new Set(Object.values(nodeParts).map((part) => part?.metaUid));
      const nodeMetas = Object.fromEntries(Object.entries(data.nodeMetas).filter(([uid]) => metas.has(uid)));
      // Not named "root": the visualizer then keeps it as one region of the drawing.
      return [join(folder, `route-${index}.json`), { ...data, tree: { name: path, children: chunks }, nodeParts, nodeMetas }] as const;
    });
    await Promise.all(inputs.map(([input, route]) => writeFile(input, JSON.stringify(route))));
    const options = ['--template', 'treemap', '--title', 'JavaScript by route', '--filename', file];
    execFileSync(process.execPath, [visualizerCli, ...options, ...inputs.map(([input]) => input)], { stdio: 'inherit' });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
