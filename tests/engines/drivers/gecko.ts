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
 * Loads `url` in `page`. Now and then the page being left reloaded itself and so aborted the load
 * (NS_BINDING_ABORTED, or interrupting an unfinished one). The cause, read in Firefox's remote
 * agent trace: leaving aborts the old page's chunk fetches still on their way, Firefox rejects
 * their imports, and TanStack Router's `lazyRouteComponent`, rendered after that, takes it for a
 * chunk gone after a deploy and calls `location.reload()`. The app no longer renders a page whose
 * code did not arrive (src/navigation/pageChanges.ts, src/hydrate.tsx). Should a page still be
 * left that way, it is never trusted: it waits for the tab to settle and loads again, three
 * attempts in all. The document left is marked first, never to be taken for a new
 * one with the same address.
 */
async function loadPage(page: Page, url: string, attempts = 3): Promise<void> {
  const reported = /NS_BINDING_ABORTED|interrupted an unfinished navigation/;
  for (let attempt = 1; ; attempt++) {
    await ask(page, 'window.__engineLeft = true');
    const error = await page.goto(url, { waitUntil: 'load' }).then(
      () => null,
      (failure: unknown) => failure,
    );
    if (!error) return;
    if (!(error instanceof Error && reported.test(error.message))) throw error;
    const state = await settled(page);
    if (attempt === attempts)
      throw new Error(`Firefox reported ${attempts} loads of ${url} aborted; the tab is ${state}`, {
        cause: error,
      });
  }
}

/** Waits up to 5 s for `page` to be on a new document, loaded: "settled", or where the tab is instead. */
async function settled(page: Page): Promise<string> {
  const where = [
    `window.__engineLeft ? 'still on the page it was leaving, ' + location.href`,
    `: document.readyState === 'complete' ? 'settled' : location.href + ' ' + document.readyState`,
  ].join(' ');
  const deadline = Date.now() + 5_000;
  let state = 'no answer';
  while (Date.now() < deadline) {
    state = await ask(page, where);
    if (state === 'settled') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return state;
}

/**
 * The page's answer to `expression`, as a string; or why there is none. Asking while a document
 * goes away fails (its context is destroyed), or over BiDi may not answer at all: a second at most.
 */
function ask(page: Page, expression: string): Promise<string> {
  return Promise.race([
    page.evaluate(expression).then(String, (error: Error) => error.message.split('\n')[0] ?? ''),
    new Promise<string>((resolve) => setTimeout(() => resolve('no answer within a second'), 1_000)),
  ]);
}
