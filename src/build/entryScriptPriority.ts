/**
 * A Vite plugin that marks the page's entry script `fetchpriority="low"`. The prerendered HTML
 * is complete without JavaScript, so the script must not compete with the stylesheet and the
 * first paint; Vite writes the entry's tag itself, so the attribute is added to its output.
 */
import type { Plugin } from 'vite';

/** The entry tag as Vite writes it. */
const entryScriptTag = /<script type="module" crossorigin src=/g;

/** Adds `fetchpriority="low"` to the module entry script tags of a built HTML file. */
export function lowerEntryScriptPriority(html: string): string {
  return html.replace(entryScriptTag, '<script type="module" fetchpriority="low" crossorigin src=');
}

/** The plugin; runs on the built index.html, which the prerender copies for every route. */
export function entryScriptPriority(): Plugin {
  return {
    name: 'downstream:entry-script-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowerEntryScriptPriority },
  };
}
