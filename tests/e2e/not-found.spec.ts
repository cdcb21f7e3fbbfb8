import type { Page } from '@playwright/test';
import { layoutCopy } from '../../src/content/layout';
import { notFoundPage } from '../../src/site/pages';
import { expect, test, waitForHydration } from './fixtures';

/** Opens `path`, expects the server's `status`, and the not-found page once the app has taken over. */
async function openNotFoundPage(page: Page, path: string, status: number) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: layoutCopy.notFound.heading })).toBeVisible();
  await expect(page).toHaveTitle(notFoundPage.title);
}

test.describe(() => {
  // The browser logs the document's own 404 status; nothing else may appear.
  test.use({ expectedConsoleMessages: [/status of 404 \(Not Found\)/] });

  // Addresses a router could take for a page's (one no route takes: tests/engines/cross-engine.spec.ts).
  for (const path of ['/TERMS', '/Terms', '/PRIVACY']) {
    // Its noindex, which the not-found page always has: src/site/head.test.ts.
    test(`${path} is the not-found page with HTTP 404, and stays it once the app takes over`, ({ page }) =>
      openNotFoundPage(page, path, 404));
  }
});

test.describe(() => {
  test.use({ expectedConsoleMessages: [/status of 400 \(Bad Request\)/] });

  for (const path of ['/%E0%A4%A', '/terms%00', '/..%2f..%2fpackage.json']) {
    test(`a malformed URL, ${path}, gets a clear 400 with the not-found page and its way home`, async ({
      page,
    }) => {
      await openNotFoundPage(page, path, 400);
      await page.getByRole('link', { name: layoutCopy.notFound.homeLink }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(layoutCopy.notFound.heading);
    });
  }
});
