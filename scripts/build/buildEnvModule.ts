/**
 * A Vite plugin that writes the validated build-time variables into the bundle as the module
 * src/site/buildEnv.ts, in place of its code, which reads and validates them itself (for scripts
 * and tests run outside Vite). In the bundle only the values are left: no validation code, and
 * no `process`, reaches a visitor's browser.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { BuildEnv } from '../../src/site/env.ts';

/** The module replaced, as Vite resolves it. */
const buildEnvModule = fileURLToPath(new URL('../../src/site/buildEnv.ts', import.meta.url));

export function buildEnvValues(buildEnv: BuildEnv): Plugin {
  return {
    name: 'downstream:build-env-values',
    enforce: 'pre',
    load: (id) => (id === buildEnvModule ? `export const buildEnv = ${JSON.stringify(buildEnv)};\n` : null),
  };
}
