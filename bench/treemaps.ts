/**
 * Where each route's JavaScript goes: one treemap, drawn by rollup-plugin-visualizer from the
 * module sizes it recorded during the bench's build (`BUNDLE_STATS`), with a region per route
 * holding the chunks that route loaded (a chunk every route loads appears in each).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the bench's build records its module sizes. */
export const bundleStatsFile = fileURLToPath(
  new URL('../node_modules/.cache/bundle-stats.json', import.meta.url),
);
const visualizerCli = fileURLToPath(
  new URL('../node_modules/rollup-plugin-visualizer/dist/bin/cli.js', import.meta.url),
);
const rebuild = 'run `npm run bench` without --skip-build to draw it';

/** The parts of the visualizer's raw data this file reads and filters. */
type TreeNode = { readonly name: string; readonly uid?: string; readonly children?: readonly TreeNode[] };
type RawData = {
  readonly tree: TreeNode & { readonly children: readonly TreeNode[] };
  readonly nodeParts: Readonly<Record<string, { readonly metaUid: string }>>;
  readonly nodeMetas: Readonly<Record<string, unknown>>;
};

const partUids = (node: TreeNode): string[] => [
  ...(node.uid ? [node.uid] : []),
  ...(node.children ?? []).flatMap(partUids),
];

/** The raw data of one route: a node named after it, holding the chunks it loaded and only them. */
function routeData(data: RawData, route: string, chunkNames: readonly string[]): RawData {
  const chunks = data.tree.children.filter((chunk) => chunkNames.includes(chunk.name));
  const missing = chunkNames.filter((name) => !chunks.some((chunk) => chunk.name === name));
  if (missing.length > 0)
    throw new Error(`the module sizes name no chunk ${missing.join(', ')} of this build: ${rebuild}.`);
  const nodeParts = Object.fromEntries(chunks.flatMap(partUids).map((uid) => [uid, data.nodeParts[uid]]));
  const metaUids = new Set(Object.values(nodeParts).map((part) => part?.metaUid));
  const nodeMetas = Object.fromEntries(Object.entries(data.nodeMetas).filter(([uid]) => metaUids.has(uid)));
  // Not named "root": the visualizer then keeps it as one region of the drawing.
  return { ...data, tree: { name: route, children: chunks }, nodeParts, nodeMetas } as RawData;
}

/** Draws the treemap of every route's scripts (by their URLs) into `file`, sizes raw, in gzip and in brotli. */
export async function drawTreemap(
  routes: readonly { route: string; scriptUrls: readonly string[] }[],
  file: string,
) {
  if (!existsSync(bundleStatsFile)) throw new Error(`no module sizes from a bench build: ${rebuild}.`);
  const data = JSON.parse(await readFile(bundleStatsFile, 'utf8')) as RawData;
  const folder = await mkdtemp(join(tmpdir(), 'treemap-'));
  try {
    const inputs = await Promise.all(
      routes.map(async ({ route, scriptUrls }, index) => {
        const input = join(folder, `route-${index}.json`);
        const chunkNames = scriptUrls.map((url) => new URL(url).pathname.slice(1));
        await writeFile(input, JSON.stringify(routeData(data, route, chunkNames)));
        return input;
      }),
    );
    const options = ['--template', 'treemap', '--title', 'JavaScript by route', '--filename', file];
    execFileSync(process.execPath, [visualizerCli, ...options, ...inputs], { stdio: 'inherit' });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
