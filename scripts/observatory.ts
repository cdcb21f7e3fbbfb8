/**
 * `npm run observatory`: Mozilla's HTTP Observatory grades the production nginx setup (dist/ and
 * the generated server block, on 127.0.0.1:80 and :443 as `localhost`, with a throwaway
 * certificate only the scanner trusts, and an empty HSTS preload list). The scanner is installed
 * on first use into node_modules/.cache, its install scripts off. Needs root, nginx and openssl.
 */
import './failures';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { buildIfMissing, root } from './build/staging';
import { makeCertificate, startNginx } from './nginx-local';
import { nginxFiles, renderNginxServer } from './hosting/nginxConf';

/** The scanner, its version pinned so the grade means the same thing each run. */
const scanner = '@mdn/mdn-http-observatory@1.4.8';
const cache = `${root}node_modules/.cache/mdn-http-observatory-1.4.8/`;
const scannerRoot = `${cache}node_modules/@mdn/mdn-http-observatory/`;
const snippet = `${root}deploy/nginx/${nginxFiles.snippet}`;

/** The grade the site must keep, and the score (Mozilla's maximum without the preload bonus). */
const target = { grade: 'A+', score: 135 };

buildIfMissing(snippet);
if (!existsSync(`${scannerRoot}src/scan.js`)) {
  console.log(`Installing ${scanner} into ${cache} (install scripts off)…`);
  // npm installs under --prefix only into a folder that exists.
  await mkdir(cache, { recursive: true });
  const flags = ['--prefix', cache, '--ignore-scripts', '--no-save', '--no-audit', '--no-fund'];
  execFileSync('npm', ['install', ...flags, scanner], { stdio: 'inherit' });
}
// The scanner reads this list at start; empty means "not preloaded", with no download.
await writeFile(`${scannerRoot}conf/hsts-preload.json`, '{}\n');

const tls = `${cache}tls`;
await mkdir(tls, { recursive: true });
const certificates = makeCertificate(tls);
const nginx = await startNginx(
  renderNginxServer({
    root: `${root}dist`,
    ...certificates,
    serverName: 'localhost',
    listen: { http: ['127.0.0.1:80'], https: ['127.0.0.1:443'] },
  }),
);
try {
  // Trust exactly the throwaway certificate, not TLS in general.
  const output = execFileSync(process.execPath, [`${scannerRoot}src/scan.js`, 'localhost'], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificates.certificate },
    encoding: 'utf8',
  });
  type Scan = { grade: string; score: number; testsPassed: number; testsQuantity: number };
  type Test = { result: string; scoreModifier: number; pass: boolean };
  type Report = { scan?: Scan; tests?: Record<string, Test>; error?: string };
  const { scan, tests = {}, error } = JSON.parse(output || '{}') as Report;
  if (!scan) throw new Error(`The scan failed: ${error ?? 'no result'}`);
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(`${test.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(3)}  ${name}: ${test.result}`);
  }
  console.log(
    `\nMozilla HTTP Observatory: grade ${scan.grade}, score ${scan.score} (${scan.testsPassed}/${scan.testsQuantity} tests passed)`,
  );
  if (scan.grade !== target.grade || scan.score < target.score) {
    console.error(`Below the target of ${target.grade} with at least ${target.score}.`);
    process.exitCode = 1;
  }
} finally {
  await nginx.stop();
}
