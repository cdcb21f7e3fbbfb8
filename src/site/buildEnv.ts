import { loadEnv } from 'vite';
import { readBuildEnv } from './env';

/**
 * The validated build-time variables, read the way Vite reads them (`.env`, `.env.local`,
 * `.env.production`, `.env.production.local` in the working folder; the environment wins) for the
 * production build, which is what the scripts and the end-to-end tests run outside Vite serve and
 * test. In the bundle (and in Vitest) this module is replaced by the values the Vite config has
 * validated for its own mode (scripts/build/buildEnvModule.ts), so neither Vite nor zod reaches
 * a browser.
 */
export const buildEnv = readBuildEnv(loadEnv('production', process.cwd(), ''));
