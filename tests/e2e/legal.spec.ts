import { privacyPolicy } from '../../src/content/privacy';
import { termsOfService } from '../../src/content/terms';
import { siteConfig } from '../../src/site/config';
import { expect, test } from './fixtures';

test.describe('Terms of Service', () => {
  test('is effective July 3, 2025 and has exactly ten numbered sections', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Effective July 3, 2025')).toBeVisible();
    const sections = page.getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(10);
    await expect(sections).toHaveText(
      termsOfService.sections.map((section, index) => `${index + 1}. ${section.title}`),
    );
  });

  test('states the age, termination, sharing, notice and governing-law terms', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main).toContainText('at least 13 years old');
    await expect(main).toContainText('under 18');
    await expect(main).toContainText('permission of a parent or legal guardian');
    await expect(main).toContainText(
      'terminate your account at any time in the app, from your profile settings',
    );
    await expect(main).toContainText(
      'may suspend or terminate your account or your access to the Service at any time',
    );
    await expect(main).toContainText(
      `If you choose to share content publicly, you grant ${siteConfig.productName}`,
    );
    await expect(main).toContainText('at least 30 days before it takes effect');
    const { legalName, state } = siteConfig.operator;
    await expect(main).toContainText(`agreement between you and ${legalName}`);
    await expect(main).toContainText(
      `governed by the laws of the State of ${state}, where ${legalName} is established`,
    );
    await expect(main).toContainText('federal laws of the United States');
    await expect(main.getByRole('link', { name: siteConfig.legalContactEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.legalContactEmail}`,
    );
  });

  test('links back home', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Privacy Policy', () => {
  test('is effective July 3, 2025 and has exactly eight numbered sections', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Effective July 3, 2025')).toBeVisible();
    const sections = page.getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(8);
    await expect(sections).toHaveText(
      privacyPolicy.sections.map((section, index) => `${index + 1}. ${section.title}`),
    );
  });

  test('names every stored record, field by field', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    for (const fact of [
      'email address',
      'user ID',
      'each query you enter and the understanding level you select',
      'primary, secondary and tertiary topics, the transcript, the audio URL, the cover image URL and the key takeaways',
      'number of deep dives remaining on your account',
      'how long each deep dive took to process',
      'the pages you view and the features you use',
      'IP address, browser type, operating system and device identifiers',
      'not for children under 13',
      'Users under 18 need the permission of a parent or guardian',
      'at least 30 days before it takes effect',
    ]) {
      await expect(main).toContainText(fact);
    }
  });

  test('links to each third party’s privacy policy in a new tab, and says so', async ({ page, context }) => {
    await page.goto('/privacy');
    for (const processor of siteConfig.thirdPartyProcessors) {
      const link = page.getByRole('link', { name: `${processor.name} Privacy Policy (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', processor.privacyPolicyUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The browser really opens a new tab (its request to the other site is stopped here).
    await context.route(/^https:\/\//, (route) => route.abort());
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /Privacy Policy \(opens in a new tab\)/ })
        .first()
        .click(),
    ]);
    expect(popup).not.toBe(page);
    await popup.close();
  });
});
