/**
 * Page transitions in Chromium; which engines have them: tests/engines/cross-engine.spec.ts.
 * Nothing may break the Content-Security-Policy or Trusted Types meanwhile: Chromium writes each
 * violation on the console, where the fixture fails the test.
 */
import type { Locator, Page } from '@playwright/test';
import { builtPage, footerLink } from '../support/pages';
import { expect, layoutShifts, seekAnimations, slowCalmChanges, test, waitForHydration } from './fixtures';

/** A view transition the page started: its types, and the new content's translate as it began. */
interface Started {
  readonly types: string[];
  enters?: string;
  finished?: true;
}

/**
 * Records every view transition from the first moment of the page; with `skip`, skips each as it
 * starts, as the browser skips one when the visitor navigates again before it is under way, or
 * hides the tab.
 */
async function recordTransitions(page: Page, skip = false) {
  await page.addInitScript((skip) => {
    const started: Started[] = [];
    Object.assign(window, { started });
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = (update) => {
      const transition = start(update);
      const record: Started = { types: [...transition.types] };
      started.push(record);
      void transition.finished.then(() => (record.finished = true));
      // A skipped one's `ready` is left alone: its rejection is the app's to handle.
      if (skip) transition.skipTransition();
      else
        void transition.ready.then(
          () =>
            (record.enters = getComputedStyle(
              document.documentElement,
              '::view-transition-new(root)',
            ).translate),
          () => undefined,
        );
      return transition;
    };
  }, skip);
}

/** The view transitions started so far. */
const transitionsStarted = (page: Page) =>
  page.evaluate(() => (window as unknown as { started: Started[] }).started);

/** Follows the footer's link to `/terms`, or goes back, and waits for the page's h1 to have focus. */
async function go(page: Page, where: 'terms' | 'back') {
  if (where === 'terms') await footerLink(page, '/terms').click();
  else await page.goBack();
  const path = where === 'terms' ? '/terms' : '/';
  await expect(page.getByRole('heading', { level: 1, name: builtPage(path).h1 })).toBeFocused();
}

test('a navigation moves the content in from the right, Back from the left to where the visitor was, focus lands on the h1, and nothing shifts', async ({
  page,
}) => {
  await recordTransitions(page);
  await page.goto('/');
  await waitForHydration(page);
  const forward = { types: ['forward'], enters: expect.stringMatching(/^[1-9][\d.]*px/), finished: true };
  await go(page, 'terms');
  // The visitor reads before going Back (a new transition would cut this one short), and the
  // shifts of the link followed are left out: they were the visitor's input.
  await expect.poll(() => transitionsStarted(page)).toEqual([forward]);
  const before = (await layoutShifts(page)).length;
  await go(page, 'back');
  await expect
    .poll(() => transitionsStarted(page))
    .toEqual([
      forward,
      { types: ['back'], enters: expect.stringMatching(/^-[1-9][\d.]*px/), finished: true },
    ]);
  // Back restores the window to the footer's link, on a page of another height than the Terms:
  // no input, so any shift would count.
  expect((await layoutShifts(page)).slice(before)).toEqual([]);
});

test('reduced motion means no transition, decided at each navigation', async ({ page }) => {
  await recordTransitions(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  await go(page, 'terms');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await go(page, 'back');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await go(page, 'terms');
  expect((await transitionsStarted(page)).map(({ types }) => types)).toEqual([['back']]);
});

test('a transition the browser skips is no error: both pages arrive, each without motion', async ({
  page,
}) => {
  // The fixture fails the test on an uncaught "Transition was skipped".
  await recordTransitions(page, true);
  await page.goto('/');
  await waitForHydration(page);
  await go(page, 'terms');
  await go(page, 'back');
  expect((await transitionsStarted(page)).map(({ types }) => types)).toEqual([['forward'], ['back']]);
});

/**
 * Pictures of each region (its part in the window) halfway through the view transition
 * `navigate` starts and once it has ended; for each, whether the two are the same. The
 * transition's own animations (not the hero's) are slowed, then stopped at their middle, so the
 * pictures do not depend on the machine's speed. No other transition may be under way.
 */
async function stillThrough(page: Page, navigate: () => Promise<unknown>, regions: Locator[]) {
  const seek = (to: 0.5 | 'end') => seekAnimations(page.locator('html'), to, '::view-transition');
  const pictures = async () => {
    const clips = await Promise.all(regions.map((region) => region.boundingBox()));
    return Promise.all(clips.map((clip) => page.screenshot({ clip: clip ?? undefined })));
  };
  // Slowed first, so that on a busy machine the transition cannot end before it is sought.
  await slowCalmChanges(page);
  await navigate();
  await expect.poll(() => seek(0.5)).toBeGreaterThan(0);
  const midway = await pictures();
  // Finished, the transition ends and its pseudo-elements go.
  await expect.poll(() => seek('end')).toBe(0);
  await slowCalmChanges(page, false);
  const ended = await pictures();
  return midway.map((picture, index) => picture.equals(ended[index] ?? Buffer.alloc(0)));
}

/** Waits until the page has started `count` view transitions and every one of them has ended. */
const transitionsEnded = (page: Page, count: number) =>
  expect
    .poll(async () => (await transitionsStarted(page)).map(({ finished }) => finished ?? false))
    .toEqual(Array(count).fill(true));

test('the header and the footer stand still while the content moves, either way', async ({ page }) => {
  await recordTransitions(page);
  await page.goto('/');
  await waitForHydration(page);
  const [header, footer] = [page.getByRole('banner'), page.getByRole('contentinfo')];
  const content = page.getByRole('main');
  const termsLink = footerLink(page, '/terms');
  // From the top of the page, where the header shows before and after.
  const forward = () => termsLink.evaluate((link: HTMLElement) => link.click());
  expect(await stillThrough(page, forward, [header, content])).toEqual([true, false]);
  await go(page, 'back');
  await transitionsEnded(page, 2);
  // Back to the footer's link, which the visitor followed from the foot of the page.
  await go(page, 'terms');
  await transitionsEnded(page, 3);
  // Off the link just clicked: during a transition nothing is hovered, after it the link would be.
  await page.mouse.move(0, 0);
  expect(await stillThrough(page, () => page.goBack(), [footer, content])).toEqual([true, false]);
});
