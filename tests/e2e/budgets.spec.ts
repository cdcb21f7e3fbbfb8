/** Performance budgets, on the production build in a real browser; the figures: tests/support/budgets.ts. */
import { budgetFor, heroLibraries, isDocumentWords, showsHero } from '../support/budgets';
import { documentNames } from '../support/pages';
import { encodings, loadRoute } from '../support/routeLoad';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { expect, test, waitForHydration } from './fixtures';

const claims =
  'stays within its JavaScript and CSS budgets, its words aside, blocks its first render on one stylesheet alone, sizes every image, and loads the hero’s libraries only if it shows the hero';

// One load a page (under Save-Data, as the budgets are held), each check a soft assertion of its own.
for (const path of routePaths) {
  test(`the page at ${path} ${claims}`, async ({ page }, testInfo) => {
    const { files, wireBytes, renderBlocking } = await loadRoute(page, path, waitForHydration);

    const words = files.filter((file) => isDocumentWords(file.url));
    // A document's page loads its words as one chunk of their own, and no other page's.
    expect.soft(words.length, 'chunks of words').toBe(documentNames.includes(path.slice(1)) ? 1 : 0);
    for (const [index, encoding] of encodings.entries()) {
      const wordBytes = words.reduce((sum, file) => sum + (file.bytes[index] ?? 0), 0);
      const bytes = { ...wireBytes[encoding], javascript: wireBytes[encoding].javascript - wordBytes };
      const budget = budgetFor(path)[encoding];
      testInfo.annotations.push({
        type: `${encoding} bytes`,
        description: `JavaScript ${bytes.javascript} of ${budget.javascript} (and its words, ${wordBytes}), CSS ${bytes.css} of ${budget.css}`,
      });
      expect.soft(bytes.javascript, `${encoding} bytes of JavaScript`).toBeLessThanOrEqual(budget.javascript);
      expect.soft(bytes.css, `${encoding} bytes of CSS`).toBeLessThanOrEqual(budget.css);
    }

    const stylesheets = files.filter((file) => file.kind === 'css').map((file) => file.url);
    expect.soft(renderBlocking, 'requests the browser marked render-blocking').toEqual(stylesheets);
    expect.soft(stylesheets, 'stylesheets').toHaveLength(1);
    const markup = await page.evaluate(() => ({
      styleElements: document.querySelectorAll('style').length,
      // A classic script without async or defer stops the parser; inline ones cannot be deferred.
      blockingScripts: [...document.scripts]
        .filter((script) => !script.src || (script.type !== 'module' && !script.async && !script.defer))
        .map((script) => script.outerHTML.slice(0, 120)),
      unsizedImages: [...document.images]
        .filter(
          (image) => !(Number(image.getAttribute('width')) > 0 && Number(image.getAttribute('height')) > 0),
        )
        .map((image) => image.outerHTML.slice(0, 120)),
    }));
    expect.soft(markup.styleElements, '<style> elements').toBe(0);
    expect.soft(markup.blockingScripts, 'inline or parser-blocking scripts').toEqual([]);
    expect.soft(markup.unsizedImages, 'images without both a width and a height').toEqual([]);

    const scripts = files.filter((file) => file.kind === 'javascript');
    const loaded = heroLibraries
      .filter((library) => scripts.some((script) => script.text.includes(library.marker)))
      .map((library) => library.name);
    // On the hero's own page this proves the markers still recognise the libraries.
    expect
      .soft(loaded, 'the hero’s libraries')
      .toEqual(showsHero(path) ? heroLibraries.map(({ name }) => name) : []);
  });
}
