/**
 * Enlarging a band never moves anything around the graphic: over a full rotation, frame by frame
 * on the paused clock, the page's layout-shift total stays 0 and the hero, its heading, its call
 * to action and the next section keep their boxes. docs/design.md, "The hero" (CLS 0).
 */
import type { Page } from '@playwright/test';
import { rotationInterval, type Band } from '../../machines/heroMachine';
import { heroCopy } from '../../src/content/hero';
import { howItWorksCopy, startCallToAction } from '../../src/content/landing';
import { expect, test } from './fixtures';
import { expectSelected, heroRegion, nextBand, openHero } from './hero-page';

/** A layout-shift entry (the Layout Instability API; not in TypeScript's DOM types). */
interface LayoutShift {
  /** How much the shift counts towards CLS. */
  readonly value: number;
  /** Whether the visitor's own input caused it (those do not count). */
  readonly hadRecentInput: boolean;
}

/** Where the page keeps the layout-shift total the init script adds up. */
interface ShiftTotal {
  /** Sum of every shift not caused by input since the page began loading. */
  unexpectedLayoutShift: number;
}

/** Sums layout shifts from the first byte on, buffered entries included. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const total = window as unknown as ShiftTotal;
    total.unexpectedLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShift[]) {
        if (!entry.hadRecentInput) total.unexpectedLayoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

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

/** The total so far. */
function unexpectedLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftTotal).unexpectedLayoutShift);
}

/** A phone, where the hero stacks and captions wrap most, and a desktop, where it sits beside the words. */
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 720 },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a full rotation, animations included, shifts nothing on the page', async ({ page }) => {
      await recordLayoutShifts(page);
      await openHero(page);
      const hero = page.getByRole('region', { name: heroCopy.heading });
      const landmarks = [
        heroRegion(page),
        hero.getByRole('heading', { level: 1 }),
        hero.getByRole('link', { name: startCallToAction }),
        page.getByRole('region', { name: howItWorksCopy.heading }),
      ];
      const positions = () => Promise.all(landmarks.map((landmark) => landmark.boundingBox()));
      const start = await positions();

      // Steps short enough to catch each enlargement mid-way, each one rendered by the browser; the
      // last few watch the final enlargement back to band one.
      const step = rotationInterval / 12;
      let band: Band = 'one';
      for (let elapsed = step; elapsed <= 3 * rotationInterval + 5 * step; elapsed += step) {
        await page.clock.runFor(step);
        await nextRenderedFrame(page);
        if (elapsed % rotationInterval === 0) {
          band = nextBand(band);
          await expectSelected(page, band);
        }
        expect(await positions()).toEqual(start);
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
