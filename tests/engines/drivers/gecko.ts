/**
 * Gecko: Firefox, driven by puppeteer-core over WebDriver BiDi (Playwright's Firefox is a patched
 * build this machine cannot download). Found at $FIREFOX_PATH, else the system's. Not downloaded:
 * Gecko's pictures' baselines are Firefox ESR's, which another Firefox may draw differently.
 */
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { defaultViewport, puppetTab, type Appearance, type Engine, type EngineSearch } from '../engine';

const systemFirefoxPaths = [
  '/usr/bin/firefox-esr',
  '/usr/bin/firefox',
  '/Applications/Firefox.app/Contents/MacOS/firefox',
  'C:\\Program Files\\Mozilla Firefox\\firefox.exe',
];

const installHint = [
  'Firefox (Gecko) was not found. To run the Gecko checks:',
  '  - Debian/Ubuntu: sudo apt-get install -y firefox-esr',
  '  - macOS: install Firefox in /Applications',
  '  - or point FIREFOX_PATH at a Firefox executable.',
].join('\n');

/** Finds a Firefox to drive, or says what to install. */
export async function findFirefox(): Promise<EngineSearch<string>> {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) {
    return existsSync(fromEnv)
      ? { found: fromEnv }
      : { missing: `FIREFOX_PATH is set to ${fromEnv}, which does not exist.` };
  }
  const system = systemFirefoxPaths.find((path) => existsSync(path));
  return system ? { found: system } : { missing: installHint };
}

/**
 * Launches Firefox at `executablePath`: for pictures in `appearance`, and with `preferences` of a
 * visitor's own (text zoom, say).
 */
export async function launchFirefox(
  executablePath: string,
  appearance?: Appearance,
  preferences: Record<string, unknown> = {},
): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    defaultViewport,
    extraPrefsFirefox: {
      // Motion allowed, whatever the system says: the hero rotates as for most visitors.
      // For pictures, reduced, and the scheme asked for (0 dark, 1 light).
      'ui.prefersReducedMotion': appearance ? 1 : 0,
      ...(appearance && {
        'layout.css.prefers-color-scheme.content-override': appearance.scheme === 'dark' ? 0 : 1,
      }),
      // Scrollbars over the content, as on a phone, so the viewport's width is the page's.
      'ui.useOverlayScrollbars': 1,
      ...preferences,
    },
  });
  return {
    version: (await browser.version()).replace(/^firefox\//i, 'Firefox '),
    async open() {
      const page = await browser.newPage();
      return puppetTab(page, {
        resize: (width, height) => page.setViewport({ width, height }),
        close: () => page.close(),
      });
    },
    close: () => browser.close(),
  };
}
