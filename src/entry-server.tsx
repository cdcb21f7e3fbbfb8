/** Server entry, used only by scripts/prerender.ts at build time to write each page's HTML. */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './router';

export { renderHeadTags } from './site/head';
export { canonicalUrl, notFoundPage, routePages, routePaths } from './site/pages';

/** The HTML of the page at `url`, and the status a server should answer it with. */
export async function renderPage(url: string): Promise<{ html: string; statusCode: number }> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const { matches } = router.state;
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound);
  const failed = matches.some((match) => match.status === 'error');
  return { html, statusCode: notFound ? 404 : failed ? 500 : 200 };
}
