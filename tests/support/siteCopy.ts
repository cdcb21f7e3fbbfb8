/**
 * A copy of the build with its HTML changed: the cross-engine test server's pages with their probe,
 * and the benchmark's page without scripts (bench/loads.ts).
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressFile } from '../../scripts/precompress';

export interface SiteCopy {
  readonly directory: string;
  readonly remove: () => Promise<void>;
}

/** Copies `distDirectory` to a temporary folder, every HTML file (and its compressed copies) rewritten by `change`. */
export async function makeCopy(distDirectory: string, change: (html: string) => string): Promise<SiteCopy> {
  const directory = await mkdtemp(join(tmpdir(), 'site-copy-'));
  await cp(distDirectory, directory, { recursive: true });
  for (const name of (await readdir(directory)).filter((file) => file.endsWith('.html'))) {
    const path = join(directory, name);
    await writeFile(path, change(await readFile(path, 'utf8')));
    await compressFile(path);
  }
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
