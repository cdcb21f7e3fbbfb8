/**
 * `npm run pictures`: a fresh build, then every picture of the site in every engine against its
 * baseline (tests/support/pictures.ts). `-- --update` rewrites only the baselines that changed,
 * recompresses them losslessly (OptiPNG), and records which browser drew each engine's pictures
 * (./pictureRecord.ts); other arguments go to Playwright, e.g. `-- --project=webkit`.
 */
import './failures';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { JSONReport } from '@playwright/test/reporter';
import { browserChanges, drawnByFile, notTaken, recordDrawnBy } from './pictureRecord';

const run = (command: string, args: string[], env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const updating = process.argv.includes('--update');
const playwrightArgs = process.argv
  .slice(2)
  .map((arg) => (arg === '--update' ? '--update-snapshots=changed' : arg));
const pictureFiles = ['tests/e2e/pictures.spec.ts', 'tests/engines/pictures-'];
const reportFile = 'test-results/pictures.json';

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
rmSync(reportFile, { force: true });
const status = run('npx', ['playwright', 'test', ...pictureFiles, ...playwrightArgs], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
});
if (!existsSync(reportFile)) throw new Error('Playwright wrote no report: the lines above say why.');
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JSONReport;
if (updating) {
  recordDrawnBy(report);
  recompressChanged();
  notTaken(report).forEach((line) => console.log(line));
} else browserChanges(report).forEach((line) => console.log(line));
process.exit(status);

/** Each baseline git sees changed or new, recompressed losslessly by OptiPNG (Debian: optipng). */
function recompressChanged() {
  const git = (...args: string[]) =>
    spawnSync('git', args, { encoding: 'utf8' })
      .stdout.split('\n')
      .filter((path) => path.endsWith('.png'));
  const changed = [
    ...git('diff', '--name-only', '--', 'docs/screenshots'),
    ...git('ls-files', '--others', '--exclude-standard', '--', 'docs/screenshots'),
  ];
  // OptiPNG keeps a file's pixels and rewrites it only when it saves bytes.
  if (changed.length > 0 && run('optipng', ['-quiet', '-o2', ...changed]) !== 0) {
    console.log(
      'The changed baselines are not recompressed (they work as they are, only larger): install OptiPNG (sudo apt-get install -y optipng) and run this again to shrink them.',
    );
  }
  console.log(
    changed.length > 0
      ? `${changed.length} baselines changed: look at each, then commit them with ${drawnByFile}.`
      : `No baseline changed: every picture matches its baseline within the comparison's colour threshold (a change that slight, such as a shade of a colour, is not one the pictures see). Commit ${drawnByFile} if it changed.`,
  );
}
