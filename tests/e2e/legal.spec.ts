/**
 * What the legal pages need a browser for: a third party's policy really opens in a new tab.
 * (What the documents show is checked in src/documents/DocumentPage.test.tsx; which facts they
 * must state, in tests/unit/specification.test.ts.)
 */
import { layoutCopy } from '../../src/content/layout';
import { expect, test } from './fixtures';

test('a third party’s policy, linked from the Privacy Policy, opens in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/privacy');
  // The browser really opens a new tab (its request to the other site is stopped here).
  await context.route(/^https:\/\//, (route) => route.abort());
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('link', { name: `Privacy Policy ${layoutCopy.opensInNewTab}` })
      .first()
      .click(),
  ]);
  expect(popup).not.toBe(page);
  await popup.close();
});
