/**
 * The slow phone the site is measured on: Lighthouse's mobile device (Moto G Power) on a slow 4G
 * connection, its CPU four times slower than the machine running the browser, applied through the
 * Chrome DevTools Protocol; and the browser a visitor has, with a profile on disk.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/browser';

/** Round trip added to every request; bits a second; how many times slower than this machine the CPU runs. */
export const slowPhone = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 7.5e5,
  cpuSlowdown: 4,
};

/** The phone's screen: a context made with these has touch and no hover. */
export const phoneViewport = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Makes `page` (Chromium only) load and run as on the slow phone, until it closes. */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const { latencyMs: latency, downloadBitsPerSecond: down, uploadBitsPerSecond: up } = slowPhone;
  // The protocol counts bytes per second.
  const conditions = { offline: false, latency, downloadThroughput: down / 8, uploadThroughput: up / 8 };
  await session.send('Network.emulateNetworkConditions', conditions);
  await session.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
}

/**
 * Runs `run` in a phone's browser with a fresh profile on disk (Playwright's temporary one, removed
 * when it closes). Without one, Chromium fetched and decoded the favicon again after every page
 * change, which a visitor's browser does not.
 */
export async function withProfile<T>(run: (browser: BrowserContext) => Promise<T>): Promise<T> {
  const { executablePath } = findChromium();
  const options = { executablePath, args: chromiumArgs, ...phoneViewport };
  const browser = await chromium.launchPersistentContext('', options);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}
