/**
 * `npm start`: builds the site if there is no build yet, then serves it on $PORT (default 4173).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve';

const builtHome = fileURLToPath(new URL('../dist/index.html', import.meta.url));

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
if (!existsSync(builtHome)) {
  console.log('No build found in dist/: building the site first (npm run build).');
  execSync('npm run build', { stdio: 'inherit' });
}
const host = process.env.HOST ?? '127.0.0.1';
startServer(port, host).then(
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
