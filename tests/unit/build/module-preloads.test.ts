/**
 * Each page lists every chunk it runs, from Vite's build manifest, so the browser can fetch them
 * all at once: the entry's own imports, the page's route chunk, and what those import.
 */
import { describe, expect, it } from 'vitest';
import {
  chunkTemplates,
  modulePreloadFiles,
  type BuildManifest,
} from '../../../scripts/build/modulePreloads';
import { integrityOf } from '../../../scripts/build/subresourceIntegrity';

/** The shape of the site's manifest: an entry, React DOM, the app shell and two routes. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    dynamicImports: ['node_modules/react-dom/client.js', 'src/hydrate.tsx'],
  },
  'node_modules/react-dom/client.js': { file: 'assets/client-1.js', imports: ['index.html'] },
  'src/hydrate.tsx': {
    file: 'assets/hydrate-1.js',
    imports: ['node_modules/react-dom/client.js', '_shared-1.js', 'index.html'],
    dynamicImports: ['src/routes/index.tsx?tsr-split=component', 'src/routes/terms.tsx?tsr-split=component'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
  '_LegalPage-1.js': { file: 'assets/LegalPage-1.js', imports: ['src/hydrate.tsx', '_shared-1.js'] },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-1.js',
    imports: ['src/hydrate.tsx', '_shared-1.js'],
  },
  'src/routes/terms.tsx?tsr-split=component': {
    file: 'assets/terms-1.js',
    imports: ['_shared-1.js', '_LegalPage-1.js'],
  },
};

describe('modulePreloadFiles', () => {
  it("lists the app's shell and the page's own chunks, each after what it imports, never the entry or another page's", () => {
    expect(modulePreloadFiles(manifest, ['__root__', '/terms'])).toEqual([
      'assets/client-1.js',
      'assets/shared-1.js',
      'assets/hydrate-1.js',
      'assets/LegalPage-1.js',
      'assets/terms-1.js',
    ]);
  });

  it('lists only the shell for a page that matched no route (the not-found page)', () => {
    expect(modulePreloadFiles(manifest, ['__root__'])).toEqual([
      'assets/client-1.js',
      'assets/shared-1.js',
      'assets/hydrate-1.js',
    ]);
  });

  it('stops the build, naming the route, when a route has no chunk of its own', () => {
    expect(() => modulePreloadFiles(manifest, ['__root__', '/pricing'])).toThrow(
      /route \/pricing \(looked for src\/routes\/pricing\.tsx\?tsr-split=/,
    );
  });

  it('stops the build when the manifest names a chunk it does not list', () => {
    const broken = { ...manifest, 'src/hydrate.tsx': { file: 'assets/hydrate-1.js', imports: ['_gone.js'] } };
    expect(() => modulePreloadFiles(broken, ['__root__'])).toThrow(/_gone\.js/);
  });
});

const bytes = (file: string) => Promise.resolve(new TextEncoder().encode(`code of ${file}`));
/** The preload link for `file`, whose bytes are `bytes(file)`. */
const link = (file: string) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" integrity="${integrityOf(`code of ${file}`)}">`;

describe('chunkTemplates', () => {
  it('writes inert templates of module preload links, each with its integrity: the page’s chunks, then, for each other route, the chunks it runs that the page does not', async () => {
    const routes = ['/', '/terms'].map((path) => ({
      path,
      files: modulePreloadFiles(manifest, ['__root__', path]),
    }));
    const home = ['assets/client-1.js', 'assets/shared-1.js', 'assets/hydrate-1.js', 'assets/routes-1.js'];
    expect(await chunkTemplates(home, routes, bytes)).toBe(
      `<template id="app-chunks">${home.map(link).join('')}</template>` +
        `<template data-route-chunks="/terms">${link('assets/LegalPage-1.js')}${link('assets/terms-1.js')}</template>`,
    );
  });
});
