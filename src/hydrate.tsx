import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { codeArrived, followPageChanges } from './navigation/pageChanges';
import { reportCaughtError } from './navigation/Pages';
import { createAppRouter } from './navigation/router';

/** Loads the current route's code and hydrates the prerendered page (or renders an empty one). */
export async function hydrate() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');

  const router = createAppRouter();
  followPageChanges(router);
  // Loads the current route's code-split component before React compares it with the HTML.
  await router.load();
  // Its code did not arrive (in Firefox, when the visitor leaves meanwhile): the prerendered page
  // stays as it is, working without JavaScript, rather than the router reloading it. Only the
  // matches that render count: under a not-found page (/terms/x) the page's route is left pending.
  const rendered = router.state.matches.filter((match) => match.status === 'success');
  if (!rendered.every((match) => codeArrived(router.routesById[match.routeId]))) {
    history.scrollRestoration = 'auto';
    return;
  }
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
      hydrateRoot(container, app, { onCaughtError: reportCaughtError });
    });
  } else {
    createRoot(container, { onCaughtError: reportCaughtError }).render(app);
  }
}
