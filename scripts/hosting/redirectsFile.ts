/**
 * The `_redirects` files Cloudflare Pages and Netlify read from their publish folders: the
 * route redirects of ./siteFiles.ts (301, the query kept, which both hosts do by default), and
 * the not-found page's own paths answered as not found. Without them, both hosts make their own
 * redirects for a route's file and trailing slash (Cloudflare with 308), and Cloudflare serves
 * `/404` as a page, with status 200.
 */
import { notFoundFile, notFoundPaths } from './policy';
import { routeRedirects } from './siteFiles';

/** A path no file has: rewriting to it makes Cloudflare Pages answer with its 404 page and 404. */
const noFileHere = '/404-has-no-address';

/** The file for Cloudflare Pages, whose rules cannot set a 404 status themselves. */
export function renderCloudflareRedirects(): string {
  return render([
    ...routeRedirects.map(({ from, to }) => `${from} ${to} 301`),
    ...notFoundPaths.map((path) => `${path} ${noFileHere} 200`),
  ]);
}

/**
 * The file for Netlify. Its rules give way to a file at the same path unless forced (`!`), and
 * `/terms.html` is such a file.
 */
export function renderNetlifyRedirects(): string {
  return render([
    ...routeRedirects.map(({ from, to }) => `${from} ${to} 301!`),
    ...notFoundPaths.map((path) => `${path} /${notFoundFile} 404!`),
  ]);
}

function render(lines: readonly string[]): string {
  return `# Generated from scripts/hosting/ by scripts/write-host-configs.ts. Do not edit.\n${lines.join('\n')}\n`;
}
