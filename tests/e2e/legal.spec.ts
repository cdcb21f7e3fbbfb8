/**
 * The legal pages in the browser: each shows its content module whole, under its effective date,
 * with its numbered sections, the legal contact and the way home; the Privacy Policy links every
 * third party's own policy in a new tab. (Which facts the documents must state is checked once,
 * against the specification, in tests/unit/specification.test.ts.)
 */
import { layoutCopy } from '../../src/content/layout';
import { legalEffectiveDate, type LegalDocument } from '../../src/content/legal';
import { privacyPolicy } from '../../src/content/privacy';
import { termsOfService } from '../../src/content/terms';
import { siteConfig } from '../../src/site/config';
import { expect, test } from './fixtures';

/** Every paragraph and list item of a document, as the page should show it. */
function passagesOf(document: LegalDocument): string[] {
  return [
    ...document.intro,
    ...document.sections.flatMap((section) =>
      section.blocks.flatMap((block) => {
        if (block.kind === 'paragraph' || block.kind === 'contact') return [block.text];
        if (block.kind === 'list') return block.items.map((item) => item.text);
        return [];
      }),
    ),
  ];
}

for (const [path, document] of [
  ['/terms', termsOfService],
  ['/privacy', privacyPolicy],
] as const) {
  test.describe(document.title, () => {
    test('shows its title, effective date and numbered sections', async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
      await expect(page.getByText(`Effective ${legalEffectiveDate.written}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(
        document.sections.map((section, index) => `${index + 1}. ${section.title}`),
      );
    });

    test('shows every passage of its text, and the legal contact as a mail link', async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      for (const passage of passagesOf(document)) await expect(main).toContainText(passage);
      await expect(main.getByRole('link', { name: siteConfig.legalContactEmail })).toHaveAttribute(
        'href',
        `mailto:${siteConfig.legalContactEmail}`,
      );
    });

    test('links back home', async ({ page }) => {
      await page.goto(path);
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
