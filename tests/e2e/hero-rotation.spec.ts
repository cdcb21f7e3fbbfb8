/**
 * The hero's rotation in the browser, on a paused clock: the 3000 ms rhythm, a selection
 * restarting it (by touch, and by mouse with its hover hold), and the Stop/Start button with the
 * caption's live setting. docs/design.md, "The hero".
 */
import { rotationInterval } from '../../machines/heroMachine';
import { expect, test } from './fixtures';
import {
  bandRadio,
  expectCountdown,
  expectNextAdvanceIn,
  expectNoAdvance,
  expectSelected,
  openHero,
  rotationButton,
} from './hero-page';

test('advances one → two → three → one, once every rotation interval', async ({ page }) => {
  await openHero(page);
  await expectSelected(page, 'one');
  await expectCountdown(page, 'running');
  await expectNextAdvanceIn(page, rotationInterval, 'one');
  await expectNextAdvanceIn(page, rotationInterval, 'two');
  await expectNextAdvanceIn(page, rotationInterval, 'three');
  await expectSelected(page, 'one');
});

test.describe('a touch tap on a band', () => {
  test.use({ hasTouch: true });

  test('selects it and restarts the countdown: a tap at 2500 ms moves the next advance to 5500 ms', async ({
    page,
  }) => {
    await openHero(page);
    await page.clock.runFor(2500);
    await bandRadio(page, 'two').tap();
    await expectSelected(page, 'two');
    // A finger has no hover: nothing holds the countdown after the tap.
    await expectCountdown(page, 'running');
    await expectNextAdvanceIn(page, rotationInterval, 'two');
  });

  test('on the band already selected restarts the countdown too', async ({ page }) => {
    await openHero(page);
    await page.clock.runFor(2500);
    await bandRadio(page, 'one').tap();
    await expectNextAdvanceIn(page, rotationInterval, 'one');
  });
});

test('a mouse click selects the band; the hover holds the countdown until the pointer leaves', async ({
  page,
}) => {
  await openHero(page);
  await page.clock.runFor(2500);
  await bandRadio(page, 'three').click();
  await expectSelected(page, 'three');
  await expectCountdown(page, 'held');
  await expectNoAdvance(page, 'three');

  await page.mouse.move(0, 0);
  await expectCountdown(page, 'running');
  await expectNextAdvanceIn(page, rotationInterval, 'three');
  // A mouse click is no keyboard focus: rotation carries on.
  await expect(rotationButton(page, 'stop')).toBeVisible();
});

test('Stop holds the band still; Start resumes with a full interval', async ({ page }) => {
  await openHero(page);

  await page.clock.runFor(2000);
  await rotationButton(page, 'stop').click();
  await expect(rotationButton(page, 'start')).toBeVisible();
  await expectCountdown(page, 'stopped');
  await expectNoAdvance(page, 'one');

  // While stopped a click selects and rotation stays stopped.
  await bandRadio(page, 'two').click();
  await page.mouse.move(0, 0);
  await expectNoAdvance(page, 'two');

  await rotationButton(page, 'start').click();
  await expect(rotationButton(page, 'stop')).toBeVisible();
  await expectCountdown(page, 'running');
  await expectNextAdvanceIn(page, rotationInterval, 'two');
});
