/**
 * `npm run build` makes the site in a staging folder, build/next/, and only its last step
 * (./publish.ts) moves it into dist/ and deploy/, once every step has succeeded: a build that
 * fails changes nothing that `npm start` serves or a host uploads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/** For the commands that need a build: runs `npm run build` first when there is none (or no `also`). */
export function buildIfMissing(...also: string[]) {
  if ([`${published.dist}index.html`, ...also].every((file) => existsSync(file))) return;
  console.log('No build found in dist/: building the site first (npm run build).');
  // The build has said why it failed.
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root }).status !== 0) process.exit(1);
}
