/** The built page asks for its stylesheet before its script, and the script at low priority. */
import { describe, expect, it } from 'vitest';
import { lowerEntryScriptPriority } from '../../../src/build/entryScriptPriority';

const viteHead = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="utf-8" />',
  '    <title>Downstream</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/style-1.css">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

describe('lowerEntryScriptPriority', () => {
  it('moves the entry script after the stylesheet, last in the head, at low priority', () => {
    const result = lowerEntryScriptPriority(viteHead);
    const stylesheet = result.indexOf('<link rel="stylesheet"');
    const script = result.indexOf('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>');
    expect(stylesheet).toBeGreaterThan(-1);
    expect(script).toBeGreaterThan(stylesheet);
    expect(script).toBeLessThan(result.indexOf('</head>'));
    expect(result.match(/<script\b/g)).toHaveLength(1);
  });

  it('keeps the rest of the document as it was', () => {
    const result = lowerEntryScriptPriority(viteHead);
    const withoutScripts = (html: string) => html.replace(/\s*<script\b[^>]*><\/script>/g, '');
    expect(withoutScripts(result)).toBe(withoutScripts(viteHead));
  });

  it('leaves a page without an entry script alone', () => {
    const page = viteHead.replace(/\s*<script\b[^>]*><\/script>/, '');
    expect(lowerEntryScriptPriority(page)).toBe(page);
  });
});
