/**
 * The design's promises, checked in Chromium: axe in forced colours and the dark scheme, and print.
 * Reflow, text spacing, focus rings and target sizes are checked in every engine, on every page
 * (tests/engines/accessibility.spec.ts).
 */
import { layoutCopy } from '../../src/content/layout';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

for (const path of routePaths) {
  // One axe run a test: each takes seconds, many on a loaded machine.
  for (const [mode, media] of [
    ['forced colours', { forcedColors: 'active' }],
    ['the dark scheme', { colorScheme: 'dark' }],
  ] as const) {
    test(`${path} passes axe in ${mode}`, async ({ page }) => {
      await page.emulateMedia(media);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }

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
