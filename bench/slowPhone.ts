/**
 * The slow phone the site is measured and tested on: Lighthouse's mobile device (Moto G Power) on
 * a slow 4G connection, its CPU four times slower than the machine running the browser, applied
 * through the Chrome DevTools Protocol. Used by `npm run bench` and by the end-to-end tests that
 * act during a slow load.
 */
import type { BrowserContextOptions, Page } from '@playwright/test';

export const slowPhone = {
  /** Round-trip time added to every request. */
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  /** How many times slower than this machine the page's CPU runs. */
  cpuSlowdown: 4,
} as const;

export const phoneViewport: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Makes `page` (Chromium only) load and run as on the slow phone, until it closes. */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    // The protocol counts bytes per second.
    downloadThroughput: slowPhone.downloadBitsPerSecond / 8,
    uploadThroughput: slowPhone.uploadBitsPerSecond / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
}
