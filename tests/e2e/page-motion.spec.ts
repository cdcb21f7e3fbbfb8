/** Page transitions in Chromium; that every engine moves pages in: tests/engines/cross-engine.spec.ts. */
import type { Locator, Page } from '@playwright/test';
import { layoutCopy } from '../../src/content/layout';
import { builtPage, footerLink } from '../support/pages';
import { expect, layoutShifts, seekAnimations, slowCalmChanges, test, waitForHydration } from './fixtures';

/** A page's arrival, the page in `<main>` moving: where it came in from, and whether it ran to its end. */
interface Arrival {
  /** The content's translate as the motion began. */
  enters?: string;
  finished?: true;
  cancelled?: true;
}

/** Records every animation of a page in `<main>` (its arrival) from the first moment of the page. */
async function recordArrivals(page: Page) {
  await page.addInitScript(() => {
    const arrivals: Arrival[] = [];
    Object.assign(window, { arrivals });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      if (this.parentElement?.localName !== 'main') return animation;
      const record: Arrival = {};
      arrivals.push(record);
      // Read as it starts: when the browser says it is ready, a busy machine's motion has nearly ended.
      record.enters = getComputedStyle(this).translate;
      void animation.finished.then(
        () => (record.finished = true),
        () => (record.cancelled = true),
      );
      return animation;
    };
  });
}

const arrivals = (page: Page) => page.evaluate(() => (window as unknown as { arrivals: Arrival[] }).arrivals);

/** Follows the footer's link to `/terms`, or goes back, and waits for the page's h1 to have focus. */
async function go(page: Page, where: 'terms' | 'back') {
  if (where === 'terms') await footerLink(page, '/terms').click();
  else await page.goBack();
  const path = where === 'terms' ? '/terms' : '/';
  await expect(page.getByRole('heading', { level: 1, name: builtPage(path).h1 })).toBeFocused();
}

test('reduced motion means no motion, decided at each navigation', async ({ page }) => {
  await recordArrivals(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  await go(page, 'terms');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await go(page, 'back');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await go(page, 'terms');
  expect(await arrivals(page)).toHaveLength(1);
  expect((await arrivals(page))[0]?.enters).toMatch(/^-[1-9][\d.]*px/);
});

test('a page arriving while the last one still moves starts from the beginning, and a click during the motion lands', async ({
  page,
}) => {
  await recordArrivals(page);
  await page.goto('/');
  await waitForHydration(page);
  await slowCalmChanges(page);
  await go(page, 'terms');
  // The Terms are still coming in: their link home is followed at once, where it is then
  // (Playwright would wait for it to stand still).
  await page.getByRole('link', { name: layoutCopy.backHome }).first().click({ force: true });
  await expect(page.getByRole('heading', { level: 1, name: builtPage('/').h1 })).toBeFocused();
  const enters = expect.stringMatching(/^[1-9][\d.]*px/);
  await expect.poll(() => arrivals(page)).toEqual([{ enters, cancelled: true }, { enters }]);
  await slowCalmChanges(page, false);
});

/** Per region: whether its picture halfway through `navigate`'s arrival (held there) equals its end's. */
async function stillThrough(page: Page, navigate: () => Promise<unknown>, regions: Locator[]) {
  const seek = (to: 0.5 | 'end') => seekAnimations(page.getByRole('main'), to);
  const pictures = async () => {
    const clips = await Promise.all(regions.map((region) => region.boundingBox()));
    return Promise.all(clips.map((clip) => page.screenshot({ clip: clip ?? undefined })));
  };
  // Slowed first, so that on a busy machine the motion cannot end before it is sought.
  await slowCalmChanges(page);
  await navigate();
  await expect.poll(() => seek(0.5)).toBeGreaterThan(0);
  const midway = await pictures();
  // Finished, it no longer applies.
  await expect.poll(() => seek('end')).toBe(0);
  await slowCalmChanges(page, false);
  const ended = await pictures();
  return midway.map((picture, index) => picture.equals(ended[index] ?? Buffer.alloc(0)));
}

test('a navigation moves the content in from the right, Back from the left to where the visitor was, focus lands on the h1, nothing shifts, and the header and the footer stand still while the content moves, either way', async ({
  page,
}) => {
  await recordArrivals(page);
  await page.goto('/');
  await waitForHydration(page);
  const [header, footer] = [page.getByRole('banner'), page.getByRole('contentinfo')];
  const content = page.getByRole('main');
  const termsLink = footerLink(page, '/terms');
  const forward = { enters: expect.stringMatching(/^[1-9][\d.]*px/), finished: true };
  const back = { enters: expect.stringMatching(/^-[1-9][\d.]*px/), finished: true };
  // From the top of the page, where the header shows before and after.
  const fromTheTop = () => termsLink.evaluate((link: HTMLElement) => link.click());
  expect(await stillThrough(page, fromTheTop, [header, content])).toEqual([true, false]);
  await go(page, 'back');
  await expect.poll(() => arrivals(page)).toEqual([forward, back]);
  // Back to the footer's link, which the visitor followed from the foot of the page. The visitor
  // reads before going Back (a new arrival would cut this one short), and the shifts of the link
  // followed are left out: they were the visitor's input.
  await go(page, 'terms');
  await expect.poll(() => arrivals(page)).toEqual([forward, back, forward]);
  const before = (await layoutShifts(page)).length;
  // Off the link just clicked, which would show hovered in the second picture.
  await page.mouse.move(0, 0);
  expect(await stillThrough(page, () => page.goBack(), [footer, content])).toEqual([true, false]);
  await expect.poll(() => arrivals(page)).toEqual([forward, back, forward, back]);
  // Back restores the window to the footer's link, on a page of another height than the Terms:
  // no input, so any shift would count.
  expect((await layoutShifts(page)).slice(before)).toEqual([]);
});
