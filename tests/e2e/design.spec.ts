/** The design's promises, checked in a real browser: schemes, forced colours, reflow, spacing, focus, targets, print. */
import { layoutCopy } from '../../src/content/layout';
import type { Page } from '@playwright/test';
import { startCallToAction } from '../../src/content/landing';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { contrastRatio, cssLuminance } from '../../scripts/build/contrast';

/** WCAG 1.4.12: the spacing a reader may impose, which must not break anything. */
const textSpacingCss = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

// Injecting the spacing stylesheet is a reader's override; the site's own CSP must not stop it.
test.use({ bypassCSP: true });

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

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

  test(`${path} never scrolls sideways at 320 px, even with WCAG text spacing`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.addStyleTag({ content: textSpacingCss });
    expect(await overflowsSideways(page)).toBe(false);
    // Nothing that holds text clips it: each control still shows all its words.
    const clipped = await page.locator('a, button, h1, h2, h3').evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        .filter((element) => getComputedStyle(element).overflow !== 'visible')
        .map((element) => element.textContent),
    );
    expect(clipped).toEqual([]);
  });
}

test('every link and button on / is at least 24 × 24 px on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const boxes = await page.locator('a:visible, button:visible').evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { name: element.textContent?.trim(), width, height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(5);
  for (const box of boxes) {
    expect(box.width, box.name).toBeGreaterThanOrEqual(24);
    expect(box.height, box.name).toBeGreaterThanOrEqual(24);
  }
});

/** WCAG contrast ratio of two CSS rgb() colours. */
const contrast = (a: string, b: string) => contrastRatio(cssLuminance(a), cssLuminance(b));

for (const scheme of ['light', 'dark'] as const) {
  test(`the keyboard focus ring is at least 2 px and 3:1 against the page (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await waitForHydration(page);
    const cta = page.getByRole('link', { name: startCallToAction }).first();
    await cta.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(cta).toBeFocused();
    const ring = await cta.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        width: parseFloat(style.outlineWidth),
        colour: style.outlineColor,
        style: style.outlineStyle,
        page: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.colour, ring.page)).toBeGreaterThanOrEqual(3);
  });
}

for (const path of routePaths) {
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
