import { layoutCopy } from '../../src/content/layout';
import { notFoundPage } from '../../src/site/pages';
import { expect, test, waitForHydration } from './fixtures';

test.describe(() => {
  test.use({ expectedConsoleMessages: [/status of 400 \(Bad Request\)/] });

  for (const path of ['/%E0%A4%A', '/terms%00', '/..%2f..%2fpackage.json']) {
    test(`a malformed URL, ${path}, gets a clear 400 with the not-found page and its way home`, async ({
      page,
    }) => {
      expect((await page.goto(path))?.status()).toBe(400);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: layoutCopy.notFound.heading })).toBeVisible();
      await expect(page).toHaveTitle(notFoundPage.title);
      await page.getByRole('link', { name: layoutCopy.notFound.homeLink }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(layoutCopy.notFound.heading);
    });
  }
});
