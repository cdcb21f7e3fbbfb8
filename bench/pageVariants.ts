/**
 * The pages the benchmark sets beside the site, each a copy of the build with its HTML changed:
 * without JavaScript (every script, module preload and the list of them removed: what the
 * prerendered HTML and the stylesheet paint alone, the lower bound), and client-only (the same
 * bundle with nothing prerendered in `#root`, rendered in the browser as a usual single-page app).
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressFile } from '../scripts/precompress';
import { appChunksTemplateId } from '../src/appChunks';

/** The list of the page's chunks it ends with (scripts/build/modulePreloads.ts). */
const appChunksList = `<template id="${appChunksTemplateId}">[\\s\\S]*?<\\/template>`;

export function withoutScripts(html: string): string {
  return [
    /<script\b[^>]*>[\s\S]*?<\/script>/gi,
    new RegExp(appChunksList, 'gi'),
    /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi,
  ].reduce((stripped, pattern) => stripped.replace(pattern, ''), html);
}

export function withoutPrerenderedContent(html: string): string {
  // The list of the page's chunks follows the root, before </body>.
  const emptied = html.replace(
    new RegExp(`(<div id="root">)[\\s\\S]*(<\\/div>\\s*(?:${appChunksList})?\\s*<\\/body>)`),
    '$1$2',
  );
  if (emptied === html) {
    throw new Error(
      'The page has no <div id="root"> closing just before </body> (or the list of its chunks).',
    );
  }
  return emptied;
}

export interface SiteCopy {
  readonly directory: string;
  readonly remove: () => Promise<void>;
}

/**
 * Copies `distDirectory` to a temporary folder and rewrites every HTML file with `change`, and its
 * compressed copies with it, so the variant is served as the site is (and no copy of the original
 * page is sent in its place).
 */
export async function makeCopy(distDirectory: string, change: (html: string) => string): Promise<SiteCopy> {
  const directory = await mkdtemp(join(tmpdir(), 'bench-copy-'));
  await cp(distDirectory, directory, { recursive: true });
  for (const name of (await readdir(directory)).filter((file) => file.endsWith('.html'))) {
    const path = join(directory, name);
    await writeFile(path, change(await readFile(path, 'utf8')));
    await compressFile(path);
  }
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
