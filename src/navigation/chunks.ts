/**
 * The app's code, fetched all at once. The prerender ends each page with a `<template>` listing
 * every chunk that page runs as a module preload link (scripts/build/modulePreloads.ts); inside
 * a template the links are inert, so nothing is fetched while the page loads and paints. Once
 * it has painted, the entry moves them into the head and the browser fetches every chunk at the
 * same time, instead of one after another as each import is found. The chunks of the other
 * routes wait in templates of their own until the visitor goes there.
 */

/** The id of the template that holds the page's preload links. */
export const appChunksTemplateId = 'app-chunks';

/** The attribute naming the route whose chunks (those this page does not run) a template holds. */
export const routeChunksAttribute = 'data-route-chunks';

function moveIntoHead(template: Element | undefined | null) {
  if (!(template instanceof HTMLTemplateElement)) return;
  document.head.append(template.content);
  template.remove();
}

/** Starts fetching every chunk the page runs (once; a page without the list is left alone). */
export function fetchAppChunks(): void {
  moveIntoHead(document.getElementById(appChunksTemplateId));
}

/**
 * Starts fetching, with their hashes, the chunks of the route at `path` that this page does not
 * run, before the router imports them: an `import()` carries no hash (the Integrity-Policy
 * header reports a script fetched without one), but it finds these already fetched, or on the way.
 */
export function fetchRouteChunks(path: string): void {
  const templates = [...document.querySelectorAll(`template[${routeChunksAttribute}]`)];
  moveIntoHead(templates.find((template) => template.getAttribute(routeChunksAttribute) === path));
}

/** The routes whose chunks this page keeps in lists of their own: those its links lead to. */
export const linkedRoutes = (): string[] =>
  [...document.querySelectorAll(`template[${routeChunksAttribute}]`)].map(
    (template) => template.getAttribute(routeChunksAttribute) ?? '',
  );

/** Whether the visitor's browser asks to save data (only Chromium's say, with Save-Data). */
export const savesData = (): boolean =>
  typeof navigator !== 'undefined' &&
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Runs `work` once the browser is idle (within 5 s), or after 1.5 s where it cannot say (Safari). */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1500);
}
