/** The landing page as a visitor meets it: its message, nothing hidden leaking. (Its sections: their components' tests.) */
import { learningJourneyCopy } from '../../src/content/journey';
import { heroCopy } from '../../src/content/hero';
import { pricingCopy } from '../../src/content/pricing';
import { siteConfig } from '../../src/site/config';
import { expect, test } from './fixtures';

const { flags } = siteConfig;

// The call to action in it: tests/engines/cross-engine.spec.ts; its words and address, StartLink.test.tsx.
test('the hero carries the message', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: heroCopy.heading });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(heroCopy.heading);
  await expect(hero.getByText(heroCopy.lead)).toBeVisible();
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
