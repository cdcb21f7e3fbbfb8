/**
 * `npm run bench`: builds the site, serves it as `npm start` does (gzip included) and, beside
 * it, the same build with every script removed; runs Lighthouse on every route of both, then
 * measures the landing page's idle cost in a real browser. Prints the table and each target,
 * and writes bench/results/latest.json and latest.md.
 *
 *   npm run bench                      build, then 5 Lighthouse runs per page
 *   npm run bench -- --runs 9          more runs, steadier medians
 *   npm run bench -- --skip-build      measure the dist/ already there
 */
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { execSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { createSiteServer, startServer } from '../scripts/serve';
import { routePaths } from '../src/site/pages';
import { waitForHydration } from '../tests/e2e/fixtures';
import { chromiumArgs, findChromium } from '../tests/support/browser';
import { measureIdleCost } from './idleCost';
import { runLighthouse, type LighthouseFigures } from './lighthouseRun';
import { makeNoJavaScriptCopy } from './noJavaScriptCopy';
import { checkTargets, medianOf, toMarkdown, type BenchResult, type RouteResult } from './report';
import { loadRoute, type RouteLoad } from './routeLoad';

const distDirectory = fileURLToPath(new URL('../dist', import.meta.url));
const resultsDirectory = fileURLToPath(new URL('./results/', import.meta.url));

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number above 0; got ${options.runs}.`);

/** Serves a folder exactly as `npm start` serves dist/, on a free port. */
async function serveCopy(directory: string): Promise<string> {
  const server = createSiteServer(directory);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function lighthouseVersion(): Promise<string> {
  const manifest = new URL('../node_modules/lighthouse/package.json', import.meta.url);
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

const loadAtStart = loadavg()[0] ?? 0;
if (!options['skip-build']) execSync('npm run build', { stdio: 'inherit' });

const siteOrigin = await startServer(0);
const noJavaScript = await makeNoJavaScriptCopy(distDirectory);
const noJavaScriptOrigin = await serveCopy(noJavaScript.directory);
const { executablePath } = findChromium();

// Bytes come from a real page load, lazy chunks included: the same count the budget tests make.
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const bytesPage = await browser.newPage();
const bytes = new Map<string, RouteLoad['gzipBytes']>();
for (const origin of [siteOrigin, noJavaScriptOrigin]) {
  for (const path of routePaths) {
    // The copy without scripts never hydrates: it is ready once the network is quiet.
    const ready = origin === siteOrigin ? waitForHydration : async () => {};
    const load = await loadRoute(bytesPage, `${origin}${path}`, ready);
    bytes.set(`${origin}${path}`, load.gzipBytes);
  }
}
await bytesPage.close();

console.log(`\nLighthouse: ${runs} run(s) of ${routePaths.length} routes, with and without JavaScript.`);
const chrome = await launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
const figures = new Map<string, LighthouseFigures[]>();
try {
  // Interleaved, so that a burst of load on the machine hits both variants alike.
  for (let run = 1; run <= runs; run++) {
    for (const path of routePaths) {
      for (const origin of [siteOrigin, noJavaScriptOrigin]) {
        const url = `${origin}${path}`;
        const result = await runLighthouse(url, chrome.port);
        figures.set(url, [...(figures.get(url) ?? []), result]);
        console.log(
          `  run ${run} ${path} ${origin === siteOrigin ? 'site ' : 'no JS'}: LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, scores ${Object.values(result.scores).join('/')}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
}

console.log(`\nIdle cost of / (real time, about a minute).`);
const idle = await measureIdleCost(browser, siteOrigin);
const browserVersion = `Chromium ${browser.version()}`;
await browser.close();
await noJavaScript.remove();

const routes: RouteResult[] = routePaths.map((path) => {
  const variant = (origin: string) => ({
    median: medianOf(figures.get(`${origin}${path}`) ?? []),
    gzipBytes: bytes.get(`${origin}${path}`) ?? { javascript: 0, css: 0 },
    runs: figures.get(`${origin}${path}`) ?? [],
  });
  const site = variant(siteOrigin);
  const lowerBound = variant(noJavaScriptOrigin);
  return { path, site, noJavaScript: lowerBound, lcpRatio: site.median.lcpMs / lowerBound.median.lcpMs };
});

const result: BenchResult = {
  environment: {
    finishedAt: new Date().toISOString(),
    runs,
    lighthouse: await lighthouseVersion(),
    browser: browserVersion,
    node: process.versions.node,
    cpus: cpus().length,
    loadAverage: [loadAtStart, loadavg()[0] ?? 0],
  },
  routes,
  idle,
  targets: checkTargets(routes, idle),
};

/** Writes a results file formatted as `npm run format` would, so the format check stays green. */
async function writeFormatted(path: string, text: string): Promise<string> {
  const formatted = await format(text, { ...(await resolveConfig(path)), filepath: path });
  await writeFile(path, formatted);
  return formatted;
}

await mkdir(resultsDirectory, { recursive: true });
await writeFormatted(`${resultsDirectory}latest.json`, JSON.stringify(result));
const markdown = await writeFormatted(`${resultsDirectory}latest.md`, toMarkdown(result));
console.log(`\n${markdown}`);
console.log('Written to bench/results/latest.json and bench/results/latest.md.');
// The site's server has no handle to close; the benchmark is done.
process.exit(0);
