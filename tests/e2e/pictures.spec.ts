/**
 * Chromium's own pictures, beside every page's in every engine (../engines/pictures.ts): what
 * Playwright can emulate in Chromium alone. Every page's first screen after the first Tab (the skip
 * link as a keyboard visitor sees it) and in forced colours (light and dark), the documents as
 * printed, and the hero's graphic at each of its three bands. Motion reduced, the
 * clock fixed, images decoded; compared with docs/screenshots/chromium/ (../support/pictures.ts).
 */
import type { Page } from '@playwright/test';
import { bands } from '../../machines/heroMachine';
import { documentNames } from '../support/pages';
import { expectPicture, pages, pictureTime, settle, widths } from '../support/pictures';
import { test, waitForHydration } from './fixtures';
import { bandRadio, heroRegion } from './hero-page';

// The not-found page's own status is reported on the console.
test.use({ reducedMotion: 'reduce', expectedConsoleMessages: [/status of 404 \(Not Found\)/] });

async function open(page: Page, path: string, width: number) {
  // The browser that draws the picture, as the engines' pictures name theirs (../../scripts/pictureRecord.ts).
  test
    .info()
    .annotations.push({ type: 'engine', description: `Chromium ${page.context().browser()?.version()}` });
  await page.setViewportSize({ width, height: 800 });
  await page.clock.setFixedTime(pictureTime);
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(settle);
}

// The first Tab, then forced colours light and dark in the same visit: the colour scheme changes
// under the page, as a visitor's may.
for (const [name, path] of Object.entries(pages)) {
  for (const width of widths) {
    test(`the pictures of ${path} at ${width} px: its first screen after the first Tab, and in forced colours, light and dark`, async ({
      page,
    }) => {
      await open(page, path, width);
      await page.keyboard.press('Tab');
      expectPicture(`${name}-${width}-first-tab`, await page.screenshot());
      await page.emulateMedia({ forcedColors: 'active', colorScheme: 'light' });
      await page.evaluate(settle);
      expectPicture(`${name}-${width}-forced-light`, await page.screenshot({ fullPage: true }));
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.evaluate(settle);
      expectPicture(`${name}-${width}-forced-dark`, await page.screenshot({ fullPage: true }));
    });
  }
}

for (const name of documentNames) {
  test(`the picture of /${name} as printed`, async ({ page }) => {
    // An A4 sheet's width at 96 px an inch.
    await open(page, `/${name}`, 794);
    await page.emulateMedia({ media: 'print' });
    expectPicture(`${name}-print`, await page.screenshot({ fullPage: true }));
  });
}

for (const width of widths) {
  test(`the pictures of the hero at each band, ${width} px`, async ({ page }) => {
    await open(page, '/', width);
    for (const band of bands) {
      await bandRadio(page, band).click();
      await page.mouse.move(0, 0);
      await page.evaluate(settle);
      expectPicture(`hero-${band}-${width}`, await heroRegion(page).screenshot());
    }
  });
}
