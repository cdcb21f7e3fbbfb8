/** The landing page as a visitor meets it: every section, picture and call to action, nothing hidden leaking. */
import { learningJourneyCopy } from '../../src/content/journey';
import { heroCopy } from '../../src/content/hero';
import { howItWorksCopy, startCallToAction } from '../../src/content/landing';
import { pricingCopy } from '../../src/content/pricing';
import { shareImage } from '../../src/content/shareImage';
import { siteConfig } from '../../src/site/config';
import { expect, test } from './fixtures';

const { flags, account } = siteConfig;

test('the hero carries the message and the way in', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: heroCopy.heading });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(heroCopy.heading);
  await expect(hero.getByText(heroCopy.lead)).toBeVisible();
  // Its name is its words; the arrow drawn after them is not read out as "right arrow".
  const callToAction = hero.getByRole('link', { name: startCallToAction, exact: true });
  await expect(callToAction).toHaveAttribute('href', account.signupUrl);
  await expect(callToAction).toHaveText(`${startCallToAction} →`);
});

// Its four feature cards are HowItWorks.test's.
test('how it works loads the session picture at its size, and ends with the second call to action', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: howItWorksCopy.heading });
  const picture = section.getByRole('img', { name: howItWorksCopy.picture.alt });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(howItWorksCopy.picture.width);
  await expect(section.getByRole('link', { name: startCallToAction })).toHaveAttribute(
    'href',
    account.signupUrl,
  );
});

test('the hidden blocks are in the page exactly when their flags are on', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: learningJourneyCopy.heading })).toHaveCount(
    flags.learningJourney ? 1 : 0,
  );
  await expect(page.getByRole('region', { name: pricingCopy.heading })).toHaveCount(flags.pricing ? 1 : 0);
  const html = await (await request.get('/')).text();
  expect(html.includes(learningJourneyCopy.eyebrow)).toBe(flags.learningJourney);
  for (const plan of pricingCopy.plans) expect(html.includes(plan.callToAction)).toBe(flags.pricing);
});

test('links previews and devices find the share image, icons and manifest', async ({ page, request }) => {
  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${siteConfig.siteUrl}${shareImage.path}`,
  );
  const hrefs = [
    shareImage.path,
    ...(await head
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
  ];
  expect(hrefs).toHaveLength(5);
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  await expect(head.locator('meta[name="theme-color"]')).toHaveCount(2);
});
