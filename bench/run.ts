/**
 * `npm run bench`: builds the site and serves it as `npm start` does, beside two copies of the same
 * build (without any script; rendered client-side only). Then: the bytes of every route, its own
 * and fetched ahead (./bytes.ts); observed loads on the slow phone, variants alternating
 * (./loads.ts); Lighthouse, mobile, for the site and the page without scripts; the landing page's
 * idle cost (./idleCost.ts); and every interaction of a visitor's trips, with its motion
 * (./visits.ts). Prints each target, met or missed, and writes bench/results/latest.json and
 * latest.md, with a treemap of each route's JavaScript beside them.
 *
 *   npm run bench                          build, 9 loads and 3 Lighthouse runs a page, 12 trips a mode
 *   npm run bench -- --runs 15 --lighthouse-runs 5 --trips 20
 *   npm run bench -- --skip-build          measure the dist/ already there
 *   npm run bench -- --only visits         one part (bytes, loads, lighthouse, idle, visits); the rest missing
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
import { chromiumArgs, findChromium } from '../scripts/browser';
import { routePaths } from '../scripts/hosting/siteFiles';
import { startServer } from '../scripts/serve';
import { makeCopy } from '../tests/support/siteCopy';
import { bundleStatsFile, drawTreemap, measureBytes } from './bytes';
import { measureIdleCost } from './idleCost';
import { categories, runLighthouse, type LighthouseFigures } from './lighthouseRun';
import { observeLoad, withoutPrerenderedContent, withoutScripts, type ObservedLoad } from './loads';
import { checkTargets, framesOf, interactionRows, summarize, toMarkdown, variantLabels, type BenchResult, type PageVariant } from './report';
import { slowPhone } from './slowPhone';
import { measureVisits } from './visits';

const root = fileURLToPath(new URL('..', import.meta.url));
const results = `${root}bench/results/`;
const parts = ['bytes', 'loads', 'lighthouse', 'idle', 'visits'] as const;

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '9' },
      'lighthouse-runs': { type: 'string', default: '3' },
      trips: { type: 'string', default: '12' },
      only: { type: 'string', multiple: true, default: [...parts] },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const [runs, lighthouseRuns, trips] = (['runs', 'lighthouse-runs', 'trips'] as const).map((name) => {
    const number = Number(values[name]);
    if (Number.isInteger(number) && number > 0) return number;
    throw new Error(`--${name} must be a whole number above 0; got ${values[name]}.`);
  }) as [number, number, number];
  const run = (part: (typeof parts)[number]) => values.only.includes(part);
  const loadAtStart = loadavg()[0] ?? 0;
  if (!values['skip-build']) execSync('npm run build', { stdio: 'inherit', env: { ...process.env, BUNDLE_STATS: bundleStatsFile } });
  else if (!existsSync(`${root}dist/index.html`)) throw new Error('--skip-build measures dist/, and there is none: run `npm run build` first.');

  const copies = await Promise.all([withoutScripts, withoutPrerenderedContent].map((change) => makeCopy(`${root}dist`, change)));
  const origins: Record<PageVariant, string> = {
    site: await startServer(0),
    noJavaScript: await startServer(0, '127.0.0.1', copies[0]?.directory),
    clientOnly: await startServer(0, '127.0.0.1', copies[1]?.directory),
  };
  const variants = Object.keys(variantLabels) as PageVariant[];
  const { executablePath } = findChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const profile = `Slow phone: ${slowPhone.latencyMs} ms round trip, ${slowPhone.downloadBitsPerSecond / 1e6} Mbit/s down, CPU ${slowPhone.cpuSlowdown}× slower`;
  const ms = (value: number | null | undefined) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'missing');

  const bytes = [];
  for (const path of run('bytes') ? routePaths : []) bytes.push(await measureBytes(browser, origins.site, path));
  await mkdir(results, { recursive: true });
  let treemap: string | null = bytes.length ? 'treemap.html' : null;
  await drawTreemap(bytes, `${results}treemap.html`).catch((error: Error) => {
    if (treemap) console.warn(`No treemap: ${error.message}`);
    treemap = null;
  });

  // Interleaved, so that a burst of load on the machine hits every variant alike. A load that
  // recorded no paint is loaded again, twice at most; a figure still missing is reported missing.
  const loads = new Map<string, ObservedLoad[]>();
  const observe = async (key: string, url: string, hasScripts: boolean, hero: boolean) => {
    for (let attempt = 1; ; attempt++) {
      const load = await observeLoad(browser, url, hasScripts, hero);
      const missing = load.fcpMs === null || (hero ? load.pickShownMs === null : load.lcpMs === null);
      if (!missing || attempt === 3) return loads.set(key, [...(loads.get(key) ?? []), load]) && load;
      console.warn(`  ${url}: a figure missing; loading again.`);
    }
  };
  for (let number = 1; number <= (run('loads') ? runs : 0); number++) {
    console.log(`Loads, run ${number} of ${runs} (${profile}).`);
    for (const path of routePaths)
      for (const variant of variants) {
        const load = await observe(`${variant} ${path}`, `${origins[variant]}${path}`, variant !== 'noJavaScript', false);
        console.log(`  ${path} ${variant}: FCP ${ms(load.fcpMs)}, LCP ${ms(load.lcpMs)}, interactive ${ms(load.interactiveMs)}`);
        if (path === '/') await observe(`hero ${variant}`, `${origins[variant]}/`, variant !== 'noJavaScript', true);
      }
  }

  const lighthouse = new Map<string, { figures: LighthouseFigures; failedAudits: string[] }[]>();
  const chrome = run('lighthouse') ? await launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...chromiumArgs] }) : null;
  try {
    for (let number = 1; chrome && number <= lighthouseRuns; number++)
      for (const path of routePaths)
        for (const variant of ['site', 'noJavaScript'] as const) {
          const result = await runLighthouse(`${origins[variant]}${path}`, chrome.port);
          lighthouse.set(`${variant} ${path}`, [...(lighthouse.get(`${variant} ${path}`) ?? []), result]);
          console.log(`  Lighthouse ${number} ${path} ${variant}: ${categories.map((category) => result.figures[category]).join('/')}, TBT ${ms(result.figures.tbtMs)}`);
        }
  } finally {
    chrome?.kill();
  }

  if (run('idle')) console.log('Idle cost of / (real time, about a minute).');
  const idle = run('idle') ? await measureIdleCost(browser, origins.site) : null;
  const browserVersion = `Chromium ${browser.version()}`;
  await browser.close();
  if (run('visits')) console.log(`Visits: ${trips} trips in each mode (${profile}).`);
  const visits = run('visits') ? await measureVisits(origins.site, trips) : null;
  await Promise.all(copies.map((copy) => copy.remove()));

  const lighthouseOf = (key: string) => {
    const all = lighthouse.get(key) ?? [];
    const audits = [...new Set(all.flatMap((each) => each.failedAudits))];
    return { summary: summarize(all.map((each) => each.figures)), failedAudits: audits.map((audit) => `${audit} (${all.filter((each) => each.failedAudits.includes(audit)).length}/${all.length})`) };
  };
  const kinds = { bandChange: ['band', 'arrow'], pageTransition: ['footer', 'brand', 'back', 'forward'] };
  const motionOf = (motion: keyof typeof kinds, mode: string) => framesOf((visits?.interactions ?? []).filter((each) => each.mode === mode && kinds[motion].includes(each.kind)));
  const { version } = JSON.parse(await readFile(`${root}node_modules/lighthouse/package.json`, 'utf8')) as { version: string };
  const measured: Omit<BenchResult, 'targets'> = {
    environment: { finishedAt: new Date().toISOString(), observedRuns: runs, lighthouseRuns, profile, lighthouse: version, browser: browserVersion, node: process.versions.node, cpus: cpus().length, loadAverage: [loadAtStart, loadavg()[0] ?? 0] },
    routes: routePaths.map((path) => ({
      path,
      observed: Object.fromEntries(variants.map((variant) => [variant, summarize(loads.get(`${variant} ${path}`) ?? [])])) as BenchResult['routes'][number]['observed'],
      lighthouse: { site: lighthouseOf(`site ${path}`), noJavaScript: lighthouseOf(`noJavaScript ${path}`) },
    })),
    hero: Object.fromEntries(variants.map((variant) => [variant, summarize(loads.get(`hero ${variant}`) ?? [])])),
    bytes,
    idle,
    visits: visits && { ...visits, rows: interactionRows(visits.interactions) },
    motion: visits && { bandChange: { motion: motionOf('bandChange', 'motion'), reduced: motionOf('bandChange', 'reduced') }, pageTransition: { motion: motionOf('pageTransition', 'motion'), reduced: motionOf('pageTransition', 'reduced') } },
    treemap,
  };
  const result: BenchResult = { ...measured, targets: checkTargets(measured) };
  // Formatted as `npm run format` would, so the format check stays green.
  const write = async (file: string, text: string) => {
    const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file });
    await writeFile(file, formatted);
    return formatted;
  };
  await write(`${results}latest.json`, JSON.stringify(result));
  console.log(`\n${await write(`${results}latest.md`, toMarkdown(result))}`);
  console.log('Written to bench/results/latest.json and latest.md.');
}

// The servers have no handle to close: the bench ends the process when it is done.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`npm run bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
