/**
 * The lower bound of the benchmark: a copy of the build whose pages have every `<script>` and
 * `<link rel="modulepreload">` removed, so they paint exactly what the prerendered HTML and the
 * stylesheet paint, with nothing to download, parse or run.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Every script element, inline or external, and every module preload link. */
const scriptMarkup = [
  /<script\b[^>]*>[\s\S]*?<\/script>/gi,
  /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi,
];

/** The page's HTML without any script or module preload. */
export function withoutScripts(html: string): string {
  return scriptMarkup.reduce((stripped, pattern) => stripped.replace(pattern, ''), html);
}

/** A copy of the site without JavaScript, and how to delete it. */
export interface NoJavaScriptCopy {
  /** The folder to serve. */
  readonly directory: string;
  /** Deletes the folder. */
  readonly remove: () => Promise<void>;
}

/** Copies `distDirectory` to a temporary folder and strips the scripts from every HTML file. */
export async function makeNoJavaScriptCopy(distDirectory: string): Promise<NoJavaScriptCopy> {
  const directory = await mkdtemp(join(tmpdir(), 'bench-no-js-'));
  await cp(distDirectory, directory, { recursive: true });
  const htmlFiles = (await readdir(directory)).filter((name) => name.endsWith('.html'));
  for (const name of htmlFiles) {
    const path = join(directory, name);
    await writeFile(path, withoutScripts(await readFile(path, 'utf8')));
  }
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
