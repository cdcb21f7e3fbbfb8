/**
 * The next page's code, fetched before the visitor asks for it (a link pointed at a moment is the
 * router's intent, as a touch is), on a paused clock: idle time comes only when the test says.
 */
import type { Page } from '@playwright/test';
import { footerLink } from '../support/pages';
import { expect, test, waitForHydration } from './fixtures';
import { pauseClock } from './hero-page';
import { saveData } from '../support/routeLoad';

/** Each linked route's chunks, as the page was served with them. */
async function linkedChunks(page: Page, path: string): Promise<Record<string, string[]>> {
  const html = await (await page.request.get(path)).text();
  const lists = html.matchAll(/<template data-route-chunks="([^"]+)">(.*?)<\/template>/g);
  return Object.fromEntries(
    [...lists].map(([, route = '', links = '']) => [
      route,
      [...links.matchAll(/href="([^"]+)"/g)].map(([, href = '']) => href),
    ]),
  );
}

/** Opens `path` on a paused clock, recording the path of every request it makes; resolves with them. */
async function openRecording(page: Page, path: string) {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  await pauseClock(page);
  await page.goto(path);
  await waitForHydration(page);
  return requested;
}

test('in idle time the page fetches the code of every page it links to and renders them ahead, out of sight, of the accessibility tree and of the page’s height', async ({
  page,
}) => {
  const chunks = await linkedChunks(page, '/terms');
  const requested = await openRecording(page, '/terms');
  const ahead = Object.values(chunks).flat();
  expect(ahead.length).toBeGreaterThan(0);
  // What Chromium gives assistive technology: every named node, in order.
  const cdp = await page.context().newCDPSession(page);
  const spoken = async () =>
    (await cdp.send('Accessibility.getFullAXTree')).nodes
      .filter((node) => !node.ignored && node.name?.value)
      .map((node) => `${node.role?.value}: ${node.name?.value}`);
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  // Every pixel of the page, the visible parts of hidden pages included (a hero caption's own
  // `visibility: visible` shows through its page's `visibility: hidden`).
  const pixels = () => page.screenshot({ fullPage: true });
  const [before, said, drawn, headings] = [
    await height(),
    await spoken(),
    await pixels(),
    page.getByRole('heading', { level: 1, includeHidden: true }),
  ];
  await expect(headings).toHaveCount(1);
  expect(
    ahead.filter((chunk) => requested.has(chunk)),
    'fetched before the page is idle',
  ).toEqual([]);
  await page.clock.runFor(5000);
  await expect.poll(() => ahead.filter((chunk) => !requested.has(chunk))).toEqual([]);
  // Each page linked to, rendered hidden beside this one.
  await expect(headings).toHaveCount(1 + Object.keys(chunks).length);
  expect((await pixels()).equals(drawn), 'the page’s pixels, with pages rendered ahead').toBe(true);
  expect(await spoken(), 'the accessibility tree, with pages rendered ahead').toEqual(said);
  expect(await height(), 'the page’s height, with pages rendered ahead').toBe(before);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a link touched fetches its page’s code at once, ahead of the idle time', async ({ page }) => {
    const chunks = await linkedChunks(page, '/');
    const requested = await openRecording(page, '/');
    const privacy = chunks['/privacy'] ?? [];
    const others = Object.values(chunks)
      .flat()
      .filter((chunk) => !privacy.includes(chunk));
    expect(privacy.length * others.length).toBeGreaterThan(0);
    // On the paused clock the tap's navigation (after the next frame) and idle time never come.
    await footerLink(page, '/privacy').tap();
    await expect.poll(() => privacy.filter((chunk) => !requested.has(chunk))).toEqual([]);
    expect(others.filter((chunk) => requested.has(chunk))).toEqual([]);
  });
});

test('nothing is fetched ahead for a visitor whose browser asks to save data', async ({ page }) => {
  await saveData(page);
  const ahead = Object.values(await linkedChunks(page, '/')).flat();
  const requested = await openRecording(page, '/');
  await footerLink(page, '/privacy').hover();
  await page.clock.runFor(10_000);
  // A request the page makes after that idle time: once it is seen, so is any made before it.
  await page.evaluate(() => fetch('/robots.txt'));
  await expect.poll(() => requested.has('/robots.txt')).toBe(true);
  expect(ahead.filter((chunk) => requested.has(chunk))).toEqual([]);
});
