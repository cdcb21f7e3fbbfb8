/**
 * Performance budgets, on the production build in a real browser. The budgets and the reasons
 * for them live in tests/support/budgets.ts.
 */
import { budgetFor, heroLibraries, isDocumentWords, showsHero } from '../support/budgets';
import { documentNames } from '../support/pages';
import { encodings, loadRoute } from '../support/routeLoad';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { expect, test, waitForHydration } from './fixtures';

for (const path of routePaths) {
  test.describe(`the page at ${path}`, () => {
    for (const [index, encoding] of encodings.entries()) {
      test(`loads no more JavaScript and CSS than its ${encoding} budget, its document's words aside`, async ({
        page,
      }, testInfo) => {
        const { files, wireBytes } = await loadRoute(page, path, waitForHydration);
        const words = files.filter((file) => isDocumentWords(file.url));
        const wordBytes = words.reduce((sum, file) => sum + (file.bytes[index] ?? 0), 0);
        const bytes = { ...wireBytes[encoding], javascript: wireBytes[encoding].javascript - wordBytes };
        const budget = budgetFor(path)[encoding];
        testInfo.annotations.push({
          type: `${encoding} bytes`,
          description: `JavaScript ${bytes.javascript} of ${budget.javascript} (and its words, ${wordBytes}), CSS ${bytes.css} of ${budget.css}`,
        });
        // A document's page loads its words as one chunk of their own, and no other page's.
        expect(words.length, 'chunks of words').toBe(documentNames.includes(path.slice(1)) ? 1 : 0);
        expect(bytes.javascript, `${encoding} bytes of JavaScript`).toBeLessThanOrEqual(budget.javascript);
        expect(bytes.css, `${encoding} bytes of CSS`).toBeLessThanOrEqual(budget.css);
      });
    }

    test('blocks its first render on one stylesheet and nothing else', async ({ page }) => {
      const { files, renderBlocking } = await loadRoute(page, path, waitForHydration);
      const stylesheets = files.filter((file) => file.kind === 'css').map((file) => file.url);
      expect(renderBlocking, 'requests the browser marked render-blocking').toEqual(stylesheets);
      expect(stylesheets).toHaveLength(1);

      const markup = await page.evaluate(() => ({
        styleElements: document.querySelectorAll('style').length,
        // A classic script without async or defer stops the parser; inline ones cannot be deferred.
        blockingScripts: [...document.scripts]
          .filter((script) => !script.src || (script.type !== 'module' && !script.async && !script.defer))
          .map((script) => script.outerHTML.slice(0, 120)),
      }));
      expect(markup.styleElements, '<style> elements').toBe(0);
      expect(markup.blockingScripts, 'inline or parser-blocking scripts').toEqual([]);
    });

    test('gives every image a width and a height', async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const unsized = await page
        .locator('img')
        .evaluateAll((images) =>
          images
            .filter(
              (image) =>
                !(Number(image.getAttribute('width')) > 0 && Number(image.getAttribute('height')) > 0),
            )
            .map((image) => image.outerHTML.slice(0, 120)),
        );
      expect(unsized, 'images without both dimensions').toEqual([]);
    });

    const hero = showsHero(path);
    test(`${hero ? 'loads' : 'does not load'} the hero's libraries`, async ({ page }) => {
      const { files } = await loadRoute(page, path, waitForHydration);
      const scripts = files.filter((file) => file.kind === 'javascript');
      const loaded = heroLibraries
        .filter((library) => scripts.some((script) => script.text.includes(library.marker)))
        .map((library) => library.name);
      // On the hero's own page this proves the markers still recognise the libraries.
      expect(loaded).toEqual(hero ? heroLibraries.map((library) => library.name) : []);
    });
  });
}
