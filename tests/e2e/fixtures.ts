/**
 * The `test` every end-to-end file uses: it fails any test whose page logged an error or warning
 * (React reports hydration mismatches there), threw, asked another origin for anything, or broke
 * its Content-Security-Policy or Integrity-Policy (./security.spec.ts), so every walk checks them.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';
import { axeTags } from '../support/axe';
import { decideIncomplete } from '../support/pixels';
import { hasRenderedAhead, recordHydration } from '../../scripts/browser';

export { waitForHydration } from '../../scripts/browser';

export const test = base.extend<{ expectedConsoleMessages: RegExp[]; problems: string[] }>({
  // Console messages a test expects and may ignore, such as the 404 page's own status.
  expectedConsoleMessages: [[], { option: true }],
  // Every page notes when the app has hydrated it, for waitForHydration.
  context: async ({ context }, use) => {
    await recordHydration(context);
    await use(context);
  },
  problems: [
    async ({ page, expectedConsoleMessages, baseURL }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (expectedConsoleMessages.some((pattern) => pattern.test(text))) return;
        problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('request', (request) => {
        const { origin } = new URL(request.url());
        if (origin !== new URL(String(baseURL)).origin)
          problems.push(`request to another origin: ${request.url()}`);
      });
      await page.addInitScript(recordViolations);
      await use(problems);
      // Those of the document open at the end: Chromium logs CSP violations on the console too,
      // but Integrity-Policy reports nowhere else.
      problems.push(...(await violations(page)));
      expect(problems, 'console errors, warnings, uncaught exceptions, requests or violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs axe with the site's rule set once animations have settled and the linked pages are
 * rendered ahead (nothing changes the document under it), and expects no violations, and
 * nothing it left for review that its pixels do not decide (../support/pixels.ts).
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.waitForFunction(hasRenderedAhead);
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  const measured = { evaluate: page.evaluate.bind(page), viewport: () => page.screenshot() };
  const review = results.incomplete.map(({ id, nodes }) => ({
    id,
    targets: nodes.map(({ target }) => target.join(' ')),
  }));
  expect(await decideIncomplete(measured, review), 'axe’s review, decided from pixels').toEqual([]);
}

/** Holds back every script (or those matching `scripts`) until `release`: the page before the app has arrived. */
export async function holdScripts(page: Page, scripts = /\.js$/) {
  const held: Route[] = [];
  let holding = true;
  await page.route(scripts, (route) => (holding ? held.push(route) : route.continue()));
  return {
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Makes every calm change take ten minutes (the duration token, set on the root through the CSSOM, which the
 * CSP allows), so a busy machine cannot finish one before the test looks; `false` undoes it.
 */
export async function slowCalmChanges(page: Page, slow = true) {
  await page.evaluate((slow) => {
    const { style } = document.documentElement;
    if (slow) style.setProperty('--duration-calm', '600s');
    else style.removeProperty('--duration-calm');
  }, slow);
}

/** Pauses the animations of `scope` and its descendants at `progress` of the way, or finishes them; resolves with how many. */
export function seekAnimations(scope: Locator, progress: number | 'end') {
  return scope.evaluate((root, to) => {
    const animations = root.getAnimations({ subtree: true });
    for (const animation of animations) {
      if (to === 'end') animation.finish();
      else {
        animation.pause();
        animation.currentTime = to * Number(animation.effect?.getComputedTiming().duration ?? 0);
      }
    }
    return animations.length;
  }, progress);
}

/** Every layout shift since the page began, in order: its CLS value, and whether input caused it (then it does not count). */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as unknown as { value: number; hadRecentInput: boolean }[];
    observer.disconnect();
    return shifts.map(({ value, hadRecentInput }) => ({ value, hadRecentInput }));
  });

/** Run in every document from its first moment: records CSP violations and Integrity-Policy reports. */
function recordViolations() {
  const violations: string[] = [];
  const record = (reports: readonly Report[]) => {
    for (const { type, body } of reports) {
      const { blockedURL, destination, effectiveDirective, sourceFile, lineNumber, sample } =
        body as unknown as Record<string, string | undefined>;
      const where = destination ? `(${destination})` : `at ${sourceFile}:${lineNumber} ${sample}`;
      violations.push(`${effectiveDirective ?? type} blocked ${blockedURL} ${where}`);
    }
  };
  const types = ['csp-violation', 'integrity-violation'];
  // Reports are delivered a little later; taking them also collects those not yet delivered.
  const observer = new ReportingObserver(record, { types, buffered: true });
  observer.observe();
  Object.assign(window, {
    takeViolations: () => {
      record(observer.takeRecords());
      return violations.splice(0);
    },
  });
}

/** Every violation recorded since the last call (none on a page the recorder is not in). */
export const violations = (page: Page) =>
  page.evaluate(() => (window as { takeViolations?: () => string[] }).takeViolations?.() ?? []);
