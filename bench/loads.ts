/**
 * Page loads as a visitor on the slow phone meets them, timed by the browser itself (./recorder.ts):
 * FCP, LCP, long tasks, and when the app took over. Beside the site, a copy of the same build
 * without any script: what the prerendered HTML and the stylesheet paint alone, the lower bound.
 */
import type { Browser } from '@playwright/test';
import { appChunksTemplateId } from '../src/navigation/chunks';
import { readRecord, recordingPage, waitForApp } from './recorder';
import { emulateSlowPhone, phoneViewport } from './slowPhone';

/** One load; milliseconds from navigation, null where the browser reported nothing. */
export interface ObservedLoad {
  readonly fcpMs: number | null;
  /** The last LCP candidate. */
  readonly lcpMs: number | null;
  /** Main-thread long tasks (over 50 ms) until the page settled, added up. */
  readonly longTaskMs: number;
  /** When the app took over the page (null without scripts): the hero interactive and rotating. */
  readonly interactiveMs: number | null;
}

/** The page without any script, module preload or the list of them (scripts/build/modulePreloads.ts). */
export const withoutScripts = (html: string) =>
  [
    /<script\b[^>]*>[\s\S]*?<\/script>/gi,
    new RegExp(`<template id="${appChunksTemplateId}">[\\s\\S]*?<\\/template>`, 'gi'),
    /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi,
  ].reduce((stripped, pattern) => stripped.replace(pattern, ''), html);

export async function observeLoad(browser: Browser, url: string, hasScripts: boolean): Promise<ObservedLoad> {
  const context = await browser.newContext(phoneViewport);
  try {
    const page = await recordingPage(context);
    await emulateSlowPhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    if (hasScripts) await waitForApp(page);
    await page.waitForLoadState('networkidle');
    const { fcp: fcpMs, lcp: lcpMs, longTaskMs, hydratedAt: interactiveMs } = await readRecord(page);
    return { fcpMs, lcpMs, longTaskMs, interactiveMs };
  } finally {
    await context.close();
  }
}
