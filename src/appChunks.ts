/**
 * The app's code, fetched all at once. The prerender ends each page with a `<template>` listing
 * every chunk that page runs as a module preload link (scripts/build/modulePreloads.ts); inside
 * a template the links are inert, so nothing is fetched while the page loads and paints. Once
 * it has painted, the entry moves them into the head and the browser fetches every chunk at the
 * same time, instead of one after another as each import is found.
 */

/** The id of the template that holds the page's preload links. */
export const appChunksTemplateId = 'app-chunks';

/** Starts fetching every chunk the page runs (once; a page without the list is left alone). */
export function fetchAppChunks(): void {
  const template = document.getElementById(appChunksTemplateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  document.head.append(template.content);
  template.remove();
}
