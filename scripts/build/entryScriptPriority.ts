/**
 * A Vite plugin that keeps the page's one script out of the way of its first paint. The
 * prerendered HTML is complete without JavaScript, and the script only starts the app once the
 * page has painted, so nothing is gained by fetching it early and something is lost: on a
 * connection that serves one request at a time (HTTP/1.1), it competes with the stylesheet.
 *
 * - Vite writes the entry tag before the stylesheet link; it is moved to the end of the head.
 * - It gets `fetchpriority="low"`: the stylesheet and the page's image get the bandwidth first.
 * - Just before it goes the page's Content-Security-Policy `<meta>` (the header's policy, see
 *   `metaContentSecurityPolicy`). What a visitor gains: the policy travels with the page, so a
 *   host that loses or mangles the headers (a bucket uploaded without its header rules, a
 *   proxy) still serves a page the browser holds to it. It stands after the stylesheet because
 *   Chromium's preload scanner fetches nothing that follows a CSP `<meta>`: the stylesheet,
 *   which the first paint waits for, is still fetched at once; only the script and the body's
 *   one lazy image follow it. (This placement was first chosen to steer Lighthouse's simulated
 *   LCP, which no longer counts as a target; the observed bench measures the real one.)
 */
import type { Plugin } from 'vite';
import { metaContentSecurityPolicy } from '../hosting/csp.ts';

/** A module entry tag as Vite writes it, with the whitespace before it. */
const entryScriptTag = /\s*<script type="module" crossorigin src="[^"]*"><\/script>/g;

/** The Content-Security-Policy `<meta>` element. */
export const cspMetaTag = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy}" />`;

/**
 * Moves the module entry script tags of a built HTML file to the end of its head, after the
 * stylesheet, with `fetchpriority="low"` and the CSP `<meta>` just before them.
 */
export function lowerEntryScriptPriority(html: string): string {
  const entryTags = html.match(entryScriptTag) ?? [];
  if (entryTags.length === 0) return html;
  const lowered = entryTags.map((tag) =>
    tag
      .trim()
      .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
  );
  return html
    .replace(entryScriptTag, '')
    .replace(
      /(\s*)<\/head>/,
      (_, indent: string) => `${[cspMetaTag, ...lowered].map((tag) => `\n    ${tag}`).join('')}${indent}</head>`,
    );
}

/** The plugin; runs on the built index.html, which the prerender copies for every route. */
export function entryScriptPriority(): Plugin {
  return {
    name: 'downstream:entry-script-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowerEntryScriptPriority },
  };
}
