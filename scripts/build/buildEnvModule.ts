/**
 * A Vite plugin that replaces src/site/buildEnv.ts (which reads and validates the build-time
 * variables, for scripts and tests) with their validated values: no validation code, and no
 * `process`, reaches a visitor's browser.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { BuildEnv } from '../../src/site/env.ts';

const buildEnvModule = fileURLToPath(new URL('../../src/site/buildEnv.ts', import.meta.url));

export function buildEnvValues(buildEnv: BuildEnv): Plugin {
  return {
    name: 'downstream:build-env-values',
    enforce: 'pre',
    load: (id) => (id === buildEnvModule ? `export const buildEnv = ${JSON.stringify(buildEnv)};\n` : null),
  };
}
