import { readBuildEnv, type BuildEnv } from './env';

/**
 * The validated build-time variables. Vite's config validates them once and writes them into
 * the bundle as `__BUILD_ENV__`; scripts and end-to-end tests that import the site config
 * outside Vite read the same variables from their own environment instead, into which
 * scripts/withBuildEnv.ts has loaded the `.env` files the way Vite does.
 */
export const buildEnv: BuildEnv =
  typeof __BUILD_ENV__ !== 'undefined' ? __BUILD_ENV__ : readBuildEnv(process.env);
