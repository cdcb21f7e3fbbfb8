/**
 * Enlarging a band never moves anything around the graphic: the hero, its heading, its call to
 * action and the next section keep their boxes. docs/design.md, "The hero" (CLS 0).
 */
import type { Page } from '@playwright/test';
import { bands, rotationInterval } from '../../machines/heroMachine';
import { heroCopy } from '../../src/content/hero';
import { howItWorksCopy, startCallToAction } from '../../src/content/landing';
import { expect, layoutShifts, seekAnimations, slowCalmChanges, test, waitForHydration } from './fixtures';
import { expectSelected, heroRegion, pauseClock } from './hero-page';

/** Resolves once the browser has run a rendering update (layout included) after this call. */
async function nextRenderedFrame(page: Page) {
  // IntersectionObserver delivers its first entry from the rendering steps, which page.clock
  // does not fake (it fakes requestAnimationFrame and timers).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      }),
  );
}

/** The sum of every shift not caused by input since the page began loading. */
async function unexpectedLayoutShift(page: Page): Promise<number> {
  const shifts = await layoutShifts(page);
  return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
}

// A phone, where the hero stacks and captions wrap most, and a desktop, where it sits beside the words.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 720 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a full rotation, animations included, shifts nothing on the page', async ({ page }) => {
      // The app starts once the page has painted; whenever that is, the paused clock stands still,
      // so the countdown starts at the paused instant.
      await pauseClock(page);
      await page.goto('/');
      await waitForHydration(page);
      const hero = page.getByRole('region', { name: heroCopy.heading });
      const landmarks = [
        heroRegion(page),
        hero.getByRole('heading', { level: 1 }),
        hero.getByRole('link', { name: startCallToAction }),
        page.getByRole('region', { name: howItWorksCopy.heading }),
      ];
      const positions = () => Promise.all(landmarks.map((landmark) => landmark.boundingBox()));
      const start = await positions();

      // page.clock moves the machine, not the Web Animations timeline: each change's animations,
      // ten minutes long, are paused and set to each point in turn.
      await slowCalmChanges(page);
      for (const band of [...bands.slice(1), bands[0]]) {
        await page.clock.runFor(rotationInterval);
        await expectSelected(page, band);
        for (const progress of [0, 0.25, 0.5, 0.75, 1]) {
          expect(
            await seekAnimations(heroRegion(page), progress),
            'animations of the change',
          ).toBeGreaterThan(0);
          await nextRenderedFrame(page);
          expect(await positions()).toEqual(start);
        }
        await seekAnimations(heroRegion(page), 'end');
      }
      expect(await unexpectedLayoutShift(page)).toBe(0);

      // The probe itself: a real shift of the page's heading is counted.
      await hero.getByRole('heading', { level: 1 }).evaluate((heading: HTMLElement) => {
        heading.style.marginTop = '3rem';
      });
      await nextRenderedFrame(page);
      expect(await unexpectedLayoutShift(page)).toBeGreaterThan(0);
    });
  });
}
