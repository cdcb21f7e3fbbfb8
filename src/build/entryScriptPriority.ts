/**
 * A Vite plugin that puts the page's entry script last in the head and marks it
 * `fetchpriority="low"`. The prerendered HTML is complete without JavaScript, so the script must
 * not compete with the stylesheet and the first paint: Vite writes the entry's tag before the
 * stylesheet link, so the browser would ask for the script first, and on a connection that serves
 * one request at a time (HTTP/1.1) the stylesheet, and the paint, would wait behind it.
 */
import type { Plugin } from 'vite';

/** A module entry tag as Vite writes it, with the whitespace before it. */
const entryScriptTag = /\s*<script type="module" crossorigin src="[^"]*"><\/script>/g;

/**
 * Moves the module entry script tags of a built HTML file to the end of its head, after the
 * stylesheet, and adds `fetchpriority="low"` to them.
 */
export function lowerEntryScriptPriority(html: string): string {
  const entryTags = html.match(entryScriptTag) ?? [];
  if (entryTags.length === 0) return html;
  const lowered = entryTags.map((tag) =>
    tag.trim().replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
  );
  return html
    .replace(entryScriptTag, '')
    .replace(/(\s*)<\/head>/, (_, indent: string) => `${lowered.map((tag) => `\n    ${tag}`).join('')}${indent}</head>`);
}

/** The plugin; runs on the built index.html, which the prerender copies for every route. */
export function entryScriptPriority(): Plugin {
  return {
    name: 'downstream:entry-script-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowerEntryScriptPriority },
  };
}
