/**
 * `npm run build` makes the site in a staging folder, build/next/, and only its last step
 * (./publish.ts) moves it into dist/ and deploy/, once every step has succeeded: a build that
 * fails changes nothing that `npm start` serves or a host uploads.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routeFiles } from '../hosting/siteFiles.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

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
