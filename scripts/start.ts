/**
 * `npm start`: builds the site if there is no build yet, then serves it on $PORT (default 4173).
 * It refuses a dist/ that is not a whole build (one a build outside `npm run build` left), and
 * says first when the newest build failed or the sources changed after it.
 * `npm start -- --dir deploy/netlify` serves another built folder by the same rules instead.
 */
import './failures';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfMissing, changedSinceBuild, lastFailure, missingFiles, published } from './build/staging';
import { startServer } from './serve';

/** Why dist/ may not show the site as it is now, in a line, or nothing. */
function staleness(): string | undefined {
  if (existsSync(lastFailure)) {
    return `Serving the last good build: the newest build failed, so your latest changes are not in it.\n${readFileSync(lastFailure, 'utf8').trim()}\nFix that, then run npm run build.`;
  }
  const changed = changedSinceBuild();
  return changed
    ? `Serving an old build: ${changed} changed after dist/ was built. Run npm run build to see your changes.`
    : undefined;
}

const port = Number(process.env.PORT ?? '4173');
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535; got ${JSON.stringify(process.env.PORT)}.`);
  process.exit(1);
}
const { dir } = parseArgs({ options: { dir: { type: 'string' } } }).values;
const folder = dir === undefined ? published.dist : `${resolve(dir)}/`;
if (dir === undefined && existsSync(published.dist)) {
  const stale = staleness();
  if (stale) console.warn(`${stale}\n`);
} else if (dir === undefined) buildIfMissing();
const missing = missingFiles(folder);
if (missing.length > 0) {
  console.error(
    `${dir ?? 'dist/'} is not a whole build (it has no ${missing.join(', ')}): run npm run build, then npm start.`,
  );
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
startServer(port, host, folder).then(
  ({ origin }) => console.log(`Serving the built site at ${origin}/ (Ctrl+C to stop)`),
  (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    console.error(`Port ${port} is in use. Stop what is using it, or choose another: PORT=4180 npm start`);
    process.exit(1);
  },
);
