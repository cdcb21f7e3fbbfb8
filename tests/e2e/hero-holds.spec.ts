/**
 * Scrolling the hero out of view holds its countdown, as the browser's own IntersectionObserver
 * reports it; scrolling back starts a fresh interval. The other holds (hover, a hidden page) and
 * keyboard focus stopping rotation are the machine's rules and the component's wiring
 * (machines/heroMachine.test.ts, src/hero/WaveBands.test.tsx); a headless browser cannot hide a page.
 */
import { rotationInterval } from '../../machines/heroMachine';
import { expect, test } from './fixtures';
import { expectNextAdvanceIn, expectNoAdvance, heroRegion, openHero, rotationButton } from './hero-page';

test.use({ viewport: { width: 800, height: 500 } });

test('scrolled out of view, the hero holds its countdown; scrolled back, a fresh interval starts', async ({
  page,
}) => {
  await openHero(page);
  await page.clock.runFor(2000);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  // Playwright asks an IntersectionObserver of its own, which the browser notifies in the same
  // task as the page's, after it: once it answers, the page has heard too.
  await expect(heroRegion(page)).not.toBeInViewport();
  await expectNoAdvance(page, 'one');

  await rotationButton(page, 'stop').scrollIntoViewIfNeeded();
  await expect(heroRegion(page)).toBeInViewport();
  await expectNextAdvanceIn(page, rotationInterval, 'one');
});
