/**
 * Gecko: Firefox, driven by puppeteer-core over WebDriver BiDi (the standard protocol Firefox
 * speaks itself; Playwright's Firefox is a patched build this machine cannot download).
 *
 * Found as Chromium is: $FIREFOX_PATH, else the system's Firefox (Debian's `firefox-esr`), else
 * a Firefox that puppeteer's installer downloaded before, else one it downloads now.
 */
import {
  Browser as BrowserKind,
  detectBrowserPlatform,
  getInstalledBrowsers,
  install,
  resolveBuildId,
} from '@puppeteer/browsers';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { defaultViewport, type Engine, type EngineSearch, type EngineTab } from '../engine';

const systemFirefoxPaths = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
  'C:\\Program Files\\Mozilla Firefox\\firefox.exe',
];

/** Where a downloaded Firefox is kept, beside the project's other caches. */
const downloadCache = fileURLToPath(new URL('../../../node_modules/.cache/firefox', import.meta.url));

const installHint = [
  'Firefox (Gecko) was not found, and could not be downloaded. To run the Gecko checks:',
  '  - Debian/Ubuntu: sudo apt-get install -y firefox-esr',
  '  - macOS: install Firefox in /Applications',
  '  - or point FIREFOX_PATH at a Firefox executable.',
].join('\n');

async function downloadedFirefox(): Promise<string | null> {
  const platform = detectBrowserPlatform();
  if (!platform) return null;
  const cached = await getInstalledBrowsers({ cacheDir: downloadCache });
  const earlier = cached.find((browser) => browser.browser === BrowserKind.FIREFOX);
  if (earlier) return earlier.executablePath;
  try {
    const buildId = await resolveBuildId(BrowserKind.FIREFOX, platform, 'stable');
    const installed = await install({ browser: BrowserKind.FIREFOX, buildId, cacheDir: downloadCache });
    return installed.executablePath;
  } catch {
    return null;
  }
}

/** Finds a Firefox to drive, or says what to install. */
export async function findFirefox(): Promise<EngineSearch<string>> {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) {
    return existsSync(fromEnv)
      ? { found: fromEnv }
      : { missing: `FIREFOX_PATH is set to ${fromEnv}, which does not exist.` };
  }
  const system = systemFirefoxPaths.find((path) => existsSync(path));
  if (system) return { found: system };
  const downloaded = await downloadedFirefox();
  return downloaded ? { found: downloaded } : { missing: installHint };
}

/** Preferences of every profile: what the checks need from Firefox, and the visitor's settings. */
function preferences(reducedMotion: boolean): Record<string, unknown> {
  return {
    // Firefox has no emulation of media features over BiDi: the setting is a preference.
    'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
    // Scrollbars over the content, as on a phone, so the viewport's width is the page's.
    'ui.useOverlayScrollbars': 1,
  };
}

function tabOf(page: Page): EngineTab {
  return {
    async load(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async injectScript(source) {
      await page.evaluate(source);
    },
    click: (x, y) => page.mouse.click(x, y),
    moveMouse: (x, y) => page.mouse.move(x, y),
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewport({ width, height }),
    close: () => page.close(),
  };
}

/**
 * Launches Firefox at `executablePath`. The visitor's settings are preferences fixed at launch,
 * so one browser runs at a time, relaunched when a check asks for other settings.
 */
export async function launchFirefox(executablePath: string): Promise<Engine> {
  const launch = (reducedMotion: boolean) =>
    puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      defaultViewport,
      extraPrefsFirefox: preferences(reducedMotion),
    });
  let current: { browser: Browser; reducedMotion: boolean } = {
    browser: await launch(false),
    reducedMotion: false,
  };
  const version = (await current.browser.version()).replace(/^firefox\//i, 'Firefox ');

  return {
    version,
    async open({ reducedMotion }) {
      if (current.reducedMotion !== reducedMotion) {
        await current.browser.close();
        current = { browser: await launch(reducedMotion), reducedMotion };
      }
      return tabOf(await current.browser.newPage());
    },
    close: () => current.browser.close(),
  };
}
