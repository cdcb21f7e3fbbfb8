/**
 * What the project's browser tools share. A Chromium for Playwright (and Lighthouse): $CHROMIUM_PATH,
 * else the system's Chromium or Chrome, else Playwright's own, downloaded if need be.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { hydratedEvent } from '../src/hydrated';

/** Where system browsers usually live (Debian's chromium first, as CI installs it). */
const systemBrowserPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * Flags for a headless browser on a locked-down machine: no sandbox (CI runs as root), no GPU,
 * and none of the browser's own traffic to the internet, which this machine would refuse.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Finds a browser, installing Playwright's own if nothing else is there. Throws if it can't. */
export function findChromium(): { readonly executablePath: string } {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && !existsSync(fromEnv))
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
  const playwrights = () => [chromium.executablePath()].filter((path) => path && existsSync(path));
  const found = fromEnv ?? systemBrowserPaths.find((path) => existsSync(path)) ?? playwrights()[0];
  if (found) return { executablePath: found };
  // A failure is reported below, with what to do.
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', timeout: 300_000 });
  const downloaded = playwrights()[0];
  if (downloaded) return { executablePath: downloaded };
  throw new Error(
    [
      'No Chromium found for the browser tests, and Playwright could not download its own.',
      'Do one of these, then run the tests again:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium',
      '  - any system: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
}

/** What the pages of a context recorded by `recordHydration` keep on their window. */
type HydrationRecord = { appHydrated?: true };

/**
 * Makes every page of `context` note the app's `hydratedEvent` from its first script on, for
 * `isHydrated` and `waitForHydration`: call it before the page loads.
 */
export async function recordHydration(context: BrowserContext) {
  await context.addInitScript((name) => {
    document.addEventListener(name, () => ((window as HydrationRecord).appHydrated = true), { once: true });
  }, hydratedEvent);
}

/** Whether the app has hydrated the page (in a context that `recordHydration` watches). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => (window as HydrationRecord).appHydrated === true);

/** Waits until the app has hydrated the page (in a context that `recordHydration` watches). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as HydrationRecord).appHydrated === true);
}
