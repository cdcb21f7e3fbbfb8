/**
 * `npm run bench`: builds the site and serves it as `npm start` does, beside a copy of the same
 * build without any script. Then: the bytes of every route, its own and fetched ahead (./bytes.ts);
 * loads on the slow phone, the two alternating (./loads.ts); Lighthouse, mobile, for the site; and
 * every interaction of a visitor's trips (./visits.ts). Prints each target, met or missed, and
 * writes bench/results/latest.json and latest.md.
 *
 *   npm run bench                          build, 5 loads and 2 Lighthouse runs a page, 6 trips a mode
 *   npm run bench -- --runs 9 --lighthouse-runs 3 --trips 12
 *   npm run bench -- --skip-build          measure the dist/ already there
 *   npm run bench -- --only visits         one part (bytes, loads, lighthouse, visits); the rest missing
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
import { measureBytes } from './bytes';
import { runLighthouse, type LighthouseFigures } from './lighthouseRun';
import { observeLoad, withoutScripts, type ObservedLoad } from './loads';
import { summarize, toMarkdown, type BenchResult } from './report';
import { slowPhone } from './slowPhone';
import { measureVisits } from './visits';

const root = fileURLToPath(new URL('..', import.meta.url));
const parts = ['bytes', 'loads', 'lighthouse', 'visits'] as const;

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'lighthouse-runs': { type: 'string', default: '2' },
      trips: { type: 'string', default: '6' },
      only: { type: 'string', multiple: true, default: [...parts] },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const [runs, lighthouseRuns, trips] = (['runs', 'lighthouse-runs', 'trips'] as const).map((name) => {
    if (/^[1-9]\d*$/.test(values[name])) return Number(values[name]);
    throw new Error(`--${name} must be a whole number above 0; got ${values[name]}.`);
  }) as [number, number, number];
  const run = (part: (typeof parts)[number]) => values.only.includes(part);
  const loadAtStart = loadavg()[0] ?? 0;
  if (!values['skip-build']) execSync('npm run build', { stdio: 'inherit' });
  else if (!existsSync(`${root}dist/index.html`))
    throw new Error('There is no dist/: run `npm run build` first.');

  const copy = await makeCopy(`${root}dist`, withoutScripts);
  const origins = {
    site: await startServer(0),
    noJavaScript: await startServer(0, '127.0.0.1', copy.directory),
  };
  const { executablePath } = findChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const { latencyMs, downloadBitsPerSecond, cpuSlowdown } = slowPhone;
  const profile = `${latencyMs} ms round trip, ${downloadBitsPerSecond / 1e6} Mbit/s down, CPU ${cpuSlowdown}× slower`;

  const bytes = [];
  for (const path of run('bytes') ? routePaths : [])
    bytes.push(await measureBytes(browser, origins.site, path));
  // Interleaved, so that a burst of load on the machine hits both alike.
  const loads = new Map<string, ObservedLoad[]>();
  for (let number = 1; number <= (run('loads') ? runs : 0); number++) {
    console.log(`Loads, run ${number} of ${runs} (slow phone: ${profile}).`);
    for (const path of routePaths)
      for (const variant of ['site', 'noJavaScript'] as const) {
        const load = await observeLoad(browser, `${origins[variant]}${path}`, variant === 'site');
        loads.set(`${variant} ${path}`, [...(loads.get(`${variant} ${path}`) ?? []), load]);
      }
  }

  const lighthouse = new Map<string, { figures: LighthouseFigures; failedAudits: string[] }[]>();
  const chromeFlags = ['--headless=new', ...chromiumArgs];
  const chrome = run('lighthouse') ? await launch({ chromePath: executablePath, chromeFlags }) : null;
  try {
    for (let number = 1; chrome && number <= lighthouseRuns; number++)
      for (const path of routePaths) {
        console.log(`Lighthouse, run ${number} of ${lighthouseRuns}: ${path}.`);
        const result = await runLighthouse(`${origins.site}${path}`, chrome.port);
        lighthouse.set(path, [...(lighthouse.get(path) ?? []), result]);
      }
  } finally {
    chrome?.kill();
  }

  const browserVersion = `Chromium ${browser.version()}`;
  await browser.close();
  if (run('visits')) console.log(`Visits: ${trips} trips in each mode (slow phone: ${profile}).`);
  const visits = run('visits') ? await measureVisits(origins.site, trips) : null;
  await copy.remove();

  const lighthouseOf = (path: string) => {
    const all = lighthouse.get(path) ?? [];
    const audits = [...new Set(all.flatMap((each) => each.failedAudits))];
    const count = (audit: string) => all.filter((each) => each.failedAudits.includes(audit)).length;
    return {
      summary: summarize(all.map((each) => each.figures)),
      failedAudits: audits.map((audit) => `${audit} (${count(audit)}/${all.length})`),
    };
  };
  const lighthouseJson = `${root}node_modules/lighthouse/package.json`;
  const { version } = JSON.parse(await readFile(lighthouseJson, 'utf8')) as { version: string };
  const result: BenchResult = {
    environment: {
      finished: new Date().toISOString(),
      browser: browserVersion,
      node: process.versions.node,
      cpus: cpus().length,
      loadAverage: `${loadAtStart.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
      slowPhone: profile,
      loads: runs,
      lighthouse: version,
      lighthouseRuns,
    },
    routes: routePaths.map((path) => ({
      path,
      site: summarize(loads.get(`site ${path}`) ?? []),
      noJavaScript: summarize(loads.get(`noJavaScript ${path}`) ?? []),
      lighthouse: lighthouseOf(path),
    })),
    bytes,
    visits,
  };
  // Formatted as `npm run format` would, so the format check stays green.
  const write = async (file: string, text: string) => {
    const formatted = await format(text, { ...(await resolveConfig(file)), filepath: file });
    await writeFile(file, formatted);
    return formatted;
  };
  await mkdir(`${root}bench/results`, { recursive: true });
  await write(`${root}bench/results/latest.json`, JSON.stringify(result));
  console.log(`\n${await write(`${root}bench/results/latest.md`, toMarkdown(result))}`);
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
