/**
 * Every page, served with the production headers: no Content-Security-Policy violation (Trusted Types
 * included), no script without its hash (Integrity-Policy reports, which Chromium gives only to the Reporting
 * API) and no request to another origin, which ./fixtures.ts checks in every end-to-end test; and links away
 * only where allowed. (Nothing stored: stores-nothing.spec.ts.)
 */
import { documentLinks, missingPage } from '../support/pages';
import { thirdPartyProcessors } from '../../src/content/processors';
import { siteConfig } from '../../src/site/config';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { expect, test, violations, waitForHydration } from './fixtures';

for (const path of [...routePaths, missingPage]) {
  test.describe(`the page at ${path}`, () => {
    if (path === missingPage) test.use({ expectedConsoleMessages: [/status of 404 \(Not Found\)/] });

    test('keeps to its Content-Security-Policy and Integrity-Policy at rest, scrolled to the end, and links away only to the account site, the listed privacy policies and what the documents link', async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      // Links away only where allowed; a new tab gets no handle on the page.
      const allowed = new Set([
        siteConfig.account.loginUrl,
        siteConfig.account.signupUrl,
        `mailto:${siteConfig.legalContactEmail}`,
        ...thirdPartyProcessors.map((processor) => processor.privacyPolicyUrl),
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
      const away = links.filter((link) => new URL(link.href).origin !== new URL(page.url()).origin);
      expect(away.map((link) => link.href).filter((href) => !allowed.has(href))).toEqual([]);
      for (const link of links.filter((each) => each.target === '_blank')) {
        expect(link.rel.split(/\s+/), link.href).toContain('noopener');
      }
      // Styles change at run time.
      for (const band of await page.getByRole('radio').all()) await band.click();
      // Scrolling brings in the lazy picture and anything else that waits for the viewport.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
    });
  });
}

/** What a page must never do, and what the recorder must then see (Trusted Types: cross-engine.spec.ts). */
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
        await page.goto('/');
        await waitForHydration(page);
        await page.evaluate(intrusion.act);
        // Taken here, not left for the fixture to fail on.
        const seen: string[] = [];
        await expect
          .poll(async () => {
            seen.push(...(await violations(page)));
            return seen;
          })
          .toEqual(intrusion.seen.map((pattern) => expect.stringMatching(pattern)));
      });
    });
  }
});
