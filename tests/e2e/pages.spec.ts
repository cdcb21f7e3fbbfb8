import { layoutCopy } from '../../src/content/layout';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { isIsoDate } from '../../src/site/dates';
import { canonicalUrl } from '../../src/site/pages';
import { hydratedEvent } from '../../src/hydrated';
import { builtPage, documentNames, footerLink, frontmatterOf, missingPage } from '../support/pages';
import { saveData } from '../support/routeLoad';
import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** The page's entry script, every other script it fetched (with when it began), and its first paint. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"]')?.src;
    const others = performance
      .getEntriesByType('resource')
      .filter((resource) => resource.name.endsWith('.js') && resource.name !== entry)
      .map((resource) => ({ url: resource.name, start: resource.startTime }));
    const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return { entry, others, firstContentfulPaint };
  });

/** Records, at the app's `hydratedEvent`, what in the shown <main> React has not yet hydrated (no fiber on it). */
const recordUnhydrated = (page: Page) =>
  page.addInitScript((name) => {
    document.addEventListener(name, () => {
      const shown = [...document.querySelectorAll('main > :not([hidden]), main > :not([hidden]) *')];
      const own = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      (window as { notYetTheApps?: string[] }).notYetTheApps = shown
        .filter((element) => !own(element))
        .map((element) => element.outerHTML.slice(0, 80));
    });
  }, hydratedEvent);

async function expectTakenOverWhole(page: Page) {
  const notYet = await page.evaluate(() => (window as { notYetTheApps?: string[] }).notYetTheApps);
  expect(notYet, 'elements of the page not yet hydrated when the app said it had taken over').toEqual([]);
}

const takenOver = 'the app says it has taken over only once every element of the page is its own';

for (const path of routePaths) {
  // What the prerender wrote; which words a page's head holds is checked in src/site/head.test.ts.
  const meta = builtPage(path);
  test.describe(`the page at ${path}`, () => {
    // The skip link as the first tab stop, in sight: SiteShell.test.tsx, tests/engines/accessibility.spec.ts.
    test(`${takenOver}; it paints before it fetches any script but the small entry, which it asks for at low priority; the skip link takes focus to the main content; and it asks for all of its code at once, not one chunk after another`, async ({
      page,
    }) => {
      await recordUnhydrated(page);
      await page.goto(path);
      await waitForHydration(page);
      await expectTakenOverWhole(page);

      // The page is complete without its scripts: they must not compete with the first paint.
      await expect(page.locator('script')).toHaveAttribute('fetchpriority', 'low');
      const { others, firstContentfulPaint } = await scriptsFetched(page);
      expect(firstContentfulPaint).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      for (const script of others) {
        expect(script.start, script.url).toBeGreaterThan(firstContentfulPaint ?? Infinity);
      }

      await page.getByRole('link', { name: layoutCopy.skipLink }).press('Enter');
      await expect(page.getByRole('main')).toBeFocused();

      // The chunks the page runs, from a load left alone but for preloading other pages.
      await saveData(page);
      await page.reload();
      await waitForHydration(page);
      const { entry, others: own } = await scriptsFetched(page);
      const chunks = own.map((script) => script.url);
      expect(chunks.length).toBeGreaterThan(1);

      // Again, with every chunk held back where the server would send it: a page that found its
      // imports one at a time would ask for the first (React DOM) and wait for it.
      const held: Route[] = [];
      await page.route(/\.js$/, (route) =>
        route.request().url() === entry ? route.continue() : void held.push(route),
      );
      await page.reload();
      await expect.poll(() => held.map((route) => route.request().url()).sort()).toEqual([...chunks].sort());
      await Promise.all(held.map((route) => route.continue()));
      await waitForHydration(page);
    });

    test('reads in full without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page).toHaveTitle(meta.title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: layoutCopy.account.signUp })).toBeVisible();
      await expect(footerLink(page, '/terms')).toBeVisible();
      await context.close();
    });
  });
}

test.describe(() => {
  test.use({ expectedConsoleMessages: [/status of 404 \(Not Found\)/] });
  test(`${missingPage}: ${takenOver}`, async ({ page }) => {
    await recordUnhydrated(page);
    await page.goto(missingPage);
    await waitForHydration(page);
    await expectTakenOverWhole(page);
  });
});

test('the sitemap lists every page at its canonical address, the legal ones with the day they took effect', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = [
    ...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
  ].map(([, location, lastModified]) => ({ location, lastModified }));
  expect(entries.map((entry) => entry.location)).toEqual(routePaths.map(canonicalUrl));
  for (const entry of entries) if (entry.lastModified) expect(isIsoDate(entry.lastModified)).toBe(true);
  // A document without an effective date (the accessibility statement) has no lastmod.
  for (const name of documentNames) {
    expect(entries.find((entry) => entry.location === canonicalUrl(`/${name}`))?.lastModified).toBe(
      frontmatterOf(name).effective,
    );
  }
});
