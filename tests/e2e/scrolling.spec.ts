/**
 * The app taking over the prerendered page never moves the window from where the visitor has
 * scrolled. (A link opening its page at the top, back, forward and a reload keeping the place,
 * without storing anything: stores-nothing.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, holdScripts, test, waitForHydration } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The page the visitor scrolls while the app takes it over. */
const path = '/terms';

/**
 * When the visitor scrolls, by the scripts held meanwhile: every one (before any has run), or the
 * route's own chunk, named after its path, which the app has begun and waits for.
 */
const moments = {
  'before its scripts run': { held: /\.js$/, appWaiting: false },
  "while it loads the page's code": { held: new RegExp(`${path}-[^/]*\\.js$`), appWaiting: true },
};

for (const [moment, { held, appWaiting }] of Object.entries(moments)) {
  test(`the app taking over the page does not move it from where the visitor has scrolled ${moment}`, async ({
    page,
  }) => {
    const scripts = await holdScripts(page, held);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app keeps scroll positions itself from the moment it begins.
    if (appWaiting) await page.waitForFunction(() => history.scrollRestoration === 'manual');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const before = await scrollY(page);
    // Every place the window is moved to from now on (the wheel's own scroll event may come yet).
    await page.evaluate(() => {
      const moves: number[] = [];
      addEventListener('scroll', () => moves.push(Math.round(window.scrollY)));
      Object.assign(window, { moves });
    });

    await scripts.release();
    await waitForHydration(page);
    // Once the app is idle its first render, where the router would jump to the top, is long done.
    await page.evaluate(() => new Promise((settled) => requestIdleCallback(settled)));
    const moves = await page.evaluate(() => (window as unknown as { moves: number[] }).moves);
    expect(
      moves.filter((top) => top !== before),
      'where the window was moved to',
    ).toEqual([]);
    expect(await scrollY(page)).toBe(before);
  });
}
