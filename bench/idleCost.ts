/**
 * What the landing page costs while it sits there, in real time in a real browser (not throttled):
 * layout shift over full rotations of the hero, main-thread busy time while it rotates, and the
 * timers and animation frames asked for while the hero is off screen or the tab is hidden.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { rotationInterval } from '../machines/heroMachine';
import { installRecorder, readRecord, waitForApp } from './recorder';
import { phoneViewport } from './slowPhone';

/** Timers and frames the page asked for during a quiet period (`periodMs`), and whether the band changed. */
export interface ScheduledWork {
  readonly periodMs: number;
  readonly animationFrames: number;
  readonly timeouts: number;
  readonly intervals: number;
  readonly bandChanged: boolean;
}

export interface IdleCost {
  /** Whether the landing page shows the hero's band picker at all (the rest needs it). */
  readonly heroFound: boolean;
  /** Layout shift from load to the end of the watch, phone and desktop; null where unsupported. */
  readonly clsPhone: number | null;
  readonly clsDesktop: number | null;
  readonly desktopPeriodMs: number;
  readonly rotatingPeriodMs: number;
  /** Main-thread task time (Chromium's TaskDuration) while the hero rotated on the phone, ms. */
  readonly busyMs: number;
  readonly bandChanges: number;
  /** With the hero scrolled out of view (null: no hero, or the page too short) and with the tab hidden. */
  readonly offScreen: ScheduledWork | null;
  readonly hidden: ScheduledWork | null;
}

/** Thirty seconds of rotation: ten band changes. */
const rotatingPeriodMs = 30_000;
/** At least ten seconds and more than three intervals: one full rotation and then some. */
const desktopPeriodMs = Math.max(10_000, 3 * rotationInterval + 1_000);
/** Two whole intervals: a timer that still ran would fire at least once. */
const quietPeriodMs = 2 * rotationInterval + 1_000;

const checkedBand = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLInputElement>('[role="radiogroup"] input:checked')?.value ?? null);
const cls = async (page: Page) => (await readRecord(page)).shifts?.reduce((sum, shift) => sum + shift.value, 0) ?? null;

async function openLanding(browser: Browser, origin: string, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await installRecorder(context);
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await waitForApp(page);
  return page;
}

/** Counts the work the page schedules during a quiet period, once an animation under way has ended. */
async function countQuietWork(page: Page): Promise<ScheduledWork> {
  await page.waitForTimeout(1_500);
  const [band, before] = [await checkedBand(page), (await readRecord(page)).scheduled];
  await page.waitForTimeout(quietPeriodMs);
  const after = (await readRecord(page)).scheduled;
  return {
    periodMs: quietPeriodMs,
    animationFrames: after.animationFrames - before.animationFrames,
    timeouts: after.timeouts - before.timeouts,
    intervals: after.intervals - before.intervals,
    bandChanged: (await checkedBand(page)) !== band,
  };
}

/** Measures the landing page served at `origin`. */
export async function measureIdleCost(browser: Browser, origin: string): Promise<IdleCost> {
  const phone = await openLanding(browser, origin, phoneViewport);
  const heroFound = (await checkedBand(phone)) !== null;
  const cdp = await phone.context().newCDPSession(phone);
  await cdp.send('Performance.enable');
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  const busyBefore = await taskSeconds();
  let [bandChanges, previous] = [0, await checkedBand(phone)];
  for (const end = Date.now() + rotatingPeriodMs; Date.now() < end; ) {
    await phone.waitForTimeout(Math.min(1_000, end - Date.now()));
    const current = await checkedBand(phone);
    if (current !== previous) bandChanges += 1;
    previous = current;
  }
  const busyMs = ((await taskSeconds()) - busyBefore) * 1_000;
  const clsPhone = await cls(phone);
  let [offScreen, hidden]: (ScheduledWork | null)[] = [null, null];
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
  const clsDesktop = await cls(desktop);
  await desktop.context().close();
  return { heroFound, clsPhone, clsDesktop, desktopPeriodMs, rotatingPeriodMs, busyMs, bandChanges, offScreen, hidden };
}
