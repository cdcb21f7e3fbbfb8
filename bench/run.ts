/**
 * `npm run bench`: builds the site and serves it as `npm start` does, beside two copies of the
 * same build: without any script (the lower bound) and rendered client-side only (the usual
 * single-page app). Then, for every route:
 *
 *   1. observed loads in real Chromium on the slow phone (bench/slowPhone.ts), variants
 *      alternating, and on the landing page what the hero costs a visitor;
 *   2. Lighthouse (mobile, simulated throttling), for the site and the page without scripts;
 *   3. the landing page's idle cost in real time.
 *
 * Prints the tables and each target, and writes bench/results/latest.json and latest.md, and a
 * treemap of each route's JavaScript beside them, treemap.html (bench/treemaps.ts).
 *
 *   npm run bench                          build, 9 observed loads and 3 Lighthouse runs a page
 *   npm run bench -- --runs 15             more observed loads, steadier medians
 *   npm run bench -- --lighthouse-runs 5   more Lighthouse runs
 *   npm run bench -- --skip-build          measure the dist/ already there (and the module sizes
 *                                          its bench build recorded, for the treemaps)
 */
// First: the build-time variables, .env files included, before anything reads the site config.
import '../scripts/withBuildEnv';
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
import { routePaths } from '../scripts/hosting/siteFiles';
import { chromiumArgs, findChromium, waitForHydration } from '../scripts/browser';
import { measureIdleCost } from './idleCost';
import { runLighthouse, type LighthouseFigures } from './lighthouseRun';
import { observeHero, observeLoad, type ObservedHero, type ObservedLoad } from './observedLoad';
import { makeCopy, withoutPrerenderedContent, withoutScripts } from './pageVariants';
import {
  checkTargets,
  lighthouseMedian,
  pageVariants,
  summarize,
  toMarkdown,
  type BenchResult,
  type PageVariant,
  type RouteResult,
} from './report';
import { loadRoute, type RouteLoad } from './routeLoad';
import { slowPhone } from './slowPhone';
import { bundleStatsFile, drawTreemap, type RouteScripts } from './treemaps';

const distDirectory = fileURLToPath(new URL('../dist', import.meta.url));
const resultsDirectory = fileURLToPath(new URL('./results/', import.meta.url));
/** The treemap of every route's JavaScript, in the results folder. */
const treemapFile = 'treemap.html';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '9' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
  },
});

function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number above 0; got ${value}.`);
  return number;
}
const runs = wholeNumber('runs', options.runs);
const lighthouseRuns = wholeNumber('lighthouse-runs', options['lighthouse-runs']);

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
if (!options['skip-build']) {
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, BUNDLE_STATS: bundleStatsFile } });
}

const noJavaScript = await makeCopy(distDirectory, withoutScripts);
const clientOnly = await makeCopy(distDirectory, withoutPrerenderedContent);
const origins: Record<PageVariant, string> = {
  site: await startServer(0),
  noJavaScript: await serveCopy(noJavaScript.directory),
  clientOnly: await serveCopy(clientOnly.directory),
};
const { executablePath } = findChromium();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });

// Bytes come from a real page load, lazy chunks included: the same count the budget tests make.
const bytesPage = await browser.newPage();
const bytes = new Map<string, RouteLoad['wireBytes']>();
const routeScripts: RouteScripts[] = [];
await mkdir(resultsDirectory, { recursive: true });
for (const path of routePaths) {
  const load = await loadRoute(bytesPage, `${origins.site}${path}`, waitForHydration);
  bytes.set(path, load.wireBytes);
  const scriptUrls = load.files.filter((file) => file.kind === 'javascript').map((file) => file.url);
  routeScripts.push({ route: path, scriptUrls });
}
await drawTreemap(routeScripts, `${resultsDirectory}${treemapFile}`);
await bytesPage.close();

const profile = `Chromium on a slow phone: ${slowPhone.latencyMs} ms round trip, ${slowPhone.downloadBitsPerSecond / 1e6} Mbit/s down, CPU ${slowPhone.cpuSlowdown}× slower`;
console.log(
  `\nObserved: ${runs} load(s) of ${routePaths.length} routes × ${pageVariants.length} variants. ${profile}.`,
);
const loads = new Map<string, ObservedLoad[]>();
const heroRuns = new Map<PageVariant, ObservedHero[]>();
// Interleaved, so that a burst of load on the machine hits every variant alike.
for (let run = 1; run <= runs; run++) {
  for (const path of routePaths) {
    for (const variant of pageVariants) {
      const hasScripts = variant !== 'noJavaScript';
      const load = await observeLoad(browser, `${origins[variant]}${path}`, hasScripts);
      loads.set(`${variant}${path}`, [...(loads.get(`${variant}${path}`) ?? []), load]);
      const interactive =
        load.interactiveMs === null ? '' : `, interactive ${Math.round(load.interactiveMs)} ms`;
      console.log(
        `  run ${run} ${path} ${variant}: FCP ${Math.round(load.fcpMs)} ms, LCP ${Math.round(load.lcpMs)} ms${interactive}, long tasks ${Math.round(load.longTaskMs)} ms`,
      );
      if (path === '/') {
        const hero = await observeHero(browser, `${origins[variant]}/`, hasScripts);
        heroRuns.set(variant, [...(heroRuns.get(variant) ?? []), hero]);
        console.log(
          `  run ${run} hero ${variant}: pick shown ${Math.round(hero.pickShownMs)} ms after first paint, click ${hero.clickLatencyMs} ms, arrow ${hero.arrowKeyLatencyMs} ms`,
        );
      }
    }
  }
}

console.log(
  `\nLighthouse: ${lighthouseRuns} run(s) of ${routePaths.length} routes, with and without JavaScript.`,
);
const chrome = await launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
const figures = new Map<string, LighthouseFigures[]>();
try {
  for (let run = 1; run <= lighthouseRuns; run++) {
    for (const path of routePaths) {
      for (const variant of ['site', 'noJavaScript'] as const) {
        const result = await runLighthouse(`${origins[variant]}${path}`, chrome.port);
        figures.set(`${variant}${path}`, [...(figures.get(`${variant}${path}`) ?? []), result]);
        console.log(
          `  run ${run} ${path} ${variant}: LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, scores ${Object.values(result.scores).join('/')}`,
        );
      }
    }
  }
} finally {
  chrome.kill();
}

console.log(`\nIdle cost of / (real time, about a minute).`);
const idle = await measureIdleCost(browser, origins.site);
const browserVersion = `Chromium ${browser.version()}`;
await browser.close();
await Promise.all([noJavaScript.remove(), clientOnly.remove()]);

const routes: RouteResult[] = routePaths.map((path) => {
  const observed = (variant: PageVariant) => {
    const variantRuns = loads.get(`${variant}${path}`) ?? [];
    return { runs: variantRuns, summary: summarize(variantRuns) };
  };
  const simulated = (variant: 'site' | 'noJavaScript') => {
    const variantRuns = figures.get(`${variant}${path}`) ?? [];
    return { median: lighthouseMedian(variantRuns), runs: variantRuns };
  };
  return {
    path,
    observed: {
      site: observed('site'),
      noJavaScript: observed('noJavaScript'),
      clientOnly: observed('clientOnly'),
    },
    lighthouse: { site: simulated('site'), noJavaScript: simulated('noJavaScript') },
    wireBytes: bytes.get(path) ?? { gzip: { javascript: 0, css: 0 }, brotli: { javascript: 0, css: 0 } },
  };
});
const heroOf = (variant: PageVariant) => {
  const variantRuns = heroRuns.get(variant) ?? [];
  return { runs: variantRuns, summary: summarize(variantRuns) };
};
const hero = { site: heroOf('site'), noJavaScript: heroOf('noJavaScript'), clientOnly: heroOf('clientOnly') };

const result: BenchResult = {
  environment: {
    finishedAt: new Date().toISOString(),
    observedRuns: runs,
    lighthouseRuns,
    profile,
    lighthouse: await lighthouseVersion(),
    browser: browserVersion,
    node: process.versions.node,
    cpus: cpus().length,
    loadAverage: [loadAtStart, loadavg()[0] ?? 0],
  },
  routes,
  hero,
  idle,
  targets: checkTargets(routes, hero, idle),
  treemap: treemapFile,
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
