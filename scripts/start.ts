/**
 * `npm start`: builds the site if there is no build yet, then serves it on $PORT (default 4173).
 * It refuses a dist/ that is not a whole build (one a build outside `npm run build` left).
 * `npm start -- --dir deploy/netlify` serves another built folder by the same rules instead.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { missingFiles, published } from './build/staging';
import { startServer } from './serve';

function readPort(): number {
  const raw = process.env.PORT ?? '4173';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`PORT must be a whole number from 1 to 65535; got ${JSON.stringify(raw)}.`);
    process.exit(1);
  }
  return port;
}

const port = readPort();
const { dir } = parseArgs({ options: { dir: { type: 'string' } } }).values;
const folder = dir === undefined ? published.dist : `${resolve(dir)}/`;
if (dir === undefined && !existsSync(published.dist)) {
  console.log('No build found in dist/: building the site first (npm run build).');
  execSync('npm run build', { stdio: 'inherit' });
}
const missing = missingFiles(folder);
if (missing.length > 0) {
  console.error(
    `${dir ?? 'dist/'} is not a whole build (it has no ${missing.join(', ')}): run npm run build, then npm start.`,
  );
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
startServer(port, host, folder).then(
  (origin) => console.log(`Serving the built site at ${origin}/ (Ctrl+C to stop)`),
  (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use. Stop what is using it, or choose another: PORT=4180 npm start`
        : error,
    );
    process.exit(1);
  },
);
