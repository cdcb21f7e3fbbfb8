/// <reference types="vite/client" />
import type { BuildEnv } from './site/env';

declare global {
  /** The validated build-time variables, written into the bundle by vite.config.ts. */
  const __BUILD_ENV__: BuildEnv | undefined;
}
