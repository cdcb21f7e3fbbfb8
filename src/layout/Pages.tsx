import {
  CatchBoundary,
  Outlet,
  rootRouteId,
  useMatches,
  useRouter,
  type AnyRouter,
  type MakeRouteMatchUnion,
} from '@tanstack/react-router';
import { Activity, memo, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { hydratedEvent } from '../hydrated';

/**
 * The pages in `<main>`: the current one shows, and beside it, hidden, every page the visitor has
 * seen and every page whose code has been preloaded (`renderAhead`). React renders a hidden page
 * (`<Activity mode="hidden">`) when the browser has nothing else to do, in slices (then inserts
 * it, hidden, in one commit), so following a link to it, or going Back, only shows what is
 * already built: the tap's frame no longer builds a whole page. A hidden page is `display: none`,
 * so out of the accessibility tree, the tab order and the layout, and its effects (the hero's
 * rotation among them) stop until it shows again, as the visitor left it. What the router shows
 * in place of a page (not found) is its own `<Outlet />`.
 */
export function Pages() {
  const router = useRouter();
  const current = useMatches({ select: (matches) => pageOf(matches.at(-1)) });
  const store = aheadOf(router);
  const ahead = useSyncExternalStore(store.subscribe, store.get, () => none);
  const [seen, setSeen] = useState<readonly string[]>(current ? [current] : none);
  if (current && !seen.includes(current)) setSeen([...seen, current]);
  // In the route tree's order, which never changes: a page kept is never moved in the DOM.
  const pages = Object.keys(router.routesById).filter((id) => seen.includes(id) || ahead.includes(id));
  useAnnounceHydrated(router, !current);
  return (
    <>
      {pages.map((page) => (
        <Activity key={page} mode={page === current ? 'visible' : 'hidden'}>
          <Page routeId={page} shown={page === current} />
        </Activity>
      ))}
      {!current && <Outlet />}
    </>
  );
}

/**
 * The page of `routeId` in what the router's own outlet wraps a page in: the same markup, and a
 * page that fails shows the error page in its place. It tries again each time it shows or hides,
 * as a page the router unmounts would; its content renders again only when its own state changes.
 */
const Page = memo(function Page({ routeId, shown }: { readonly routeId: string; readonly shown: boolean }) {
  const router = useRouter();
  const route = router.routesById[routeId as keyof typeof router.routesById];
  useAnnounceHydrated(router, shown);
  return (
    <Suspense>
      <CatchBoundary
        getResetKey={() => shown}
        errorComponent={route.options.errorComponent || router.options.defaultErrorComponent || undefined}
      >
        <PageContent routeId={routeId} />
      </CatchBoundary>
    </Suspense>
  );
});

/**
 * The route's component. Rendered in the root's match context, not its own: the site's pages are
 * direct children of the root with no params, search or loader, and read none of them.
 */
const PageContent = memo(function PageContent({ routeId }: { readonly routeId: string }) {
  const router = useRouter();
  const Component = router.routesById[routeId as keyof typeof router.routesById].options.component;
  return Component ? <Component /> : null;
});

/** The page a match shows, or undefined when the router shows something else (not found). */
function pageOf(match: MakeRouteMatchUnion | undefined): string | undefined {
  if (!match || match.routeId === rootRouteId || match.status !== 'success') return;
  return match.routeId;
}

const none: readonly string[] = [];

/** The pages rendered ahead, by router: the site has one, each test its own. */
const aheadByRouter = new WeakMap<AnyRouter, ReturnType<typeof aheadStore>>();
function aheadOf(router: AnyRouter) {
  let store = aheadByRouter.get(router);
  if (!store) aheadByRouter.set(router, (store = aheadStore()));
  return store;
}

function aheadStore() {
  const listeners = new Set<() => void>();
  let pages = none;
  return {
    get: () => pages,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    add: (page: string) => {
      if (pages.includes(page)) return;
      pages = [...pages, page];
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * Renders the page of `routeId` ahead, hidden, once its code is in hand (after a preload): when
 * the visitor goes there, it only shows.
 */
export function renderAhead(router: AnyRouter, routeId: string): void {
  if (routeId !== rootRouteId) aheadOf(router).add(routeId);
}

/** What `<main>` shows: its parts but the pages hidden beside the current one. */
export const shownParts = (main: Element): Element[] =>
  [...main.children].filter((part) => getComputedStyle(part).display !== 'none');

/** The routers whose app has announced that it has taken over the page. */
const announced = new WeakSet<AnyRouter>();

/**
 * Dispatches `hydratedEvent` once, when the page that shows (`ready`) has hydrated: its effects
 * run after its content's, and React hydrates a page in its `<Activity>` after the layout around
 * it, so the layout's own effects come too early.
 */
function useAnnounceHydrated(router: AnyRouter, ready: boolean) {
  useEffect(() => {
    if (!ready || announced.has(router)) return;
    announced.add(router);
    document.dispatchEvent(new Event(hydratedEvent));
  }, [router, ready]);
}
