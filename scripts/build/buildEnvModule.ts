/**
 * A Vite plugin that writes the validated build-time variables into the bundle as the module
 * src/site/buildEnv.ts, in place of its code. The file itself reads and validates the
 * environment (for scripts and tests run outside Vite); in the bundle only the values are left,
 * so no validation code, and no `process`, reaches a visitor's browser.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { BuildEnv } from '../../src/site/env';

/** The module replaced, as Vite resolves it. */
const buildEnvModule = fileURLToPath(new URL('../../src/site/buildEnv.ts', import.meta.url));

/** The module's code in the bundle: the values, validated already by the Vite config. */
function buildEnvModuleCode(buildEnv: BuildEnv): string {
  return `export const buildEnv = ${JSON.stringify(buildEnv)};\n`;
}

export function buildEnvValues(buildEnv: BuildEnv): Plugin {
  return {
    name: 'downstream:build-env-values',
    enforce: 'pre',
    load(id) {
      return id === buildEnvModule ? buildEnvModuleCode(buildEnv) : null;
    },
  };
}
