/**
 * `npm run pictures`: a fresh build, then every picture of the site in every engine against its
 * baseline (tests/support/pictures.ts). `-- --update` rewrites the baselines that changed; other
 * arguments go to Playwright, e.g. `-- --project=webkit`.
 */
import { spawnSync } from 'node:child_process';

const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const playwrightArgs = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
const pictureFiles = ['tests/e2e/pictures.spec.ts', 'tests/engines/pictures-'];
process.exit(
  run('npm', ['run', 'build']) || run('npx', ['playwright', 'test', ...pictureFiles, ...playwrightArgs]),
);
