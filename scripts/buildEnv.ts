/**
 * The build-time variables as every Node process of the project sees them: the environment and
 * the `.env` files, read the way Vite reads them (`.env`, `.env.local`, `.env.[mode]`,
 * `.env.[mode].local`; the environment wins), then validated (src/site/env.ts).
 *
 * vite.config.ts calls {@link loadBuildEnv} with its mode, for the build, the dev server and the
 * unit tests. Everything else that imports the site config outside Vite (the end-to-end tests,
 * the scripts, the benchmark) imports scripts/withBuildEnv.ts first, which does the same for the
 * production build they test or serve.
 */
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { readBuildEnv, type BuildEnv } from '../src/site/env';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Adds the variables of the `.env` files in `directory` (the project's) for `mode` to `process.env` (never replacing one already set),
 * so that child processes and the site config see them too, and returns them validated.
 *
 * @throws InvalidBuildVariableError naming the first variable that is wrong.
 */
export function loadBuildEnv(mode: string, directory = projectRoot): BuildEnv {
  // An empty prefix: every variable, SITE_DEPLOY as well as the VITE_ ones.
  for (const [name, value] of Object.entries(loadEnv(mode, directory, ''))) process.env[name] ??= value;
  return readBuildEnv(process.env);
}
