import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { fetchRouteChunks, linkedRoutes, savesData, whenIdle } from './appChunks';
import { hydratedEvent } from './hydrated';
import { renderAhead } from './layout/Pages';
import { movePagesIn } from './layout/pageTransitions';
import { createAppRouter, type AppRouter } from './router';
import { keepScrollPositions } from './scrollPositions';

/** Loads the current route's code and hydrates the prerendered page (or renders an empty one). */
export async function hydrate() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');

  const router = createAppRouter();
  keepScrollPositions(router);
  // Client-side navigation moves the page's content in calmly.
  movePagesIn(router);
  router.subscribe('onBeforeNavigate', ({ toLocation }) => fetchRouteChunks(toLocation.pathname));
  preloadAhead(router);
  navigateAfterPaint(router);
  // Loads the current route's code-split component before React compares it with the HTML.
  await router.load();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // A comment placeholder counts as a child node, so look for an element.
  if (container.firstElementChild) {
    // Tells the router it is hydrating server output, so it does not wrap matches in a
    // <Suspense> boundary the prerendered HTML lacks. Its public hydrate() sets the same field
    // from bootstrap data that TanStack Start writes in inline scripts, which this site's
    // script-src 'self' refuses; the router has no supported way to hydrate without them yet
    // (https://github.com/TanStack/router/pull/7674). This is what hydrate() sets, without a manifest.
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

/**
 * Fetches the next page's code before the visitor asks for it: when a link is hovered, focused
 * or touched (the router's intent preloading, router.tsx), and, once the page is hydrated and
 * loaded, that of every page this one links to, one page each time the browser is idle. Each
 * preload first moves the route's preload links into the head (fetchRouteChunks), so its chunks
 * come with their hashes; once the code is in, the page is rendered ahead, hidden
 * (layout/Pages.tsx). Nothing is fetched ahead for a visitor whose browser asks to save data.
 */
function preloadAhead(router: AppRouter) {
  const preload = router.preloadRoute;
  router.preloadRoute = ((options: Parameters<AppRouter['preloadRoute']>[0]) => {
    fetchRouteChunks(router.buildLocation(options).pathname);
    return preload(options).then((matches) => {
      const page = matches?.at(-1);
      if (page?.status === 'success') renderAhead(router, page.routeId);
      return matches;
    });
  }) as AppRouter['preloadRoute'];
  if (savesData()) return;
  // One page each time the browser is idle: all of them in one callback held the slow phone's
  // main thread for 15 to 23 ms, and a tap coming then waited for it. The next is asked for
  // first, so a preload that fails leaves the others to come.
  const preloadLinked = ([to, ...rest]: readonly string[]) => {
    if (to === undefined) return;
    whenIdle(() => {
      preloadLinked(rest);
      void router.preloadRoute({ to });
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

/**
 * Lets the frame of a tap on a link paint before the page changes: the router's navigate runs
 * after the next frame (or after 100 ms, in a tab that draws none). The tap is answered at once,
 * and the new page's work starts a frame later.
 */
function navigateAfterPaint(router: AppRouter) {
  const navigate = router.navigate;
  router.navigate = ((options: Parameters<AppRouter['navigate']>[0]) =>
    new Promise<void>((resolve, reject) => {
      let started = false;
      const go = () => {
        if (started) return;
        started = true;
        navigate(options).then(resolve, reject);
      };
      requestAnimationFrame(() => setTimeout(go, 0));
      setTimeout(go, 100);
    })) as AppRouter['navigate'];
}
