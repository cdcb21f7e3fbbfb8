/** Which built file answers which URL: each route's own HTML file, and the other names that redirect to it. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const routeTree = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../src/routeTree.gen.ts'),
  'utf8',
);

/**
 * Every route's path, home first, as the generated route tree's `FileRoutesByFullPath` lists them
 * (scripts/routeTree.ts regenerates it first); src/site/pages.test.ts holds this to the router.
 */
export const routePaths: readonly string[] = [
  ...(/interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1] ?? '').matchAll(/^\s*'([^']+)':/gm),
].map(([, path = '']) => path);

/** The file a static host serves for a route: "/" → index.html, "/terms" → terms.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The file that declares the route at `path`: "/" → src/routes/index.tsx, "/terms" → src/routes/terms.tsx. */
export const routeSourceFor = (path: string) => `src/routes/${path === '/' ? 'index' : path.slice(1)}.tsx`;

/** Every route's URL path ("/terms") with the file in dist/ that answers it ("terms.html"), home first. */
export const routeFiles = routePaths.map((path) => ({ path, file: htmlFileFor(path) }));

/**
 * The only redirects the site makes (301, the query kept), from a route's other names: its HTML file
 * ("/terms.html") and, but for home, its path with a trailing slash. Any other path is not found.
 */
export const routeRedirects: readonly { from: string; to: string }[] = routeFiles.flatMap(
  ({ path, file }) => [
    { from: `/${file}`, to: path },
    ...(path === '/' ? [] : [{ from: `${path}/`, to: path }]),
  ],
);
