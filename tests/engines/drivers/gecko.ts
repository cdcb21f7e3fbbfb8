/**
 * Gecko: Firefox, driven by puppeteer-core over WebDriver BiDi (Playwright's Firefox is a patched
 * build this machine cannot download). Found at $FIREFOX_PATH, else the system's. Not downloaded:
 * Gecko's pictures' baselines are Firefox ESR's, which another Firefox may draw differently.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Page } from 'puppeteer-core';
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

/** Launches Firefox: for pictures in `appearance`, and with `preferences` of a visitor's own (text zoom, say). */
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
        load: (url) => loadPage(page, url),
        resize: (width, height) => page.setViewport({ width, height }),
        async viewport(clip) {
          // Puppeteer places a clip on the document, not on the viewport.
          const [x, y] = await page.evaluate(() => [scrollX, scrollY]);
          const onDocument = clip && { ...clip, x: clip.x + (x ?? 0), y: clip.y + (y ?? 0) };
          return Buffer.from(await page.screenshot({ ...(onDocument && { clip: onDocument }) }));
        },
        close: () => page.close(),
      });
    },
    close: () => browser.close(),
  };
}

/**
 * Loads `url` in `page`. A load Firefox reports aborted (NS_BINDING_ABORTED, or interrupting an
 * unfinished one) is a failure: the page being left navigated by itself. It once did now and then,
 * and the driver loaded again, up to three times. The cause, read in Firefox's remote agent trace:
 * leaving aborts the old page's chunk fetches still on their way, Firefox rejects their imports,
 * and TanStack Router's `lazyRouteComponent`, rendered after that, took it for a chunk gone after
 * a deploy and called `location.reload()`, cancelling the visitor's own navigation. The app no
 * longer renders a page whose code did not arrive (src/navigation/pageChanges.ts, src/hydrate.tsx).
 */
async function loadPage(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' }).catch((error: unknown) => {
    const aborted = /NS_BINDING_ABORTED|interrupted an unfinished navigation/.test(String(error));
    if (!aborted) throw error;
    const likely = 'most likely the page being left navigated by itself (see loadPage)';
    throw new Error(`Firefox aborted the load of ${url}: ${likely}`, { cause: error });
  });
}
