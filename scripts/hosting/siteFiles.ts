/**
 * Which built file answers which URL: each route has its own HTML file, written by the
 * prerender and served without the `.html` by every host config; and the route's other names,
 * which redirect to it.
 */
import { routePaths } from '../../src/site/pages';

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
