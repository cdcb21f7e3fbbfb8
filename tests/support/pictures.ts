/**
 * Each picture of the site, compared with its baseline docs/screenshots/<engine>/<name>.png the same
 * way in every engine: Playwright's comparison (pixelmatch). A difference fails the test; the HTML
 * report (`npx playwright show-report test-results/report`) shows baseline, picture and diff side by
 * side, and `npm run pictures -- --update` rewrites the baselines that differ.
 */
import { expect, test } from '@playwright/test';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { readDrawnBy, updateCommand } from '../../scripts/pictureRecord';
import { missingPage } from './pages';

/** Every route (a new page is photographed too) and the not-found page, by their pictures' names. */
export const pages: Record<string, string> = {
  ...Object.fromEntries(routePaths.map((path) => [path === '/' ? 'home' : path.slice(1), path])),
  'not-found': missingPage,
};
/** A phone's width and a laptop's, in CSS pixels. */
export const widths = [375, 1280] as const;
/** The time on every picture's clock: the footer shows its year. */
export const pictureTime = new Date('2026-06-15T12:00:00Z');

/**
 * pixelmatch's colour distance below which two pixels count as the same: its default, 0.1, let the
 * dark background go from #0f1519 to #1a1f24 unseen. Every engine draws a build the same to the bit,
 * so no differing pixel is allowed.
 */
const colourThreshold = 0.02;

/** Run in the page (sent as source) before a picture: images decoded, fonts ready, nothing moving or focused, at the top. */
export async function settle() {
  for (const image of document.images) image.loading = 'eager';
  await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  await document.fonts.ready;
  while (document.getAnimations().some((animation) => animation.playState === 'running')) {
    await new Promise(requestAnimationFrame);
  }
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  scrollTo(0, 0);
}

/**
 * Compares `screenshot` (a PNG) with its baseline `<name>.png`, in the running engine's folder; a
 * failure says so when another browser version drew the baseline (the test's `engine` annotation).
 */
export function expectPicture(name: string, screenshot: Buffer) {
  const { project, annotations } = test.info();
  const running = annotations.find(({ type }) => type === 'engine')?.description;
  const drawn = readDrawnBy()[project.name];
  const other = running === drawn ? '' : `drawn by ${drawn ?? 'an unrecorded browser'}, running ${running}: `;
  // Soft: a test that takes several pictures reports every one that changed.
  expect
    .soft(screenshot, `${other}if the change is meant, accept it with \`${updateCommand}\``)
    .toMatchSnapshot(`${name}.png`, { threshold: colourThreshold, maxDiffPixels: 0 });
}
