/**
 * `npm run bench`: builds the site and serves it as `npm start` does, beside two copies of the
 * same build: without any script (the lower bound) and rendered client-side only (the usual
 * single-page app). Then, for every route: observed loads in real Chromium on the slow phone
 * (./slowPhone.ts), variants alternating, and on the landing page what the hero costs a visitor;
 * Lighthouse (mobile, simulated throttling) for the site and the page without scripts; and the
 * landing page's idle cost in real time. Prints the tables and each target, and writes
 * bench/results/latest.json and latest.md, and a treemap of each route's JavaScript beside them.
 *
 *   npm run bench                          build, 9 observed loads and 3 Lighthouse runs a page
 *   npm run bench -- --runs 15             more observed loads, steadier medians
 *   npm run bench -- --lighthouse-runs 5   more Lighthouse runs
 *   npm run bench -- --skip-build          measure the dist/ already there
 */
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { startServer } from '../scripts/serve';
import { routePaths } from '../scripts/hosting/siteFiles';
import { chromiumArgs, findChromium, recordHydration, waitForHydration } from '../scripts/browser';
import { measureIdleCost } from './idleCost';
import { categories, runLighthouse } from './lighthouseRun';
import { measureMotion, motionTargets } from './motion';
import { observeHero, observeLoad } from './observedLoad';
import { makeCopy } from '../tests/support/siteCopy';
import { withoutPrerenderedContent, withoutScripts } from './pageVariants';
import {
  checkTargets,
  lighthouseMeasured,
  measured,
  pageVariants,
  toMarkdown,
  type BenchResult,
  type RouteResult,
} from './report';
import { loadRoute } from '../tests/support/routeLoad';
import { slowPhone } from './slowPhone';
import { bundleStatsFile, drawTreemap } from './treemaps';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = `${root}bench/results/`;
/** Tries of a load before a figure it did not record is reported missing. */
const attempts = 3;

/** Runs `measure` again while `missing` names a figure it did not record, `attempts` times at most. */
async function repeated<T>(what: string, measure: () => Promise<T>, missing: (result: T) => string | false) {
  for (let attempt = 1; ; attempt++) {
    const result = await measure();
    const lacking = missing(result);
    if (!lacking || attempt === attempts) return result;
    console.warn(`  ${what}: no ${lacking} recorded; loading again.`);
  }
}

/** Every run, by what was measured: `${kind} ${variant} ${path}`. */
const runsOf = new Map<string, unknown[]>();
const record = <T>(key: string, run: T) => (runsOf.set(key, [...(runsOf.get(key) ?? []), run]), run);
const recorded = <T = object>(key: string) => (runsOf.get(key) ?? []) as T[];
const figure = (value: number | null) => (value === null ? 'none' : `${Math.round(value)} ms`);

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '9' },
      'lighthouse-runs': { type: 'string', default: '3' },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const [runs, lighthouseRuns] = (['runs', 'lighthouse-runs'] as const).map((name) => {
    const number = Number(values[name]);
    if (Number.isInteger(number) && number > 0) return number;
    throw new Error(`--${name} must be a whole number above 0; got ${values[name]}.`);
  }) as [number, number];
  const loadAtStart = loadavg()[0] ?? 0;
  if (!values['skip-build']) {
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, BUNDLE_STATS: bundleStatsFile } });
  } else if (!existsSync(`${root}dist/index.html`)) {
    throw new Error(
      '--skip-build measures the build in dist/, and there is none: run `npm run build` first.',
    );
  }

  const copies = await Promise.all(
    [withoutScripts, withoutPrerenderedContent].map((change) => makeCopy(`${root}dist`, change)),
  );
  const [noJavaScript, clientOnly] = copies.map((copy) => startServer(0, '127.0.0.1', copy.directory));
  const origins = {
    site: await startServer(0),
    noJavaScript: await noJavaScript,
    clientOnly: await clientOnly,
  };
  const { executablePath } = findChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });

  // Bytes come from a real page load, lazy chunks included: the same count the budget tests make.
  const bytesPage = await browser.newPage();
  await recordHydration(bytesPage.context());
  const loaded = [];
  for (const path of routePaths)
    loaded.push({ path, ...(await loadRoute(bytesPage, `${origins.site}${path}`, waitForHydration)) });
  await bytesPage.close();
  await mkdir(results, { recursive: true });
  let treemap: string | null = 'treemap.html';
  try {
    const scripts = loaded.map(({ path, files }) => ({
      route: path,
      scriptUrls: files.filter((file) => file.kind === 'javascript').map((file) => file.url),
    }));
    await drawTreemap(scripts, `${results}${treemap}`);
  } catch (error) {
    console.warn(`No treemap: ${(error as Error).message}`);
    treemap = null;
  }

  const profile = `Chromium on a slow phone: ${slowPhone.latencyMs} ms round trip, ${slowPhone.downloadBitsPerSecond / 1e6} Mbit/s down, CPU ${slowPhone.cpuSlowdown}× slower`;
  console.log(
    `\nObserved: ${runs} load(s) of ${routePaths.length} routes × ${pageVariants.length} variants. ${profile}.`,
  );
  // Interleaved, so that a burst of load on the machine hits every variant alike.
  for (let run = 1; run <= runs; run++) {
    for (const path of routePaths) {
      for (const variant of pageVariants) {
        const url = `${origins[variant]}${path}`;
        const hasScripts = variant !== 'noJavaScript';
        const load = await repeated(
          url,
          () => observeLoad(browser, url, hasScripts),
          ({ fcpMs, lcpMs }) => (fcpMs === null ? 'FCP' : lcpMs === null && 'LCP'),
        );
        record(`load ${variant} ${path}`, load);
        console.log(
          `  run ${run} ${path} ${variant}: FCP ${figure(load.fcpMs)}, LCP ${figure(load.lcpMs)}, interactive ${figure(load.interactiveMs)}, long tasks ${figure(load.longTaskMs)}`,
        );
        if (path !== '/') continue;
        const hero = await repeated(
          `${url} (hero)`,
          () => observeHero(browser, url, hasScripts),
          ({ pickShownMs }) => pickShownMs === null && 'first paint',
        );
        record(`hero ${variant}`, hero);
        console.log(
          `  run ${run} hero ${variant}: pick shown ${figure(hero.pickShownMs)} after first paint, click ${hero.clickLatencyMs} ms, arrow ${hero.arrowKeyLatencyMs} ms`,
        );
      }
    }
  }

  console.log(
    `\nLighthouse: ${lighthouseRuns} run(s) of ${routePaths.length} routes, with and without JavaScript.`,
  );
  const chrome = await launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    for (let run = 1; run <= lighthouseRuns; run++) {
      for (const path of routePaths) {
        for (const variant of ['site', 'noJavaScript'] as const) {
          const url = `${origins[variant]}${path}`;
          const { figures } = record(`lighthouse ${variant} ${path}`, await runLighthouse(url, chrome.port));
          const scores = categories.map((category) => figures[category]).join('/');
          console.log(
            `  run ${run} ${path} ${variant}: LCP ${figure(figures.lcpMs)}, TBT ${figure(figures.tbtMs)}, scores ${scores}`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
  }

  console.log(`\nIdle cost of / (real time, about a minute).`);
  const idle = await measureIdleCost(browser, origins.site);
  console.log(`\nMotion of / on the slow phone (real time, about a minute).`);
  const motion = await measureMotion(origins.site);
  const browserVersion = `Chromium ${browser.version()}`;
  await browser.close();
  await Promise.all(copies.map((copy) => copy.remove()));

  const perVariant = <T>(variants: readonly string[], summarize: (variant: string) => T) =>
    Object.fromEntries(variants.map((variant) => [variant, summarize(variant)]));
  const routes = loaded.map(({ path, wireBytes }) => ({
    path,
    observed: perVariant(pageVariants, (variant) => measured(recorded(`load ${variant} ${path}`))),
    lighthouse: perVariant(['site', 'noJavaScript'], (variant) =>
      lighthouseMeasured(recorded(`lighthouse ${variant} ${path}`)),
    ),
    wireBytes,
  })) as unknown as RouteResult[];
  const hero = perVariant(pageVariants, (variant) =>
    measured(recorded(`hero ${variant}`)),
  ) as BenchResult['hero'];
  const { version } = JSON.parse(await readFile(`${root}node_modules/lighthouse/package.json`, 'utf8')) as {
    version: string;
  };
  const result: BenchResult = {
    environment: {
      finishedAt: new Date().toISOString(),
      observedRuns: runs,
      lighthouseRuns,
      profile,
      lighthouse: version,
      browser: browserVersion,
      node: process.versions.node,
      cpus: cpus().length,
      loadAverage: [loadAtStart, loadavg()[0] ?? 0],
    },
    routes,
    hero,
    idle,
    motion,
    targets: [...checkTargets(routes, hero, idle), ...motionTargets(motion)],
    treemap,
  };

  // Formatted as `npm run format` would, so the format check stays green.
  const write = async (file: string, text: string) => {
    const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file });
    await writeFile(file, formatted);
    return formatted;
  };
  await write(`${results}latest.json`, JSON.stringify(result));
  console.log(`\n${await write(`${results}latest.md`, toMarkdown(result))}`);
  console.log('Written to bench/results/latest.json and bench/results/latest.md.');
}

// The servers have no handle to close: the benchmark ends the process when it is done. An error
// is told as its message, not as the source it was thrown from.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`npm run bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
