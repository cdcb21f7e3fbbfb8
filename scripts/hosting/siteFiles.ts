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

/** Every route's URL path ("/terms") with the file in dist/ that answers it ("terms.html"), home first. */
export const routeFiles = routePaths.map((path) => ({ path, file: htmlFileFor(path) }));

/**
 * The only redirects the site makes (301, the query kept), from a route's other names to it: its
 * HTML file ("/terms.html"), and but for the home page, its path with a trailing slash ("/terms/").
 * Nothing else redirects, so no path a visitor (or a scanner) writes can turn into a redirect to
 * somewhere else: any other path is simply not found.
 */
export const routeRedirects: readonly { from: string; to: string }[] = routeFiles.flatMap(
  ({ path, file }) => [
    { from: `/${file}`, to: path },
    ...(path === '/' ? [] : [{ from: `${path}/`, to: path }]),
  ],
);
