import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { loadBuildEnv } from './scripts/buildEnv.ts';
import { subresourceIntegrity } from './scripts/build/subresourceIntegrity.ts';
import { entryScriptPriority } from './scripts/build/entryScriptPriority.ts';

export default defineConfig(({ mode }) => {
  // Fails the build, the dev server and the tests alike, naming the variable at fault.
  const buildEnv = loadBuildEnv(mode);

  return {
    plugins: [
      // Must come before react(): it generates src/routeTree.gen.ts and splits route components.
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      react(),
      // Hashes the built HTML's script and stylesheet into `integrity` attributes.
      subresourceIntegrity(),
      entryScriptPriority(),
    ],
    define: {
      __BUILD_ENV__: JSON.stringify(buildEnv),
    },
    build: {
      // One stylesheet for every page: the only render-blocking request, present without JS.
      cssCodeSplit: false,
      // No data: URIs, which a strict Content-Security-Policy would have to allow.
      assetsInlineLimit: 0,
      // The polyfill is an inline-capable script and preload links trip strict CSP in Firefox.
      modulePreload: false,
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      setupFiles: ['tests/support/vitest-setup.ts'],
      restoreMocks: true,
    },
  };
});
