/**
 * A Vite plugin that gives the built HTML's own scripts and stylesheets an `integrity` hash of the
 * files as written to disk, after every other plugin: a browser refuses a file a CDN or cache has
 * altered. Chunks imported at run time are covered by `script-src 'self'`.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The hash algorithm, as it prefixes an `integrity` value. */
const algorithm = 'sha384';

/** A `<script>` or `<link>` tag with a root-relative `src` or `href`. */
const tagPattern = /<(script|link)\b[^>]*?\s(?:src|href)="(\/[^"]+)"[^>]*>/g;

/** The `integrity` value for a file's bytes. */
export function integrityOf(bytes: Uint8Array | string): string {
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
}

/** Adds `integrity` to every script and stylesheet tag in `html` whose file `read` can supply. */
export async function addIntegrity(
  html: string,
  read: (urlPath: string) => Promise<Uint8Array | null>,
): Promise<string> {
  let result = html;
  for (const [tag, element, url = ''] of html.matchAll(tagPattern)) {
    const isStylesheet = element === 'link' && /\brel="stylesheet"/.test(tag);
    if ((element === 'link' && !isStylesheet) || /\bintegrity=/.test(tag)) continue;
    const bytes = await read(url);
    if (!bytes) continue;
    const hashed = tag.replace(`<${element}`, `<${element} integrity="${integrityOf(bytes)}"`);
    result = result.replaceAll(tag, hashed);
  }
  return result;
}

/** The plugin: rewrites each HTML file of a client build once the bundle is on disk. */
export function subresourceIntegrity(): Plugin {
  return {
    name: 'downstream:subresource-integrity',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const read = async (urlPath: string) => {
        const fileName = urlPath.slice(1);
        return fileName in bundle ? readFile(join(outDir, fileName)) : null;
      };
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.html'))) {
        const path = join(outDir, fileName);
        await writeFile(path, await addIntegrity(await readFile(path, 'utf8'), read));
      }
    },
  };
}
