/**
 * The slow phone the site is measured and tested on: a slow 4G connection and a CPU four times
 * slower than the machine running the browser, applied through the Chrome DevTools Protocol.
 * Used by `npm run bench` and by the end-to-end tests that act during a slow load.
 */
import type { Page } from '@playwright/test';

/** The profile's figures. */
export const slowPhone = {
  /** Round-trip time added to every request, in milliseconds. */
  latencyMs: 150,
  /** Download throughput, in bits per second. */
  downloadBitsPerSecond: 1_600_000,
  /** Upload throughput, in bits per second. */
  uploadBitsPerSecond: 750_000,
  /** How many times slower than this machine the page's CPU runs. */
  cpuSlowdown: 4,
} as const;

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
