/**
 * What the app does as the visitor moves from page to page, set up once in the browser before
 * the app first renders (hydrate.tsx), on the router's own events: the window's place
 * (scrollPositions.ts), the page's motion (pageMotion.ts), the next page's code fetched with its
 * hashes, and the pages linked to preloaded and rendered ahead in idle time.
 */
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { hydratedEvent } from '../hydrated';
import { fetchRouteChunks, linkedRoutes, savesData, whenIdle } from './chunks';
import { movePagesIn } from './pageMotion';
import { renderAhead } from './Pages';
import type { AppRouter, PagePath } from './router';
import { keepScrollPositions } from './scrollPositions';

export function followPageChanges(router: AppRouter): void {
  keepScrollPositions(router);
  movePagesIn(router);
  // Before the router imports the next page's code, its preload links go into the head.
  router.subscribe('onBeforeNavigate', ({ toLocation }) => fetchRouteChunks(toLocation.pathname));
  if (!savesData()) preloadLinkedWhenIdle(router);
}

/**
 * Fetches the code of the page at `to` (its route's preload links moved into the head first, so
 * its chunks come with their hashes), then renders the page ahead, hidden (Pages.tsx): when the
 * visitor goes there, it only shows.
 */
export async function preloadPage(router: AnyRouter, to: PagePath): Promise<void> {
  fetchRouteChunks(to);
  const page = (await router.preloadRoute({ to }))?.at(-1);
  if (page?.status === 'success' && codeArrived(router.routesById[page.routeId]))
    renderAhead(router, page.routeId);
}

/**
 * Whether `route`'s component is here. The route splitter wraps each page in TanStack Router's
 * `lazyRouteComponent`, whose preload reports success even when the import failed, and which,
 * rendered after a failed import, reloads the page (taking it for a chunk gone after a deploy). In
 * Firefox an import fails whenever the visitor leaves while the page's code is on its way (the
 * fetches are aborted), so a page rendered ahead then would reload the page being left and cancel
 * the visitor's navigation. Its `preload` is cleared once the import has succeeded, and kept
 * after a failure, for the next try.
 */
export const codeArrived = (route: AnyRoute | undefined) =>
  !(route?.options.component as { preload?: unknown } | undefined)?.preload;

/**
 * Once the page is hydrated and loaded, preloads every page it links to, one each time the
 * browser is idle: all of them in one callback held the slow phone's main thread for 15 to 23 ms,
 * and a tap coming then waited for it. The next is asked for first, so a preload that fails
 * leaves the others to come.
 */
function preloadLinkedWhenIdle(router: AppRouter) {
  const preloadLinked = ([to, ...rest]: readonly string[]) => {
    if (to === undefined) return;
    whenIdle(() => {
      preloadLinked(rest);
      // The build lists each page's chunks under its route's path.
      void preloadPage(router, to as PagePath);
    });
  };
  const preloadAll = () => preloadLinked(linkedRoutes());
  document.addEventListener(
    hydratedEvent,
    () =>
      document.readyState === 'complete'
        ? preloadAll()
        : addEventListener('load', preloadAll, { once: true }),
    { once: true },
  );
}
