/**
 * What the landing page costs while it sits there, measured in real time in a real browser:
 * layout shift over full rotations of the hero, main-thread busy time while it rotates, and
 * whether any timer or animation frame is asked for while the hero is off screen or the tab
 * is hidden. A benchmark, not a test: it waits in real time on purpose.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { rotationInterval } from '../machines/heroMachine';
import { recordHydration, waitForHydration } from '../scripts/browser';
import { phoneViewport } from './slowPhone';

/** Timers and frames the page asked for during a quiet period. */
export interface ScheduledWork {
  /** How long the period lasted, milliseconds. */
  readonly periodMs: number;
  /** `requestAnimationFrame`, `setTimeout` and `setInterval` calls. */
  readonly animationFrames: number;
  readonly timeouts: number;
  readonly intervals: number;
  /** Whether the selected band changed during the period (it should not). */
  readonly bandChanged: boolean;
}

/** The idle cost of the landing page. */
export interface IdleCost {
  /** Whether the landing page shows the hero's band picker at all (the rest needs it). */
  readonly heroFound: boolean;
  /** Cumulative Layout Shift from load to the end of the rotating period, phone and desktop. */
  readonly clsPhone: number;
  readonly clsDesktop: number;
  /** How long the desktop viewport was watched, milliseconds. */
  readonly desktopPeriodMs: number;
  /** How long the rotating hero was watched on the phone viewport, milliseconds. */
  readonly rotatingPeriodMs: number;
  /** Main-thread task time during that period (Chromium's TaskDuration), milliseconds. */
  readonly busyMs: number;
  /** Band changes seen during that period. */
  readonly bandChanges: number;
  /** With the hero scrolled out of view; null without a hero or if the page is too short. */
  readonly offScreen: ScheduledWork | null;
  /** With the tab reported hidden; null without a hero. */
  readonly hidden: ScheduledWork | null;
}

/** Thirty seconds of rotation: ten band changes at the machine's interval. */
const rotatingPeriodMs = 30_000;
/** At least ten seconds and more than three intervals: one full rotation and then some. */
const desktopPeriodMs = Math.max(10_000, 3 * rotationInterval + 1_000);
/** Two whole intervals: a timer that still ran would fire at least once. */
const quietPeriodMs = 2 * rotationInterval + 1_000;

/** The counters the init script keeps in the page. */
type Probe = Record<'layoutShift' | 'animationFrames' | 'timeouts' | 'intervals', number>;

/**
 * Runs in the page before its own scripts: sums layout shifts (those without recent input, as
 * CLS does) and counts every timer and animation frame the page asks for.
 */
function installProbe() {
  const probe: Probe = { layoutShift: 0, animationFrames: 0, timeouts: 0, intervals: 0 };
  Object.assign(window, { benchProbe: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) probe.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // No named function here: tsx wraps one in a helper (`__name`) the page does not have, and the
  // script stopped at it, counting nothing.
  for (const [name, counter] of [
    ['requestAnimationFrame', 'animationFrames'],
    ['setTimeout', 'timeouts'],
    ['setInterval', 'intervals'],
  ] as const) {
    const original = window[name].bind(window) as (...args: unknown[]) => number;
    window[name] = ((...args: unknown[]) => {
      probe[counter] += 1;
      return original(...args);
    }) as never;
  }
}

const readProbe = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { benchProbe: Probe }).benchProbe }));

/** The checked band's value, or null when there is no band picker. */
const checkedBand = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLInputElement>('[role="radiogroup"] input:checked')?.value ?? null,
  );

async function openLanding(browser: Browser, origin: string, options: BrowserContextOptions) {
  const page = await browser.newPage(options);
  await recordHydration(page.context());
  await page.addInitScript(installProbe);
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  return page;
}

/** Counts the work the page schedules during a quiet period, after letting it settle. */
async function countQuietWork(page: Page): Promise<ScheduledWork> {
  // Lets an animation already under way finish before counting starts.
  await page.waitForTimeout(1_500);
  const [bandBefore, before] = [await checkedBand(page), await readProbe(page)];
  await page.waitForTimeout(quietPeriodMs);
  const after = await readProbe(page);
  return {
    periodMs: quietPeriodMs,
    animationFrames: after.animationFrames - before.animationFrames,
    timeouts: after.timeouts - before.timeouts,
    intervals: after.intervals - before.intervals,
    bandChanged: (await checkedBand(page)) !== bandBefore,
  };
}

/** Measures the landing page served at `origin`. */
export async function measureIdleCost(browser: Browser, origin: string): Promise<IdleCost> {
  const phone = await openLanding(browser, origin, phoneViewport);
  const heroFound = (await checkedBand(phone)) !== null;
  const cdp = await phone.context().newCDPSession(phone);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')
      ?.value ?? 0;
  const busyBefore = await taskSeconds();
  // Watches the rotating hero, counting band changes once a second.
  let bandChanges = 0;
  let previous = await checkedBand(phone);
  for (const end = Date.now() + rotatingPeriodMs; Date.now() < end;) {
    await phone.waitForTimeout(Math.min(1_000, end - Date.now()));
    const current = await checkedBand(phone);
    if (current !== previous) bandChanges += 1;
    previous = current;
  }
  const busyMs = ((await taskSeconds()) - busyBefore) * 1_000;
  const clsPhone = (await readProbe(phone)).layoutShift;

  let offScreen: ScheduledWork | null = null;
  let hidden: ScheduledWork | null = null;
  if (heroFound) {
    const heroOutOfView = await phone.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const hero = document.querySelector('[role="radiogroup"]')?.closest('section');
      return Boolean(hero && hero.getBoundingClientRect().bottom <= 0);
    });
    if (heroOutOfView) offScreen = await countQuietWork(phone);
    // Headless Chromium keeps every tab visible, so the page is told the way a browser tells it.
    await phone.evaluate(() => {
      window.scrollTo(0, 0);
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, value: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    hidden = await countQuietWork(phone);
  }
  await phone.context().close();

  const desktop = await openLanding(browser, origin, { viewport: { width: 1350, height: 940 } });
  await desktop.waitForTimeout(desktopPeriodMs);
  const clsDesktop = (await readProbe(desktop)).layoutShift;
  await desktop.context().close();

  return {
    heroFound,
    clsPhone,
    clsDesktop,
    desktopPeriodMs,
    rotatingPeriodMs,
    busyMs,
    bandChanges,
    offScreen,
    hidden,
  };
}
