import { loadBuildEnv } from './env.ts';

/**
 * The validated build-time variables of the production build, which is what the scripts and the
 * end-to-end tests run outside Vite serve and test. In the bundle (and in Vitest) this module is
 * replaced by the values the Vite config has validated for its own mode
 * (scripts/build/buildEnvModule.ts), so neither Vite nor zod reaches a browser.
 */
export const buildEnv = loadBuildEnv('production');
