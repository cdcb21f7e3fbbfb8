/**
 * `npm run build` makes the site in a staging folder, build/next/, and only its last step
 * (./publish.ts) moves it into dist/ and deploy/, once every step has succeeded: a build that
 * fails changes nothing that `npm start` serves or a host uploads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeFiles } from '../hosting/siteFiles.ts';

/** The project's root folder, with its trailing slash. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the site serves and the hosts upload: the last complete build. */
export const published = { dist: `${root}dist/`, deploy: `${root}deploy/` } as const;

/** Where `npm run build` notes why the last build failed (gone once one succeeds); `npm start` reads it. */
export const lastFailure = `${root}build/last-failure.txt`;

/** Where a build is made (build/ is ignored by git). */
export const staged = { dist: `${root}build/next/dist/`, deploy: `${root}build/next/deploy/` } as const;

/** The files a complete build has in its site folder: every route's page, the 404 page and the sitemap. */
const completeBuild = [...routeFiles.map((route) => route.file), '404.html', 'sitemap.xml', 'robots.txt'];

export const missingFiles = (folder: string) =>
  completeBuild.filter((file) => !existsSync(`${folder}${file}`));

/** The files the build reads, whose changes only a new build shows (Vite's .env files among them). */
const envFiles = ['', '.local', '.production', '.production.local'].map((suffix) => `.env${suffix}`);
const sources = ['src', 'machines', 'public', 'index.html', 'vite.config.ts', ...envFiles];

/** The newest of `paths` (folders searched; the tests beside the code, which no build reads, left out), with its time. */
function newest(paths: readonly string[]): { path: string; time: number } | undefined {
  return paths
    .map((path) => join(root, path))
    .filter((path) => existsSync(path))
    .flatMap((path) =>
      statSync(path).isDirectory()
        ? readdirSync(path, { recursive: true, encoding: 'utf8' })
            .filter((file) => !/\.test\.tsx?$/.test(file))
            .map((file) => join(path, file))
        : [path],
    )
    .map((path) => ({ path: path.slice(root.length), time: statSync(path).mtimeMs }))
    .sort((a, b) => b.time - a.time)[0];
}

/** The newest source changed after dist/ was built (a path from the project's root), or nothing. */
export function changedSinceBuild(): string | undefined {
  const changed = newest(sources);
  const built = statSync(`${published.dist}index.html`).mtimeMs;
  return changed && changed.time > built ? changed.path : undefined;
}

function build(why: string) {
  console.log(`${why}: building the site first (npm run build).`);
  // The build has said why it failed.
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root }).status !== 0) process.exit(1);
}

/** For the commands that need a build: runs `npm run build` first when there is none (or no `also`). */
export function buildIfMissing(...also: string[]) {
  if ([`${published.dist}index.html`, ...also].every((file) => existsSync(file))) return;
  build('No build found in dist/');
}

/** For the commands that draw the site as the sources have it: builds first when dist/ is missing, failed last, or older than a source. */
export function buildIfOld() {
  buildIfMissing();
  const changed = changedSinceBuild();
  if (existsSync(lastFailure)) build('The newest build failed');
  else if (changed) build(`${changed} changed after dist/ was built`);
}

/** The type checker's errors as the build's other steps say theirs: "file, line N: what", each its first line. */
export function typeErrors(output: string): string {
  const errors = [...output.matchAll(/^(.+?)\((\d+),\d+\): error TS\d+: (.+)$/gm)];
  return errors.length > 0
    ? errors.map(([, file, line, what]) => `${file}, line ${line}: ${what}`).join('\n')
    : `The type check failed:\n${output.trim()}`;
}
