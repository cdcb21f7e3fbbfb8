/**
 * Gives the built HTML's own scripts and stylesheets an `integrity` hash of the files as written
 * to disk (the prerender does it to the page template, ../prerender.ts): a browser refuses a file
 * a CDN or cache has altered. Chunks imported at run time are covered by `script-src 'self'`.
 */
import { createHash } from 'node:crypto';

const algorithm = 'sha384';

/** A `<script>` or `<link>` tag with a root-relative `src` or `href`. */
const tagPattern = /<(script|link)\b[^>]*?\s(?:src|href)="(\/[^"]+)"[^>]*>/g;

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
