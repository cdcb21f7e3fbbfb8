/**
 * Which built file answers which URL: each route has its own HTML file, written by the
 * prerender and served without the `.html` by every host config; and the route's other names,
 * which redirect to it.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const routeTree = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../src/routeTree.gen.ts'),
  'utf8',
);

/**
 * Every route's path, home first: the router's, as its generated route tree's
 * `FileRoutesByFullPath` lists them. `npm run build`, `npm run typecheck` and `npm test`
 * regenerate the tree from the route files in src/routes/ first; src/site/pages.test.ts holds
 * this list to the router itself.
 */
export const routePaths: readonly string[] = [
  ...(/interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1] ?? '').matchAll(/^\s*'([^']+)':/gm),
].map(([, path = '']) => path);

/** The file a static host serves for a route: "/" → index.html, "/terms" → terms.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** A route's URL and the file in dist/ that answers it. */
export interface RouteFile {
  /** The canonical URL path, e.g. "/terms". */
  readonly path: string;
  /** The file name relative to dist/, e.g. "terms.html". */
  readonly file: string;
}

/** Every route with its HTML file, home first. */
export const routeFiles: readonly RouteFile[] = routePaths.map((path) => ({
  path,
  file: htmlFileFor(path),
}));

/** A permanent redirect (301) from another name of a route to the route itself. */
export interface RouteRedirect {
  /** The path redirected, exactly: e.g. "/terms/" or "/terms.html". */
  readonly from: string;
  /** The route, e.g. "/terms". The query string, if any, goes along. */
  readonly to: string;
}

/**
 * The only redirects the site makes: each route's HTML file, and each route but the home page
 * with a trailing slash. Nothing else redirects, so no path a visitor (or a scanner) writes can
 * turn into a redirect to somewhere else: any other path is simply not found.
 */
export const routeRedirects: readonly RouteRedirect[] = routeFiles.flatMap(({ path, file }) => [
  { from: `/${file}`, to: path },
  ...(path === '/' ? [] : [{ from: `${path}/`, to: path }]),
]);
