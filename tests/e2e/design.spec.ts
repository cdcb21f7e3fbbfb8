/**
 * The design's promises, checked in Chromium: axe in forced colours and the dark scheme, and print.
 * Reflow, text spacing, focus rings and target sizes are checked in every engine, on every page
 * (tests/engines/accessibility.spec.ts).
 */
import { layoutCopy } from '../../src/content/layout';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

for (const path of routePaths) {
  // The landing page in the dark scheme, with each band: hero-appearance.spec.ts.
  const dark = path !== '/';
  test(`${path} passes axe in forced colours${dark ? ' and in the dark scheme' : ''}`, async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    if (!dark) return;
    await page.emulateMedia({ forcedColors: 'none', colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });

  test(`${path} prints as a clean document: no header, footer or back links`, async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const backLinks = page.getByRole('link', { name: layoutCopy.backHome, includeHidden: true });
    for (const link of await backLinks.all()) await expect(link).toBeHidden();
  });
}
