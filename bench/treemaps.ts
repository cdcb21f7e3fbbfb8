/**
 * Where each route's JavaScript goes: a treemap per route, drawn by rollup-plugin-visualizer
 * from the module sizes it recorded during the bench's build (`BUNDLE_STATS`), keeping only the
 * chunks that route loaded. Written next to the bench's results, and linked from them.
 */
import { execFileSync } from 'node:child_process';
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

/** The parts of the visualizer's raw data this file reads and filters. */
interface TreeNode {
  readonly name: string;
  readonly uid?: string;
  readonly children?: readonly TreeNode[];
}
interface RawData {
  readonly tree: TreeNode & { readonly children: readonly TreeNode[] };
  readonly nodeParts: Readonly<Record<string, { readonly metaUid: string }>>;
  readonly nodeMetas: Readonly<Record<string, unknown>>;
}

function partUids(node: TreeNode): string[] {
  return [...(node.uid ? [node.uid] : []), ...(node.children ?? []).flatMap(partUids)];
}

/** The raw data of the chunks named, with only the parts and modules they hold. */
function onlyChunks(data: RawData, chunkNames: readonly string[]): RawData {
  const chunks = data.tree.children.filter((chunk) => chunkNames.includes(chunk.name));
  const missing = chunkNames.filter((name) => !chunks.some((chunk) => chunk.name === name));
  if (missing.length > 0) {
    throw new Error(
      `The bundle stats have no chunk ${missing.join(', ')}: build again (without --skip-build).`,
    );
  }
  const uids = chunks.flatMap(partUids);
  const nodeParts = Object.fromEntries(
    uids.flatMap((uid) => (data.nodeParts[uid] ? [[uid, data.nodeParts[uid]]] : [])),
  );
  const metaUids = new Set(Object.values(nodeParts).map((part) => part.metaUid));
  const nodeMetas = Object.fromEntries(Object.entries(data.nodeMetas).filter(([uid]) => metaUids.has(uid)));
  return { ...data, tree: { ...data.tree, children: chunks }, nodeParts, nodeMetas };
}

/**
 * Draws the treemap of one route's scripts (their URLs, as the route loaded them) into `file`,
 * sizes in gzip and brotli as well as raw.
 */
export async function drawTreemap(route: string, scriptUrls: readonly string[], file: string): Promise<void> {
  const data = JSON.parse(await readFile(bundleStatsFile, 'utf8')) as RawData;
  const chunkNames = scriptUrls.map((url) => new URL(url).pathname.slice(1));
  const folder = await mkdtemp(join(tmpdir(), 'treemap-'));
  try {
    const filtered = join(folder, 'stats.json');
    await writeFile(filtered, JSON.stringify(onlyChunks(data, chunkNames)));
    execFileSync(
      process.execPath,
      [
        visualizerCli,
        '--template',
        'treemap',
        '--title',
        `JavaScript of ${route}`,
        '--filename',
        file,
        filtered,
      ],
      { stdio: 'inherit' },
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
