/** The design's promises Chromium alone can emulate: axe in forced colours and the dark scheme, and print. */
import { layoutCopy } from '../../src/content/layout';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { showsHero } from '../support/budgets';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

for (const path of routePaths) {
  // The landing page in the dark scheme, with each band selected: hero-appearance.spec.ts.
  const dark = !showsHero(path);
  const modes = `forced colours${dark ? ' and in the dark scheme' : ''}`;
  test(`${path} passes axe in ${modes}, and prints as a clean document: no header, footer or back links`, async ({
    page,
  }) => {
    test.slow(); // An axe run takes seconds, many on a loaded machine.
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    if (dark) {
      await page.emulateMedia({ forcedColors: 'none', colorScheme: 'dark' });
      await expectNoAxeViolations(page);
    }

    await page.emulateMedia({ forcedColors: 'none', colorScheme: 'light', media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    const backLinks = page.getByRole('link', { name: layoutCopy.backHome, includeHidden: true });
    for (const link of await backLinks.all()) await expect(link).toBeHidden();
  });
}
