/**
 * Which built file answers which URL: each route has its own HTML file, written by the
 * prerender and served without the `.html` by every host config.
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
