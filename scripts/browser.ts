/**
 * What the project's browser tools share. A Chromium for Playwright (and Lighthouse): $CHROMIUM_PATH,
 * else the system's Chromium or Chrome, else Playwright's own, downloaded if need be.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { hydratedEvent } from '../src/hydrated';

/** Debian's chromium first, as CI installs it. */
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

export function findChromium(): { readonly executablePath: string } {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && !existsSync(fromEnv))
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
  const playwrights = () => [chromium.executablePath()].filter((path) => path && existsSync(path));
  const found = fromEnv ?? systemBrowserPaths.find((path) => existsSync(path)) ?? playwrights()[0];
  if (found) return { executablePath: found };
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

export const isHydrated = (page: Page) =>
  page.evaluate(() => (window as HydrationRecord).appHydrated === true);

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as HydrationRecord).appHydrated === true);
}

/**
 * Runs in the page (sent as source: self-contained): whether the app has done what it does by
 * itself in its first seconds, once idle after loading: every page the shown one links to is
 * rendered ahead, hidden in `<main>` (src/navigation/pageChanges.ts). Until then the document is
 * still changing: a check that walks it (axe) can meet a page half inserted, and Gecko aborts a
 * navigation begun while the preloads are on their way.
 */
export function hasRenderedAhead(): boolean {
  const shown = (element: Element) => !element.closest('[hidden]');
  const linked = new Set(
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((link) => shown(link) && link.origin === location.origin)
      .map((link) => link.pathname)
      .filter((path) => path !== location.pathname),
  );
  return document.querySelectorAll('main > [hidden]').length >= linked.size;
}

/** How a motion starts: a click on the element `click` selects, or the engines' fake clock moved `tick` ms. */
export type MotionStart = { readonly click: string } | { readonly tick: number };

/**
 * Runs in the page (sent as source: self-contained): starts the motion and pauses every animation
 * as it starts; resolves with when the last ends, in ms, at most 1000.
 */
function startPaused(start: MotionStart) {
  return new Promise<number>((resolve) => {
    const clock = (window as { __clock?: { tick: (ms: number) => void } }).__clock;
    if ('tick' in start) clock?.tick(start.tick);
    else document.querySelector<HTMLElement>(start.click)?.click();
    // Until 10 frames after the first animation (a new page's may wait for its code), or 10 s.
    let [frames, started] = [0, Infinity];
    const pauseAll = () => {
      const animations = document.getAnimations();
      animations.forEach((animation) => animation.pause());
      if (animations.length > 0) started = Math.min(started, frames);
      const ends = animations.map(({ effect }) => Number(effect?.getComputedTiming().endTime));
      if (++frames < Math.min(600, started + 10)) requestAnimationFrame(pauseAll);
      else resolve(Math.min(1000, Math.max(0, ...ends)));
    };
    requestAnimationFrame(pauseAll);
  });
}

/**
 * A motion frame by frame, the same for the flash test in every engine and `npm run filmstrip`:
 * every animation paused as it starts, then all set to each moment of their first second,
 * `perSecond` a second, and pictured; then cancelled. `evaluate` runs an expression in the page,
 * as each engine's driver does.
 */
export async function film<Picture>(
  evaluate: (expression: string) => Promise<unknown>,
  picture: () => Promise<Picture>,
  start: MotionStart,
  perSecond = 30,
) {
  const lastsMs = Number(await evaluate(`(${startPaused.toString()})(${JSON.stringify(start)})`));
  const frames: Picture[] = [];
  for (let time = 0; time <= lastsMs; time += 1000 / perSecond) {
    await evaluate(`document.getAnimations().forEach((animation) => (animation.currentTime = ${time}))`);
    frames.push(await picture());
  }
  await evaluate('document.getAnimations().forEach((animation) => animation.cancel())');
  return frames;
}
