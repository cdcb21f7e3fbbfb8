import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { loadBuildEnv } from './src/site/env.ts';
import { buildEnvValues } from './scripts/build/buildEnvModule.ts';
import { documents } from './scripts/build/documents.ts';
import { contentChecks, themeColours } from './scripts/build/contentChecks.ts';
import { staged } from './scripts/build/staging.ts';

export default defineConfig(({ mode, isSsrBuild }) => {
  // The environment and the .env files for this mode (the environment wins), validated: fails the
  // build, the dev server and the tests alike, naming the variable at fault.
  const buildEnv = loadBuildEnv(mode);

  return {
    plugins: [
      {
        // Vite wraps each import() in a helper that first fetches the chunk's dependencies; with
        // its preloading off (below) there are none, so the helper only calls the import.
        name: 'no-preload-helper',
        enforce: 'pre',
        load: (id) =>
          id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : null,
      },
      // The bundle gets the variables' values, never the code that reads and checks them.
      buildEnvValues(buildEnv),
      // The words and colours checked first: a mistake stops the build, naming the file and the line.
      contentChecks,
      // index.html's theme-color metas, in the page colours of tokens.css.
      themeColours,
      // The documents in src/content/*.mdx, compiled to React, and their front matter.
      ...documents(),
      // Must come before react(): it generates src/routeTree.gen.ts and splits route components
      // (settings in tsr.config.json, which scripts/routeTree.ts reads too).
      tanstackRouter(),
      react(),
    ],
    resolve: {
      alias: [
        // TanStack's store reads through the shim of useSyncExternalStore kept for React 17 and
        // older; React 19 has it built in, so the shim is bytes every page downloads for nothing.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
      ],
    },
    build: {
      // Staged: dist/ changes only when the whole build has succeeded (scripts/build/staging.ts).
      outDir: staged.dist,
      // One stylesheet for every page: the only render-blocking request, present without JS.
      cssCodeSplit: false,
      // No data: URIs, which a strict Content-Security-Policy would have to allow.
      assetsInlineLimit: 0,
      // Vite's own preloading stays off (its polyfill, and links its helper adds at run time):
      // the prerender writes each page's preload links into its HTML instead, from this
      // manifest, then deletes the manifest (scripts/build/modulePreloads.ts).
      modulePreload: false,
      manifest: !isSsrBuild,
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      setupFiles: ['tests/support/vitest-setup.ts'],
      restoreMocks: true,
      // A test names the WCAG success criteria it proves, `{ tags: ['@wcag1.4.3'] }`, from the
      // list the accessibility report is written from (scripts/accessibility-report.ts).
      tags: (parse(readFileSync('docs/wcag-criteria.yaml', 'utf8')) as { id: string; title: string }[]).map(
        ({ id, title }) => ({ name: `@wcag${id}`, description: `WCAG 2.2 ${id} ${title}` }),
      ),
    },
  };
});
