/**
 * The bands' motion in the browser. (Reduced motion stopping rotation, and the setting followed as
 * it changes: machines/heroMachine.test.ts and src/hero/WaveBands.test.tsx.)
 */
import type { Page } from '@playwright/test';
import type { Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../../src/content/hero';
import { expect, seekAnimations, slowCalmChanges, test, waitForHydration } from './fixtures';
import { bandRadio, drawingNow, heroRegion, rotationButton } from './hero-page';

test('a band switch under reduced motion is instant: even were a change to take ten minutes, the next frame is the final drawing', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // On the browser's own clock: framer-motion runs opacity on the Web Animations API, whose
  // timeline page.clock does not move. The preference keeps rotation stopped meanwhile.
  await page.goto('/');
  await waitForHydration(page);
  await expect(rotationButton(page, 'start')).toBeVisible();
  const { drawn: atRest } = await drawingNow(page);
  const [enlarged, resting] = [atRest[0], atRest[1]];
  // Slowed first: a change that animated would still be at its start when the drawing is read.
  await slowCalmChanges(page);

  await bandRadio(page, 'three').click();
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await drawingNow(page)).toEqual({ drawn: [resting, resting, enlarged], animating: 0 });
  expect(await captionNow(page, 'three')).toEqual({ opacity: '1', moving: 0 });
});

test('with motion allowed a switch animates, the caption rising in with its band, an interruption turns a band back from where it is, assistive technology never meets two captions, and all rests on the stylesheet’s own drawing', async ({
  page,
}) => {
  // framer-motion stops an interrupted animation with commitStyles(), which WebKit implements by
  // writing the style attribute: a CSP violation there (style-src 'self'), and a jump.
  await page.addInitScript(() => {
    const commit = Animation.prototype.commitStyles;
    Object.assign(window, { committedStyles: 0 });
    Animation.prototype.commitStyles = function (this: Animation) {
      Object.assign(window, {
        committedStyles: (window as unknown as { committedStyles: number }).committedStyles + 1,
      });
      commit.call(this);
    };
  });
  await page.goto('/');
  await waitForHydration(page);
  await rotationButton(page, 'stop').click();
  await slowCalmChanges(page);
  const { drawn: atRest } = await drawingNow(page);
  const [resting, enlarged] = [Number(atRest[1]?.opacity), Number(atRest[0]?.opacity)];

  await bandRadio(page, 'three').click();
  await expect.poll(() => captionNow(page, 'three')).toMatchObject({ moving: 2 });
  expect(Number((await captionNow(page, 'three')).opacity)).toBeLessThan(1);
  // Mid-change, and changed again before it ends: only the checked band's caption is there.
  await expect(heroRegion(page).getByRole('paragraph')).toHaveText([waveBandsCopy.bands.three.caption]);
  // A ten-minute change shows its steps: band three on its way from resting to enlarged.
  let wasThree = resting;
  await expect(async () => {
    const now = await drawingNow(page);
    expect(now.animating, 'band animations running').toBeGreaterThan(0);
    wasThree = Number(now.drawn[2]?.opacity);
    expect(wasThree).toBeGreaterThan(resting);
    expect(wasThree).toBeLessThan(enlarged);
  }).toPass();
  // Interrupted, band three turns back from there, not from the enlarged look a fresh change would start at.
  await bandRadio(page, 'two').click();
  const isThree = Number((await drawingNow(page)).drawn[2]?.opacity);
  expect(isThree).toBeGreaterThanOrEqual(resting);
  expect(Math.abs(isThree - wasThree)).toBeLessThan((enlarged - resting) / 10);
  await expect(heroRegion(page).getByRole('paragraph')).toHaveText([waveBandsCopy.bands.two.caption]);

  await seekAnimations(page.locator('html'), 'end');
  await expect(async () => {
    const settled = await drawingNow(page);
    expect(settled.animating).toBe(0);
    expect(settled.drawn).toEqual([atRest[1], atRest[0], atRest[1]]);
  }).toPass();
  // Nothing is left written on the bands: the checked radio, through the stylesheet, draws them.
  const inlineDeclarations = await heroRegion(page)
    .locator('svg path')
    .evaluateAll((paths) => paths.map((path) => (path as SVGPathElement).style.length));
  expect(inlineDeclarations).toEqual([0, 0, 0]);
  expect(await page.evaluate(() => (window as unknown as { committedStyles: number }).committedStyles)).toBe(
    0,
  );
});

/** A band's caption: its opacity, and how many of its properties are moving (opacity, translate). */
function captionNow(page: Page, band: Band) {
  return heroRegion(page)
    .getByText(waveBandsCopy.bands[band].caption, { exact: true })
    .evaluate((caption) => ({
      opacity: getComputedStyle(caption).opacity,
      moving: caption.getAnimations().filter(({ playState }) => playState === 'running').length,
    }));
}
