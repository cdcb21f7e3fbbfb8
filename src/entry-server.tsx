/** Server entry, used only by scripts/prerender.ts at build time to write each page's HTML. */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createAppRouter } from './navigation/router';
import { shareImage } from './content/shareImage';
import { matchedPage, matchesNoPage, type MetaTag } from './site/head';
import { HeadTags } from './site/HeadTags';
import type { PageMeta } from './site/pages';
import { siteConfig } from './site/config';

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
  /** The first line of the first error React met rendering it (a part it then left empty). */
  readonly error?: string;
}

/**
 * React renders the head tags where `PageHead` (src/routes/__root.tsx) stands, and hoists them: rendering only
 * part of a document, it writes them first. They are split off here to go in `<head>`.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const [hoisted = ''] = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/.exec(html) ?? [];
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/**
 * The tags every page shares: the site, and the share image link previews show. Only the
 * prerender writes them: they never change from page to page, so the app
 * leaves them where they are, and link previews read the served HTML, not the app.
 */
function sharedTags(): MetaTag[] {
  // Link previews fetch the image from elsewhere, so only an absolute URL works.
  const imageUrl = `${siteConfig.siteUrl}${shareImage.path}`;
  return [
    { property: 'og:site_name', content: siteConfig.productName },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: shareImage.alt },
  ];
}

/** The page at `url`, rendered as the browser will hydrate it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const { matches } = router.state;
  const notFound = matchesNoPage(matches);
  // Before rendering: a route that does not describe its page stops the build, saying so.
  const page = notFound ? undefined : matchedPage(matches);
  // React's prerender, not renderToString, which keeps to itself what failed; nothing outlined to
  // arrive later (progressiveChunkSize), so the markup is renderToString's.
  let error: string | undefined;
  const { prelude } = await prerender(
    <StrictMode>
      <RouterProvider router={router} />
      <HeadTags meta={sharedTags()} />
    </StrictMode>,
    {
      progressiveChunkSize: Infinity,
      onError: (thrown) => {
        error ??= String(thrown instanceof Error ? thrown.message : thrown).split('\n')[0];
      },
    },
  );
  const { head, body } = splitHoistedHead(await new Response(prelude).text());
  const failed = matches.some((match) => match.status === 'error');
  return {
    head,
    body,
    statusCode: failed ? 500 : notFound ? 404 : 200,
    routeIds: matches.map((match) => match.routeId),
    ...(page ? { page } : {}),
    ...(error ? { error } : {}),
  };
}
