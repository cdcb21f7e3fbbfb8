/**
 * The pages the benchmark sets beside the site, each a copy of the build with its HTML changed:
 * without JavaScript (every script, module preload and the list of them removed: what the
 * prerendered HTML and the stylesheet paint alone, the lower bound), and client-only (the same
 * bundle with nothing prerendered in `#root`, rendered in the browser as a usual single-page app).
 */
import { appChunksTemplateId } from '../src/appChunks';

/** The list of the page's chunks it ends with (scripts/build/modulePreloads.ts). */
const appChunksList = `<template id="${appChunksTemplateId}">[\\s\\S]*?<\\/template>`;

export function withoutScripts(html: string): string {
  return [
    /<script\b[^>]*>[\s\S]*?<\/script>/gi,
    new RegExp(appChunksList, 'gi'),
    /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi,
  ].reduce((stripped, pattern) => stripped.replace(pattern, ''), html);
}

export function withoutPrerenderedContent(html: string): string {
  // The list of the page's chunks follows the root, before </body>.
  const emptied = html.replace(
    new RegExp(`(<div id="root">)[\\s\\S]*(<\\/div>\\s*(?:${appChunksList})?\\s*<\\/body>)`),
    '$1$2',
  );
  if (emptied === html) {
    throw new Error(
      'The page has no <div id="root"> closing just before </body> (or the list of its chunks).',
    );
  }
  return emptied;
}
