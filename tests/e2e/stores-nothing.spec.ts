/**
 * The Privacy Policy's promise that this website "sets no cookies, stores nothing on your device", held in
 * the browser: no store holds anything and no service worker is registered, while the window is kept where
 * the visitor was (src/navigation/scrollPositions.ts; a scrolled page taken over: scrolling.spec.ts).
 */
import { layoutCopy } from '../../src/content/layout';
import type { Page } from '@playwright/test';
import { footerLink, footerLinkTo, missingPage, pageTitles } from '../support/pages';
import { expect, test, violations, waitForHydration } from './fixtures';

/** Everything the page's origin has stored in the browser. */
async function storedByTheSite(page: Page) {
  const inPage = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
    cacheStorage: await caches.keys(),
    documentCookie: document.cookie,
    serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
  return { ...inPage, cookies: (await page.context().cookies()).map((cookie) => cookie.name) };
}

const nothing = {
  localStorage: [],
  sessionStorage: [],
  indexedDB: [],
  cacheStorage: [],
  documentCookie: '',
  serviceWorkers: 0,
  cookies: [],
};

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Follows the link named `name` in the footer or header, then waits for the new page. */
async function follow(page: Page, name: string, title: string) {
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveTitle(title);
}

// The not-found page's own 404 status, which the browser logs.
test.use({ expectedConsoleMessages: [/status of 404 \(Not Found\)/] });

test('a visit through every page, scrolling, back, forward and a reload stores nothing, while a link opens its page at the top, back and forward return to where the visitor was, and a reload keeps them there', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const band of await page.getByRole('radio').all()) await band.click();
  await page.mouse.wheel(0, 1200);
  await follow(page, footerLinkTo('/terms'), pageTitles.terms);
  const privacyLink = footerLink(page, '/privacy');
  await privacyLink.scrollIntoViewIfNeeded();
  const atTheLink = await scrollY(page);
  expect(atTheLink).toBeGreaterThan(0);
  await follow(page, footerLinkTo('/privacy'), pageTitles.privacy);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBe(900);
  await page.goBack();
  await expect(page).toHaveTitle(pageTitles.terms);
  await expect.poll(() => scrollY(page)).toBe(atTheLink);
  await page.goForward();
  await expect(page).toHaveTitle(pageTitles.privacy);
  await expect.poll(() => scrollY(page)).toBe(900);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBe(900);
  await follow(page, layoutCopy.backHome, pageTitles.home);
  await page.goto(missingPage);
  await waitForHydration(page);
  // On through the app to the Terms and home, where focus stops the rotation and a key moves the
  // band; this document's violations are taken before the next one replaces the record.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await follow(page, footerLinkTo('/terms'), pageTitles.terms);
  await follow(page, layoutCopy.backHome, pageTitles.home);
  const checked = page.getByRole('radio', { checked: true });
  await checked.focus();
  const before = await checked.getAttribute('value');
  await checked.press('ArrowDown');
  await expect(checked).not.toHaveValue(String(before));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await violations(page)).toEqual([]);
  // Leaving a page is when a router would write down where the visitor was.
  await page.goto('/terms');
  await waitForHydration(page);
  expect(await storedByTheSite(page)).toEqual(nothing);
});
