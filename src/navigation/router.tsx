import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { AppError } from '../layout/AppError';
import { NotFound } from '../layout/NotFound';
import { routeTree, type FileRouteTypes } from '../routeTree.gen';
import type { PageMeta } from '../site/pages';
import { savesData } from './chunks';

/**
 * Builds the site's router. The browser passes nothing and gets browser history; the prerender
 * and tests pass a memory history at the URL they want.
 */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    // Paths match exactly, as every host serves them: "/TERMS" is the not-found page, in the
    // prerendered HTML and after hydration alike.
    caseSensitive: true,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: AppError,
    // Its restoration keeps positions in sessionStorage, and the site stores nothing on the
    // visitor's device: scrollPositions.ts does the job in memory instead, and scrolls to a
    // link's #hash in the page that shows (the router's would find the first element of that
    // id, perhaps in a page kept hidden).
    scrollRestoration: false,
    defaultHashScrollIntoView: false,
    // A link hovered, focused or touched fetches its page's code (PageLink.tsx), unless the
    // visitor's browser asks to save data.
    defaultPreload: savesData() ? false : 'intent',
  });
}

/** The site's router. */
export type AppRouter = ReturnType<typeof createAppRouter>;

/** The path of a page of the site: the type check refuses one that src/routes/ lacks. */
export type PagePath = FileRouteTypes['to'];

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** What the page says about itself to search engines and link previews (src/site/head.ts). */
    page?: PageMeta;
  }
}
