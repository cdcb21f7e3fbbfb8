/**
 * The built page asks for its stylesheet before its script: the script goes last in the head, at
 * low priority, behind the page's Content-Security-Policy `<meta>`.
 */
import { describe, expect, it } from 'vitest';
import { cspMetaTag, lowerEntryScriptPriority } from '../../../scripts/build/entryScriptPriority';

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

const loweredScript =
  '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>';

describe('lowerEntryScriptPriority', () => {
  const result = lowerEntryScriptPriority(viteHead);

  it('moves the entry script after the stylesheet, last in the head, at low priority', () => {
    const stylesheet = result.indexOf('<link rel="stylesheet"');
    const script = result.indexOf(loweredScript);
    expect(stylesheet).toBeGreaterThan(-1);
    expect(script).toBeGreaterThan(stylesheet);
    expect(script).toBeLessThan(result.indexOf('</head>'));
    expect(result.match(/<script\b/g)).toHaveLength(1);
  });

  it('puts the policy <meta> between the stylesheet and the script', () => {
    const meta = result.indexOf(cspMetaTag);
    expect(meta).toBeGreaterThan(result.indexOf('<link rel="stylesheet"'));
    expect(meta).toBeLessThan(result.indexOf(loweredScript));
    expect(result.split(cspMetaTag)).toHaveLength(2);
  });

  it('keeps the rest of the document as it was', () => {
    const withoutMoved = (html: string) =>
      html.replace(/\s*<script\b[^>]*><\/script>/g, '').replace(`\n    ${cspMetaTag}`, '');
    expect(withoutMoved(result)).toBe(withoutMoved(viteHead));
  });

  it('leaves a page without an entry script alone', () => {
    const page = viteHead.replace(/\s*<script\b[^>]*><\/script>/, '');
    expect(lowerEntryScriptPriority(page)).toBe(page);
  });
});
