/**
 * `npm run bench`: builds and serves the site, beside a copy without any script, and measures
 * bytes (./bytes.ts), loads (./loads.ts), Lighthouse and interactions (./visits.ts). Prints each
 * target, met or missed, and writes bench/results/latest.json and latest.md. Its options
 * (--runs, --lighthouse-runs, --trips, --skip-build, --only): docs/performance.md, "Measuring".
 */
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumArgs, findChromium } from '../scripts/browser';
import { routePaths } from '../scripts/hosting/siteFiles';
import { startServer } from '../scripts/serve';
import { makeCopy } from '../tests/support/siteCopy';
import { measureBytes, measureFloor, type RouteBytes } from './bytes';
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
  const load = loadavg()[0];
  if (!values['skip-build']) execSync('npm run build', { stdio: 'inherit' });
  else if (!existsSync(`${root}dist/index.html`)) throw new Error('No dist/: run `npm run build` first.');

  const copy = await makeCopy(`${root}dist`, withoutScripts);
  const [site, noJavaScript] = [await startServer(0), await startServer(0, undefined, copy.directory)];
  const origins = { site: site.origin, noJavaScript: noJavaScript.origin };
  const { executablePath } = findChromium();
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const { latencyMs: rtt, downloadBitsPerSecond: down, cpuSlowdown: cpu } = slowPhone;
  const profile = `${rtt} ms round trip, ${down / 1e6} Mbit/s down, CPU ${cpu}× slower`;
  // Each figure's runs, by route and page.
  const runsOf = new Map<string, unknown[]>();
  const add = (key: string, value: unknown) => runsOf.set(key, [...(runsOf.get(key) ?? []), value]);

  const bytes = run('bytes') ? { floor: await measureFloor(), routes: [] as RouteBytes[] } : null;
  for (const path of bytes ? routePaths : [])
    bytes?.routes.push(await measureBytes(browser, origins.site, path));
  // Interleaved, so that a burst of load on the machine hits both alike.
  for (let number = 1; number <= (run('loads') ? runs : 0); number++) {
    console.log(`Loads, run ${number} of ${runs} (slow phone: ${profile}).`);
    for (const path of routePaths)
      for (const variant of ['site', 'noJavaScript'] as const) {
        const url = `${origins[variant]}${path}`;
        add(`${variant} ${path}`, await observeLoad(browser, url, variant === 'site'));
      }
  }

  const chromeFlags = ['--headless=new', ...chromiumArgs];
  const chrome = run('lighthouse') ? await launch({ chromePath: executablePath, chromeFlags }) : null;
  try {
    for (let number = 1; chrome && number <= lighthouseRuns; number++)
      for (const path of routePaths) {
        console.log(`Lighthouse, run ${number} of ${lighthouseRuns}: ${path}.`);
        add(`lighthouse ${path}`, await runLighthouse(`${origins.site}${path}`, chrome.port));
      }
  } finally {
    chrome?.kill();
  }

  const chromiumVersion = browser.version();
  await browser.close();
  if (run('visits')) console.log(`Visits: ${trips} trips in each mode (slow phone: ${profile}).`);
  const visits = run('visits') ? await measureVisits(origins, trips) : null;
  await copy.remove();

  type Lighthouse = { figures: LighthouseFigures; failedAudits: string[] };
  const loadsOf = (key: string) => summarize((runsOf.get(key) ?? []) as ObservedLoad[]);
  const lighthouseOf = (path: string) => {
    const all = (runsOf.get(`lighthouse ${path}`) ?? []) as Lighthouse[];
    const count = (audit: string) => all.filter((each) => each.failedAudits.includes(audit)).length;
    const audits = [...new Set(all.flatMap((each) => each.failedAudits))];
    const failedAudits = audits.map((audit) => `${audit} (${count(audit)}/${all.length})`);
    return { summary: summarize(all.map((each) => each.figures)), failedAudits };
  };
  const lighthousePackage = await readFile(`${root}node_modules/lighthouse/package.json`, 'utf8');
  const { version } = JSON.parse(lighthousePackage) as { version: string };
  const result: BenchResult = {
    environment: {
      finished: new Date().toISOString(),
      chromium: chromiumVersion,
      node: process.versions.node,
      cpus: cpus().length,
      loadAverage: `${load} → ${loadavg()[0]}`,
      slowPhone: profile,
      loads: runs,
    },
    lighthouse: { version, runs: lighthouseRuns },
    routes: routePaths.map((path) => ({
      path,
      site: loadsOf(`site ${path}`),
      noJavaScript: loadsOf(`noJavaScript ${path}`),
      lighthouse: lighthouseOf(path),
    })),
    bytes,
    visits,
  };
  await mkdir(`${root}bench/results`, { recursive: true });
  await writeFile(`${root}bench/results/latest.json`, JSON.stringify(result, null, 2));
  await writeFile(`${root}bench/results/latest.md`, toMarkdown(result));
  console.log(`${toMarkdown(result)}\nWritten to bench/results/latest.json and latest.md.`);
}

// The servers have no handle to close: the bench ends the process when it is done.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`npm run bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
