/**
 * The legal pages in the browser: each shows its document under its title and effective date,
 * with its numbered sections, the legal contact and the way home; the Privacy Policy links every
 * third party's own policy in a new tab. (Which facts the documents must state is checked once,
 * against the specification, in tests/unit/specification.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { layoutCopy } from '../../src/content/layout';
import { siteConfig } from '../../src/site/config';
import { formatIsoDate } from '../../src/site/dates';
import { frontmatterOf } from '../support/pages';
import { expect, test } from './fixtures';

for (const name of ['terms', 'privacy']) {
  const { title, effective = '' } = frontmatterOf(name);
  const source = readFileSync(new URL(`../../src/content/${name}.mdx`, import.meta.url), 'utf8');
  test.describe(title, () => {
    test('shows its title, effective date and numbered sections', async ({ page }) => {
      await page.goto(`/${name}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(`Effective ${formatIsoDate(effective)}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(
        [...source.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading ?? ''),
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: siteConfig.legalContactEmail }),
      ).toHaveAttribute('href', `mailto:${siteConfig.legalContactEmail}`);
    });

    test('links back home', async ({ page }) => {
      await page.goto(`/${name}`);
      await page.getByRole('link', { name: layoutCopy.backHome }).first().click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test('the Privacy Policy links each third party’s own policy in a new tab, and says so', async ({
  page,
  context,
}) => {
  await page.goto('/privacy');
  for (const processor of siteConfig.thirdPartyProcessors) {
    const link = page.getByRole('link', {
      name: `${processor.name} Privacy Policy ${layoutCopy.opensInNewTab}`,
    });
    await expect(link).toHaveAttribute('href', processor.privacyPolicyUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // The browser really opens a new tab (its request to the other site is stopped here).
  await context.route(/^https:\/\//, (route) => route.abort());
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('link', { name: `Privacy Policy ${layoutCopy.opensInNewTab}` })
      .first()
      .click(),
  ]);
  expect(popup).not.toBe(page);
  await popup.close();
});
