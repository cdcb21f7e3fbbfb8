/**
 * Import this first, before anything that reads the site config: it loads the build-time
 * variables of the production build into `process.env` (see ./buildEnv.ts), and stops with a
 * message naming the variable if one is wrong.
 */
import { loadBuildEnv } from './buildEnv';

loadBuildEnv('production');
