/**
 * Every page's picture in a project's engine (Chromium, Gecko or WebKit, through the drivers of the
 * cross-engine table), in one colour scheme: at a phone's and a laptop's width, the whole page,
 * with motion reduced (the hero stands on its first band), the clock fixed and every image
 * decoded. Compared with docs/screenshots/<engine>/ (../support/pictures.ts says how, and how to
 * accept a change). One spec file a scheme, since some engines take it only at launch:
 * ./pictures-light.spec.ts and ./pictures-dark.spec.ts. Chromium's other pictures are in
 * ../e2e/pictures.spec.ts.
 */
import { expectPicture, pages, pictureTime, settle, widths } from '../support/pictures';
import type { Appearance } from './engine';
import { test } from './fixtures';

export function photographEveryPage(scheme: Appearance['scheme']) {
  // Top level in the spec file: a launch of its own, in that scheme with motion reduced.
  test.use({ appearance: { scheme } });
  for (const [page, path] of Object.entries(pages)) {
    for (const width of widths) {
      test(`the picture of ${path} at ${width} px, ${scheme}`, async ({ visitor, engineName }) => {
        await visitor.resize(width, 800);
        await visitor.open(path, { clock: pictureTime });
        await visitor.waitForHydration();
        await visitor.run(settle);
        expectPicture(engineName, `${page}-${width}-${scheme}`, await visitor.screenshot());
      });
    }
  }
}
