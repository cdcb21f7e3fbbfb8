/**
 * The list each prerendered page ends with: every chunk of the app's code that page runs, as
 * module preload links inside an inert `<template>` that the entry script moves into the head
 * once the page has painted (src/navigation/chunks.ts), so the browser fetches them all at once.
 *
 * Measured on the slow phone (bench/, median of 13 loads): without it the chunks came as a chain,
 * a round trip each, and the app took over at 2.2 s; with it, at 1.8 s. Live links at the end of
 * the body took over at 1.5 s but delayed the legal pages' largest paint by about 7 %.
 */
import { appChunksTemplateId, routeChunksAttribute } from '../../src/navigation/chunks';
import { routeSourceFor } from '../hosting/siteFiles';
import { integrityOf } from './subresourceIntegrity';

/** Vite's build manifest (`build.manifest`): each chunk, keyed by its source. */
export type BuildManifest = Readonly<
  Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>
>;

/**
 * The files (as written in dist/, e.g. "assets/hydrate-1a2b.js") a page matching `routeIds`
 * runs besides the entry script, in the order the app needs them. The root route is not split
 * from the app's shell; every other route must have a split chunk, or the build stops.
 */
export function modulePreloadFiles(manifest: BuildManifest, routeIds: readonly string[]): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const [entry, ...others] = entries;
  if (!entry || others.length > 0) {
    throw new Error(`The build manifest has ${entries.length} entry chunks; the site has one.`);
  }
  const [entryKey, entryChunk] = entry;
  const routeChunks = routeIds
    .filter((routeId) => routeId !== '__root__')
    .flatMap((routeId) => {
      // Where the router's code splitting puts a route's component: its file, with a query.
      const keys = Object.keys(manifest).filter((key) =>
        key.startsWith(`${routeSourceFor(routeId)}?tsr-split=`),
      );
      if (keys.length === 0) {
        throw new Error(
          `The build manifest has no code-split chunk for the route ${routeId} ` +
            `(looked for ${routeSourceFor(routeId)}?tsr-split=…): a route in a file named otherwise ` +
            'needs its name taught to routeSourceFor() in scripts/hosting/siteFiles.ts.',
        );
      }
      return keys;
    });

  const files: string[] = [];
  const seen = new Set([entryKey]);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest names ${key} but does not list it.`);
    // A chunk's own imports run before it: they come first.
    (chunk.imports ?? []).forEach(visit);
    files.push(chunk.file);
  };
  [...(entryChunk.dynamicImports ?? []), ...routeChunks].forEach(visit);
  return files;
}

type ReadBuilt = (file: string) => Promise<Uint8Array>;

/** Module preload links for `files`, each with the `integrity` of the bytes `read` returns. */
async function preloadLinks(files: readonly string[], read: ReadBuilt): Promise<string> {
  const link = async (file: string) =>
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" integrity="${integrityOf(await read(file))}">`;
  return (await Promise.all(files.map(link))).join('');
}

export type RouteChunks = { readonly path: string; readonly files: readonly string[] };

/**
 * The templates a page running `files` ends with: its own chunks' preload links, then, for each
 * route its links lead to without a new document, the links of the chunks it runs that the page
 * does not: the app fetches them, with their hashes, as the visitor goes there (src/navigation/chunks.ts,
 * fetchRouteChunks).
 */
export async function chunkTemplates(
  files: readonly string[],
  routes: readonly RouteChunks[],
  read: ReadBuilt,
): Promise<string> {
  const routeTemplates = routes.map(async (route) => {
    const missing = route.files.filter((file) => !files.includes(file));
    if (missing.length === 0) return '';
    return `<template ${routeChunksAttribute}="${route.path}">${await preloadLinks(missing, read)}</template>`;
  });
  const appTemplate = `<template id="${appChunksTemplateId}">${await preloadLinks(files, read)}</template>`;
  return appTemplate + (await Promise.all(routeTemplates)).join('');
}
