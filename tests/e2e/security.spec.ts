/**
 * Every page, served with the production headers, in each way a visitor meets it: no Content-
 * Security-Policy violation (Trusted Types included), no script without its hash (Integrity-Policy
 * reports, which Chromium gives only to the Reporting API), no request to another origin, and
 * links away only where allowed. (Nothing stored: stores-nothing.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { rotationInterval } from '../../machines/heroMachine';
import { heroCopy } from '../../src/content/hero';
import { layoutCopy } from '../../src/content/layout';
import { documentLinks, footerLink, frontmatterOf, missingPage } from '../support/pages';
import { siteConfig } from '../../src/site/config';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { showsHero } from '../support/budgets';
import { expect, recordViolations, test, violations, waitForHydration } from './fixtures';

/** Clicks every band of the hero, when the page has one: styles change at run time. */
async function clickEveryBand(page: Page) {
  for (const band of await page.getByRole('radio').all()) await band.click();
}

/** Links away only to the account site, the listed privacy policies and what the documents link; a new tab gets no handle on the page. */
async function expectLinksAway(page: Page, origin: string) {
  const allowed = new Set([
    siteConfig.account.loginUrl,
    siteConfig.account.signupUrl,
    `mailto:${siteConfig.legalContactEmail}`,
    ...siteConfig.thirdPartyProcessors.map((processor) => processor.privacyPolicyUrl),
    ...documentLinks,
  ]);
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: (anchor as HTMLAnchorElement).href,
      target: anchor.getAttribute('target'),
      rel: anchor.getAttribute('rel') ?? '',
    })),
  );
  expect(links.length).toBeGreaterThan(0);
  const away = links.filter((link) => new URL(link.href).origin !== origin);
  expect(away.map((link) => link.href).filter((href) => !allowed.has(href))).toEqual([]);
  for (const link of links.filter((each) => each.target === '_blank')) {
    expect(link.rel.split(/\s+/), link.href).toContain('noopener');
  }
}

const paths = [...routePaths, missingPage];

/** Where a visitor meets the hero: motion, rotation and its bands change nothing on the other pages. */
const heroPages = routePaths.filter(showsHero);

/**
 * The ways a visitor can meet a page, and the pages where each differs from meeting it at rest:
 * the hero's page for its motion, and for the walk through the app, that page and an address the
 * site does not have (every other page is on the walk's way, or met at rest).
 */
const scenarios: Record<
  string,
  { prepare?: (page: Page) => Promise<void>; exercise: (page: Page) => Promise<void>; on: string[] }
> = {
  'at rest, scrolled to the end, and links away only to the account site, the listed privacy policies and what the documents link':
    {
      on: paths,
      exercise: async (page) => {
        await expectLinksAway(page, new URL(page.url()).origin);
        await clickEveryBand(page);
        // Scrolling brings in the lazy picture and anything else that waits for the viewport.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
      },
    },
  'under reduced motion': {
    on: heroPages,
    prepare: (page) => page.emulateMedia({ reducedMotion: 'reduce' }),
    exercise: clickEveryBand,
  },
  'with the hero rotating': {
    on: heroPages,
    prepare: (page) => page.clock.install(),
    exercise: async (page) => {
      // Each step fires the timer due at that moment: several full rotations of the bands.
      for (let step = 0; step < 7; step += 1) await page.clock.fastForward(rotationInterval);
      await clickEveryBand(page);
      await page.clock.fastForward(rotationInterval * 2);
    },
  },
  'on through the app to the Terms and back, choosing a band by key': {
    on: [...heroPages, missingPage],
    exercise: async (page) => {
      // Gone if a link loads a new document, and with it the record of the first one.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await footerLink(page, '/terms').click();
      await expect(page.getByRole('heading', { level: 1, name: frontmatterOf('terms').title })).toBeVisible();
      await page.getByRole('link', { name: layoutCopy.backHome }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: heroCopy.heading })).toBeVisible();
      const checked = page.getByRole('radio', { checked: true });
      // Focus in the hero stops its rotation: only the key moves the band from here.
      await checked.focus();
      const before = await checked.getAttribute('value');
      await checked.press('ArrowDown');
      await expect(checked).not.toHaveValue(String(before));
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    },
  },
};

for (const path of paths) {
  test.describe(`the page at ${path}`, () => {
    if (path === missingPage) test.use({ expectedConsoleMessages: [/status of 404 \(Not Found\)/] });

    for (const [name, { prepare, exercise, on }] of Object.entries(scenarios)) {
      if (!on.includes(path)) continue;
      test(`keeps to its Content-Security-Policy and Integrity-Policy ${name}`, async ({ page, baseURL }) => {
        await recordViolations(page);
        await prepare?.(page);
        const foreign: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).origin !== new URL(String(baseURL)).origin) foreign.push(request.url());
        });

        await page.goto(path);
        await waitForHydration(page);
        await exercise(page);

        expect(await violations(page)).toEqual([]);
        expect(foreign, 'requests to another origin').toEqual([]);
      });
    }
  });
}

/**
 * What a page must never do, and what the recorder must then see. (Trusted Types, refused in
 * every engine, are shown in the cross-engine table.)
 */
const intrusions = [
  {
    name: 'an inline style, which the policy refuses',
    console: [/inline style violates the following Content Security Policy/],
    act: () => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red; }';
      document.head.append(style);
    },
    // One report per policy that refuses it: the header's and the page's own <meta>.
    seen: [/^style-src-elem blocked inline/, /^style-src-elem blocked inline/],
  },
  {
    name: 'a module script imported without its hash, which the Integrity-Policy reports',
    console: [],
    // One of the app's own chunks, at an address its hash was never given for.
    act: async () => {
      const chunks = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
      await import(`${chunks.at(-1)?.href}?unhashed`);
    },
    seen: [/^integrity-violation blocked \S+\?unhashed \(script\)$/],
  },
];

test.describe('the violation recorder', () => {
  for (const intrusion of intrusions) {
    test.describe(() => {
      test.use({ expectedConsoleMessages: intrusion.console });

      test(`catches ${intrusion.name}`, async ({ page }) => {
        await recordViolations(page);
        await page.goto('/');
        await waitForHydration(page);
        await page.evaluate(intrusion.act);
        await expect
          .poll(() => violations(page))
          .toEqual(intrusion.seen.map((pattern) => expect.stringMatching(pattern)));
      });
    });
  }
});
