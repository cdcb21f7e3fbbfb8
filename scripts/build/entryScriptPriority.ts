/**
 * Keeps the page's one script out of the way of its first paint (the prerender applies it to the
 * page template, ../prerender.ts): the HTML is complete without it and the app starts only after
 * painting, so fetched early it would only compete with the stylesheet (on HTTP/1.1, one request
 * at a time). It moves to the end of the head with `fetchpriority="low"`, after the page's
 * Content-Security-Policy `<meta>` (the header's policy, so a host that loses the headers still
 * serves a page held to it). The `<meta>` stands after the stylesheet because Chromium's preload
 * scanner fetches nothing that follows it.
 */
import { metaContentSecurityPolicy } from '../hosting/csp.ts';

/** A module entry tag as Vite writes it, with the whitespace before it. */
const entryScriptTag = /\s*<script type="module" crossorigin src="[^"]*"><\/script>/g;

export const cspMetaTag = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy}" />`;

/** Moves a built page's module entry script tags to the end of its head, as above. */
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
      (_, indent: string) =>
        `${[cspMetaTag, ...lowered].map((tag) => `\n    ${tag}`).join('')}${indent}</head>`,
    );
}
