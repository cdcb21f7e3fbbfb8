/**
 * What a visitor sees, as tests: each picture of the site is compared with its committed baseline,
 * docs/screenshots/<engine>/<name>.png, by one path for every engine (pixelmatch, which leaves out
 * pixels it finds anti-aliased). On a difference the test fails and writes the baseline, the new
 * picture and a diff (changed pixels in red) under test-results/pictures/; when the run ends,
 * ./picturesReport.ts writes one page there showing every failed picture's three side by side.
 * `npm run pictures -- --update` rewrites the baselines that differ (../../scripts/pictures.ts).
 */
import { test } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { routePaths } from '../../scripts/hosting/siteFiles';
import type { EngineName } from '../engines/engine';
import { missingPage } from './pages';

export const baselineDirectory = 'docs/screenshots';
export const reportDirectory = 'test-results/pictures';
export const updateCommand = 'npm run pictures -- --update';

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
 * pixelmatch's colour distance below which two pixels count as the same (0–1). Its default, 0.1,
 * let the dark page's background go from #0f1519 to #1a1f24 unseen; at 0.02 a change of about
 * five levels of luma counts. Runs of every picture on one build drew each the same to the bit,
 * in every engine (docs/testing.md, "Pictures"), so no differing pixel is allowed.
 */
const colourThreshold = 0.02;

/**
 * Run in the page before a picture: every image loaded and decoded (lazy ones too), the fonts
 * ready, no animation running, nothing focused, at the top. Sent as source: self-contained.
 */
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

/** `png` drawn on a canvas of `width` × `height`, the rest transparent (a picture that changed size). */
function onCanvas(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const canvas = new PNG({ width, height });
  PNG.bitblt(png, canvas, 0, 0, png.width, png.height, 0, 0);
  return canvas.data;
}

/** Writes `png` as a baseline, compressed losslessly (RGB, no filter: about 30 % smaller than a browser's). */
function writeBaseline(path: string, png: PNG) {
  mkdirSync(path.slice(0, path.lastIndexOf('/')), { recursive: true });
  writeFileSync(
    path,
    PNG.sync.write(png, { colorType: 2, deflateLevel: 9, deflateStrategy: 0, filterType: 0 }),
  );
}

/** Compares `screenshot` (a PNG) with the baseline `<engine>/<name>.png`; throws on a difference. */
export function expectPicture(engine: EngineName, name: string, screenshot: Buffer) {
  const baselinePath = `${baselineDirectory}/${engine}/${name}.png`;
  const actual = PNG.sync.read(screenshot);
  const update = ['all', 'changed'].includes(test.info().config.updateSnapshots);
  if (!existsSync(baselinePath)) {
    writeBaseline(baselinePath, actual);
    if (update) return;
    throw new Error(`${baselinePath} had no baseline: it is written now; look at it, and commit it.`);
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const width = Math.max(actual.width, expected.width);
  const height = Math.max(actual.height, expected.height);
  const [before, after] = [onCanvas(expected, width, height), onCanvas(actual, width, height)];
  const diff = new PNG({ width, height });
  const differing = before.equals(after)
    ? 0
    : pixelmatch(before, after, diff.data, width, height, { threshold: colourThreshold });
  if (differing === 0) return;
  if (update) return writeBaseline(baselinePath, actual);
  const stem = `${reportDirectory}/${engine}-${name}`;
  mkdirSync(reportDirectory, { recursive: true });
  writeFileSync(`${stem}.baseline.png`, readFileSync(baselinePath));
  writeFileSync(`${stem}.actual.png`, screenshot);
  writeFileSync(`${stem}.diff.png`, PNG.sync.write(diff));
  const size = `${expected.width} × ${expected.height} px, now ${actual.width} × ${actual.height}`;
  throw new Error(
    `${baselinePath}: ${differing} pixels differ (${size}). See ${reportDirectory}/index.html; ` +
      `if the change is meant, accept it with \`${updateCommand}\` and commit the baselines.`,
  );
}
