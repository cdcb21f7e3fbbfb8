import {
  CatchBoundary,
  Outlet,
  useMatches,
  useRouter,
  type AnyRoute,
  type AnyRouter,
  type MakeRouteMatchUnion,
} from '@tanstack/react-router';
import { memo, startTransition, Suspense, useEffect, useState } from 'react';
import { hydratedEvent } from '../hydrated';
import { PageShown } from './pageShown';

/**
 * The pages in `<main>`: the current one shows, and beside it, hidden, the pages kept: those the
 * visitor has seen and those whose code has been preloaded (`renderAhead`). A page rendered ahead
 * is rendered in a transition, in slices, when the browser has nothing else to do, and laid out
 * hidden: following a link to it, or going Back, only shows what is already built and laid out,
 * so the tap's frame neither builds nor lays out a whole page. A hidden page is `hidden`, which
 * base.css turns from `display: none` into `visibility: hidden` under the page that shows: out of
 * sight and taking no room (without the stylesheet, `hidden` keeps it out altogether); and
 * `inert`: out of the accessibility tree, the tab order, find-in-page and the pointer's reach,
 * whatever its own styles say (a hero caption is `visibility: visible`). Its state stays as
 * the visitor left it; what moves by itself holds still while its page is hidden
 * (`usePageShown`). Only a page of the site's flat list is kept (`keepable`), at most
 * `maxKeptPages` of them; any other, and what the router shows in place of a page (not found),
 * is the router's own `<Outlet />`.
 */
export function Pages() {
  const router = useRouter();
  const current = useMatches({ select: (matches) => pageOf(router, matches.at(-1)) });
  const ahead = useRenderedAhead(router);
  // The pages shown, the latest first.
  const [shown, setShown] = useState<readonly string[]>(current ? [current] : none);
  if (current && shown[0] !== current) setShown([current, ...shown.filter((page) => page !== current)]);
  const kept = [...shown, ...[...ahead].reverse()].filter(unique).slice(0, maxKeptPages);
  // In the route tree's order, which never changes: a page kept is never moved in the DOM.
  const pages = Object.keys(router.routesById).filter((id) => kept.includes(id));
  useAnnounceHydrated(router, !current);
  return (
    <>
      {pages.map((page) => (
        <Page key={page} routeId={page} shown={page === current} />
      ))}
      {!current && <Outlet />}
    </>
  );
}

/**
 * The most pages kept at once, the one that shows included: beyond it, the page shown longest ago
 * (or rendered ahead longest ago, if never shown) is dropped, and rendered again when it is next
 * preloaded or visited. The site has four.
 */
export const maxKeptPages = 8;

const unique = (page: string, index: number, pages: readonly string[]) => pages.indexOf(page) === index;

/**
 * Whether the page of `route` can be kept, rendered outside its own match: a child of the root
 * with no params in its path, and no search schema, loader or `beforeLoad`, so that its component
 * reads nothing of a match of its own (it renders in the root's, `PageContent`).
 */
export const keepable = (route: AnyRoute): boolean =>
  route.parentRoute?.isRoot === true &&
  !route.path.includes('$') &&
  !route.options.validateSearch &&
  !route.options.loader &&
  !route.options.beforeLoad;

/** Nothing: what a page that failed shows while it is hidden. */
const HiddenError = () => null;

/**
 * The page of `routeId` in what the router's own outlet wraps a page in: the same markup, and a
 * page that fails shows the error page in its place. It tries again each time it shows or hides,
 * as a page the router unmounts would; its content renders again only when its own state changes.
 * A page that fails while hidden (rendered ahead) shows nothing, and says nothing
 * (`reportCaughtError`) until it shows, failing again.
 */
const Page = memo(function Page({ routeId, shown }: { readonly routeId: string; readonly shown: boolean }) {
  const router = useRouter();
  const route = router.routesById[routeId as keyof typeof router.routesById];
  return (
    <div hidden={!shown} inert={!shown}>
      <PageShown value={shown}>
        <Suspense>
          <CatchBoundary
            getResetKey={() => shown}
            errorComponent={
              shown ? route.options.errorComponent || router.options.defaultErrorComponent : HiddenError
            }
          >
            <PageContent routeId={routeId} />
          </CatchBoundary>
          <AnnounceHydrated ready={shown} />
        </Suspense>
      </PageShown>
    </div>
  );
});

/**
 * Reports an error a boundary caught, as React does by default (the root's `onCaughtError`),
 * unless a hidden page's boundary caught it: a page that fails while rendered ahead says nothing
 * until it shows, and fails again there, on screen.
 */
export function reportCaughtError(error: unknown, { errorBoundary }: { readonly errorBoundary?: unknown }) {
  if ((errorBoundary as { props?: { errorComponent?: unknown } })?.props?.errorComponent !== HiddenError) {
    console.error(error);
  }
}

/**
 * The route's component. Rendered in the root's match context, not its own: only a `keepable`
 * route's page is, which reads nothing of its own match.
 */
const PageContent = memo(function PageContent({ routeId }: { readonly routeId: string }) {
  const router = useRouter();
  const Component = router.routesById[routeId as keyof typeof router.routesById].options.component;
  return Component ? <Component /> : null;
});

/** The page a match shows, if it is one to keep; undefined when the router shows it (not found). */
function pageOf(router: AnyRouter, match: MakeRouteMatchUnion | undefined): string | undefined {
  if (!match || match.status !== 'success' || !keepable(router.routesById[match.routeId])) return;
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

/**
 * The pages rendered ahead for `router`, each added in a transition: rendered in slices, so never
 * in the way of the visitor's input.
 */
function useRenderedAhead(router: AnyRouter) {
  const store = aheadOf(router);
  const [ahead, setAhead] = useState(none);
  useEffect(() => {
    const update = () => startTransition(() => setAhead(store.get()));
    update();
    return store.subscribe(update);
  }, [store]);
  return ahead;
}

/**
 * The pages rendered ahead, the latest last, and who to tell when one is added (`renderAhead` is
 * called outside React).
 */
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
      if (pages.at(-1) === page) return;
      pages = [...pages.filter((each) => each !== page), page];
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * Renders the page of `routeId` ahead, hidden, once its code is in hand (after a preload), if it
 * is one to keep: when the visitor goes there, it only shows.
 */
export function renderAhead(router: AnyRouter, routeId: string): void {
  const route = router.routesById[routeId];
  if (route && keepable(route)) aheadOf(router).add(routeId);
}

/** What `<main>` shows: its parts but the pages hidden beside the current one. */
export const shownParts = (main: Element): Element[] =>
  [...main.children].filter((part) => !part.hasAttribute('hidden'));

/**
 * Announces the app once the page beside it has hydrated (or failed, showing the error page), if
 * it shows (`ready`). Inside the page's `<Suspense>`, after its content: React hydrates what a
 * boundary holds in a pass of its own, after the layout around it, so an effect outside the
 * boundary (as `Page`'s own) runs before the page's content has hydrated, and before the hero's
 * machine has started.
 */
function AnnounceHydrated({ ready }: { readonly ready: boolean }) {
  useAnnounceHydrated(useRouter(), ready);
  return null;
}

/** The routers whose app has announced that it has taken over the page. */
const announced = new WeakSet<AnyRouter>();

/**
 * Dispatches `hydratedEvent` once, when `ready`: called where its effect runs after everything
 * the page that shows holds (its effects run after their children's and earlier siblings'), so
 * the hero's machine has started by then.
 */
function useAnnounceHydrated(router: AnyRouter, ready: boolean) {
  useEffect(() => {
    if (!ready || announced.has(router)) return;
    announced.add(router);
    document.dispatchEvent(new Event(hydratedEvent));
  }, [router, ready]);
}
