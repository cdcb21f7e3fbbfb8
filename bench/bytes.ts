/**
 * What each route loads, counted as the budgets' tests count it (tests/support/routeLoad.ts): its
 * own code (under Save-Data, nothing is fetched ahead), and, loaded again without Save-Data, what
 * it fetches ahead for the pages it links to. And the floor under a page's own code.
 */
import type { Browser } from '@playwright/test';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { compressFile } from '../scripts/precompress';
import { loadRoute, type BytesByKind, type WireEncoding } from '../tests/support/routeLoad';
import { recordingPage, waitForApp } from './recorder';

/** A route's bytes of JavaScript and CSS per encoding: its own, and of JavaScript fetched ahead. */
export interface RouteBytes {
  readonly path: string;
  readonly own: Readonly<Record<WireEncoding, BytesByKind>>;
  readonly ahead: Readonly<Record<WireEncoding, number>>;
}

/** Loads the route at `path` with Save-Data, then without it until it has asked for every linked page's code. */
export async function measureBytes(browser: Browser, origin: string, path: string): Promise<RouteBytes> {
  const load = async (saveData: boolean) => {
    const context = await browser.newContext();
    const page = await recordingPage(context);
    const ready = async () => {
      await waitForApp(page);
      if (!saveData) await page.waitForFunction(() => !document.querySelector('template[data-route-chunks]'));
    };
    const loaded = await loadRoute(page, `${origin}${path}`, ready, !saveData);
    await context.close();
    return loaded;
  };
  const [own, all] = [await load(true), await load(false)];
  const ahead = all.files.filter((file) => !own.files.some((mine) => mine.url === file.url));
  const sum = (index: number) => ahead.reduce((total, file) => total + (file.bytes[index] ?? 0), 0);
  return { path, own: own.wireBytes, ahead: { gzip: sum(0), brotli: sum(1) } };
}

/** The least a hydrated page with client-side links can be: React DOM hydrating the router's root and one route with a link. */
const floorApp = `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
const rootRoute = createRootRoute({ component: Outlet });
const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => h(Link, { to: '/' }, 'Home') });
hydrateRoot(document, h(RouterProvider, { router: createRouter({ routeTree: rootRoute.addChildren([page]) }) }));
`;

/**
 * The stack's floor in bytes of JavaScript: `floorApp`, built by Vite as the site is and compressed
 * as its files are (scripts/precompress.ts), in each encoding.
 */
export async function measureFloor(): Promise<Record<WireEncoding, number>> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  const entry = '\0floor.js';
  const plugin = { name: 'floor', resolveId: (id: string) => (id === entry ? id : null) };
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [{ ...plugin, load: (id: string) => (id === entry ? floorApp : null) }],
      build: { outDir, modulePreload: false, rollupOptions: { input: entry } },
    });
    const chunks = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.js'));
    const sizes = await Promise.all(
      chunks.map(async (file) => {
        await compressFile(join(outDir, file));
        const size = async (suffix: string) => (await stat(join(outDir, `${file}${suffix}`))).size;
        return [await size('.gz'), await size('.br')];
      }),
    );
    return {
      gzip: sizes.reduce((sum, [gz = 0]) => sum + gz, 0),
      brotli: sizes.reduce((sum, [, br = 0]) => sum + br, 0),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
