/**
 * `npm run observatory`: grades the production nginx setup with Mozilla's own HTTP Observatory
 * scanner and prints the grade and score.
 *
 * It serves dist/ with the generated production server block (HTTP → HTTPS redirect, then TLS)
 * on 127.0.0.1 ports 80 and 443 as `localhost`, with a throwaway self-signed certificate that
 * only the scanner is told to trust. The scanner is installed on first use into
 * node_modules/.cache with its install scripts off (they download lists from the internet,
 * which would also break `npm ci`), and is given an empty HSTS preload list: the local host
 * earns no preload bonus, exactly as a site not yet on the list would not. Needs root (ports
 * 80 and 443, which the scanner always uses), nginx and openssl.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { makeCertificate, startNginx } from './nginx-local';
import { nginxFiles, renderNginxServer } from './hosting/nginxConf';

/** The scanner's version, pinned so the grade means the same thing each run. */
const scannerVersion = '1.4.8';
const scannerPackage = '@mdn/mdn-http-observatory';
const root = fileURLToPath(new URL('..', import.meta.url));
const cache = `${root}node_modules/.cache/mdn-http-observatory-${scannerVersion}/`;
const scannerRoot = `${cache}node_modules/${scannerPackage}/`;

/** The grade the site must keep, and the score (Mozilla's maximum without the preload bonus). */
const target = { grade: 'A+', score: 135 };

async function installScanner() {
  if (existsSync(`${scannerRoot}src/scan.js`)) return;
  console.log(`Installing ${scannerPackage}@${scannerVersion} into ${cache} (install scripts off)…`);
  await mkdir(cache, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      cache,
      '--ignore-scripts',
      '--no-save',
      '--no-audit',
      '--no-fund',
      `${scannerPackage}@${scannerVersion}`,
    ],
    { stdio: 'inherit' },
  );
}

interface ScanOutput {
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests?: Record<string, { result: string; scoreModifier: number; pass: boolean }>;
  error?: string;
}

async function main() {
  if (!existsSync(`${root}dist/index.html`) || !existsSync(`${root}deploy/nginx/${nginxFiles.snippet}`)) {
    console.log('No build found: building the site first (npm run build).');
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  await installScanner();
  // The scanner reads this list at start; empty means "not preloaded", with no download.
  await writeFile(`${scannerRoot}conf/hsts-preload.json`, '{}\n');

  const tls = `${cache}tls`;
  await mkdir(tls, { recursive: true });
  makeCertificate(tls);

  const nginx = await startNginx({
    servers: renderNginxServer({
      root: `${root}dist`,
      certificate: `${tls}/cert.pem`,
      certificateKey: `${tls}/key.pem`,
      serverName: 'localhost',
      listen: { http: ['127.0.0.1:80'], https: ['127.0.0.1:443'] },
    }),
    files: { [nginxFiles.snippet]: await readFile(`${root}deploy/nginx/${nginxFiles.snippet}`, 'utf8') },
    ports: [80, 443],
  });
  try {
    // Trust exactly the throwaway certificate, not TLS in general.
    const result = spawnSync(process.execPath, [`${scannerRoot}src/scan.js`, 'localhost'], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: `${tls}/cert.pem` },
      encoding: 'utf8',
    });
    const output = JSON.parse(result.stdout || '{}') as ScanOutput;
    if (!output.scan) throw new Error(`The scan failed: ${output.error ?? result.stderr}`);
    for (const [name, test] of Object.entries(output.tests ?? {})) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(`${test.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(3)}  ${name}: ${test.result}`);
    }
    const { grade, score, testsPassed, testsQuantity } = output.scan;
    console.log(
      `\nMozilla HTTP Observatory: grade ${grade}, score ${score} (${testsPassed}/${testsQuantity} tests passed)`,
    );
    if (grade !== target.grade || score < target.score) {
      console.error(`Below the target of ${target.grade} with at least ${target.score}.`);
      process.exitCode = 1;
    }
  } finally {
    await nginx.stop();
  }
}

await main();
