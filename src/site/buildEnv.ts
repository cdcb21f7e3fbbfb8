import { readBuildEnv, type BuildEnv } from './env';

/**
 * The validated build-time variables. Scripts and end-to-end tests that import the site config
 * outside Vite read them here from their own environment, into which scripts/withBuildEnv.ts has
 * loaded the `.env` files the way Vite does. In the bundle (and in Vitest) Vite's config has
 * validated them once already, and this module is replaced by their values
 * (scripts/build/buildEnvModule.ts).
 */
export const buildEnv: BuildEnv = readBuildEnv(process.env);
