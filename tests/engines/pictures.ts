/**
 * Every page's picture in a project's engine, in one colour scheme (a spec file each, since some
 * engines take it only at launch): the whole page at each width, motion reduced, the clock fixed.
 * Compared with docs/screenshots/<engine>/ (../support/pictures.ts says how to accept a change).
 */
import { expectPicture, pages, pictureTime, settle, widths } from '../support/pictures';
import type { Appearance } from './engine';
import { test } from './fixtures';

export function photographEveryPage(scheme: Appearance['scheme']) {
  // Top level in the spec file: a launch of its own, in that scheme with motion reduced.
  test.use({ appearance: { scheme } });
  for (const [page, path] of Object.entries(pages)) {
    for (const width of widths) {
      test(`the picture of ${path} at ${width} px, ${scheme}`, async ({ visitor }) => {
        await visitor.tab.resize(width, 800);
        await visitor.open(path, { clock: pictureTime });
        await visitor.waitForHydration();
        await visitor.run(settle);
        expectPicture(`${page}-${width}-${scheme}`, await visitor.tab.screenshot());
      });
    }
  }
}
