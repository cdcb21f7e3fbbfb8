/** Server entry, used only by scripts/prerender.ts at build time to write each page's HTML. */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './navigation/router';
import { matchedPage, matchesNoPage } from './site/head';
import type { PageMeta } from './site/pages';

export { canonicalUrl } from './site/pages';

/** Every route's path, as the router's route tree (one file a route in src/routes/) has them. */
export function routePaths(): string[] {
  return Object.keys(createAppRouter(createMemoryHistory()).routesByPath);
}

/** A prerendered page: its head tags, its body markup and the status to serve it with. */
export interface RenderedPage {
  /** The `<title>`, `<meta>` and `<link>` elements of the page's head (src/site/head.ts), for `<head>`. */
  readonly head: string;
  /** The markup that goes inside `<div id="root">`. */
  readonly body: string;
  /** 200 for a page, 404 for an address the site does not have, 500 if rendering failed. */
  readonly statusCode: number;
  /** The routes the page matched, root first, by id ("__root__", "/terms"): whose code it runs. */
  readonly routeIds: readonly string[];
  /** What the page says about itself; absent for an address the site does not have. */
  readonly page?: PageMeta;
}

/**
 * React renders the head tags where `PageHead` (src/routes/__root.tsx) stands, and hoists them: rendering only
 * part of a document, it writes them first. They are split off here to go in `<head>`.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const [hoisted = ''] = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/.exec(html) ?? [];
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/** The page at `url`, rendered as the browser will hydrate it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const { head, body } = splitHoistedHead(
    renderToString(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
  const { matches } = router.state;
  const notFound = matchesNoPage(matches);
  const failed = matches.some((match) => match.status === 'error');
  return {
    head,
    body,
    statusCode: failed ? 500 : notFound ? 404 : 200,
    routeIds: matches.map((match) => match.routeId),
    ...(notFound ? {} : { page: matchedPage(matches) }),
  };
}
