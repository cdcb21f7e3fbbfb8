/**
 * Where the window is when a page shows, kept without storing anything (src/navigation/scrollPositions.ts):
 * a link opens its page at the top, back and forward return to where the visitor was, a reload
 * stays put, and the app taking over the prerendered page never moves it.
 */
import type { Page } from '@playwright/test';
import { footerLink, pageTitles } from '../support/pages';
import { expect, holdScripts, test, waitForHydration } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `top` and waits until it is there. */
async function scrollTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await expect.poll(() => scrollY(page)).toBe(top);
}

test('a link opens its page at the top; back and forward return to where the visitor was', async ({
  page,
}) => {
  await page.goto('/terms');
  await waitForHydration(page);
  const privacyLink = footerLink(page, '/privacy');
  await privacyLink.scrollIntoViewIfNeeded();
  const atTheLink = await scrollY(page);
  expect(atTheLink).toBeGreaterThan(0);
  await privacyLink.click();
  await expect(page).toHaveTitle(pageTitles.privacy);
  await expect.poll(() => scrollY(page)).toBe(0);
  await scrollTo(page, 900);

  await page.goBack();
  await expect(page).toHaveTitle(pageTitles.terms);
  await expect.poll(() => scrollY(page)).toBe(atTheLink);
  await page.goForward();
  await expect(page).toHaveTitle(pageTitles.privacy);
  await expect.poll(() => scrollY(page)).toBe(900);
});

test('a reload keeps the visitor where they were', async ({ page }) => {
  await page.goto('/privacy');
  await waitForHydration(page);
  await scrollTo(page, 1200);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBe(1200);
});

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
