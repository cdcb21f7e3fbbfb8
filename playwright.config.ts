import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromiumArgs, findChromium } from './scripts/browser';
import { freePort } from './scripts/nginx-local';
import type { EngineName } from './tests/engines/engine';

/**
 * Port of the production build the end-to-end tests run against: `$E2E_PORT`, or one the system
 * finds free, so that the server tested is this build, never a program already listening. Kept
 * in the environment, so the workers, which load this file again, use the same one.
 */
const portGiven = process.env.E2E_PORT !== undefined;
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const browser = findChromium();
// Every browser draws with DejaVu alone, the fonts the pictures' baselines were made with
// (tests/support/fonts.conf; Debian's fonts-dejavu-core and -extra, which .ci/run installs).
if (existsSync('/usr/share/fonts/truetype/dejavu')) {
  process.env.FONTCONFIG_FILE ??= `${import.meta.dirname}/tests/support/fonts.conf`;
}

export default defineConfig<object, { engineName: EngineName }>({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at every start, and npm test keeps its summary beside it.
  outputDir: 'test-results/playwright',
  // Each engine's pictures' baselines (tests/support/pictures.ts), by the project, which is the engine.
  // A missing baseline fails: `npm run pictures -- --update` writes it, to be looked at and committed.
  snapshotPathTemplate: 'docs/screenshots/{projectName}/{arg}{ext}',
  updateSnapshots: 'none',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // The HTML report shows a changed picture beside its baseline: npx playwright show-report test-results/report
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/report' }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    // What a blind visitor hears: GNOME Orca reading the build in Firefox ESR and Chromium, each
    // on a desktop of its own; one visit per browser, its rows in order (tests/screen-reader).
    // Listed first: its visits hold one worker, and so run beside the other projects' tests, not
    // alone at the end with the other worker idle.
    { name: 'screen-reader', testDir: 'tests/screen-reader', fullyParallel: false, timeout: 60_000 },
    // Chromium: the end-to-end tests (tests/e2e) and the cross-engine checks (tests/engines).
    {
      name: 'chromium',
      testDir: 'tests',
      testMatch: ['e2e/**/*.spec.ts', 'engines/**/*.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: browser.executablePath, args: chromiumArgs },
        engineName: 'chromium',
      },
    },
    // The same cross-engine checks in Gecko (Firefox) and WebKit (WebKitGTK), through their own
    // drivers (tests/engines/drivers); a browser launch takes seconds, so they get more time.
    { name: 'gecko', testDir: 'tests/engines', timeout: 60_000, use: { engineName: 'gecko' } },
    { name: 'webkit', testDir: 'tests/engines', timeout: 60_000, use: { engineName: 'webkit' } },
    // The hosts' own runtimes serving the build (npm start's server, nginx, Cloudflare Pages'
    // workerd), each held to the same table of requests; HTTP only, no browser.
    { name: 'hosts', testDir: 'tests/hosts' },
  ],
  webServer: {
    // The same server `npm start` runs, on the build `npm test` has just made.
    command: 'npx tsx scripts/start.ts',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    // Only a server on a port given by hand is reused (outside CI): one started there on purpose.
    reuseExistingServer: portGiven && !process.env.CI,
    timeout: 180_000,
  },
});
