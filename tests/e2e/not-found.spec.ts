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
