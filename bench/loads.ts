/**
 * Page loads as a visitor on the slow phone meets them, timed by the browser itself (./recorder.ts):
 * FCP, LCP, long tasks, and when the app took over; on the landing page also how soon a band
 * tapped at the first paint shows. Beside the site, two copies of the same build: without any
 * script (what the prerendered HTML and the stylesheet paint alone, the lower bound) and
 * client-only (nothing prerendered in `#root`: the usual single-page app).
 */
import type { Browser } from '@playwright/test';
import { appChunksTemplateId } from '../src/appChunks';
import { installRecorder, readRecord, waitForApp } from './recorder';
import { emulateSlowPhone, phoneViewport } from './slowPhone';

/** One load; milliseconds from navigation, null where the browser reported nothing. */
export interface ObservedLoad {
  readonly fcpMs: number | null;
  /** The last LCP candidate before any input. */
  readonly lcpMs: number | null;
  /** Main-thread long tasks (over 50 ms) until the page settled, added up. */
  readonly longTaskMs: number;
  /** When the app took over the page (null without scripts): the hero interactive and rotating. */
  readonly interactiveMs: number | null;
  /** The landing page, a band tapped at the first paint: from that paint, and from the tap, to its caption shown. */
  readonly pickShownMs?: number | null;
  readonly tapToPickShownMs?: number | null;
}

/** The list of the page's chunks it ends with (scripts/build/modulePreloads.ts). */
const appChunksList = `<template id="${appChunksTemplateId}">[\\s\\S]*?<\\/template>`;

/** The page without any script, module preload or the list of them. */
export const withoutScripts = (html: string) =>
  [/<script\b[^>]*>[\s\S]*?<\/script>/gi, new RegExp(appChunksList, 'gi'), /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi].reduce(
    (stripped, pattern) => stripped.replace(pattern, ''),
    html,
  );

/** The page with nothing prerendered in `#root`, which closes just before the list of chunks and </body>. */
export function withoutPrerenderedContent(html: string): string {
  const pattern = new RegExp(`(<div id="root">)[\\s\\S]*(<\\/div>\\s*(?:${appChunksList})?\\s*<\\/body>)`);
  if (!pattern.test(html)) throw new Error('The page has no <div id="root"> closing just before </body>.');
  return html.replace(pattern, '$1$2');
}

/** Loads `url` once on the slow phone; with `tapAtFirstPaint`, taps the deepest band as soon as the page paints. */
export async function observeLoad(browser: Browser, url: string, hasScripts: boolean, tapAtFirstPaint = false) {
  const context = await browser.newContext(phoneViewport);
  try {
    await installRecorder(context);
    const page = await context.newPage();
    await emulateSlowPhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    const fcp = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    let shown: number | null = null;
    if (tapAtFirstPaint) {
      await page.waitForFunction(fcp, null, { polling: 16 });
      // On a phone the bands are below the fold: the tap scrolls to them first, as a visitor's does.
      await page.locator('input[type="radio"][value="three"]').tap();
      const caption = () =>
        document.querySelector('.wave-bands__caption--three')?.checkVisibility({ visibilityProperty: true }) &&
        performance.now();
      shown = (await (await page.waitForFunction(caption, null, { polling: 'raf' })).jsonValue()) || null;
    }
    if (hasScripts) await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const [record, fcpMs] = [await readRecord(page), await page.evaluate(fcp)];
    const tap = record.inputs.find((input) => input.type === 'pointerdown')?.time;
    const load: ObservedLoad = {
      fcpMs,
      lcpMs: record.lcp,
      longTaskMs: record.longTaskMs,
      interactiveMs: record.hydratedAt,
    };
    if (!tapAtFirstPaint) return load;
    return {
      ...load,
      pickShownMs: shown === null || fcpMs === null ? null : shown - fcpMs,
      tapToPickShownMs: shown === null || tap === undefined ? null : shown - tap,
    };
  } finally {
    await context.close();
  }
}
