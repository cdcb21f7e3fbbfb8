/**
 * Where the window is scrolled when a page renders, with nothing stored on the visitor's device
 * (the Privacy Policy promises the site stores nothing there, so the router's own restoration,
 * which keeps positions in sessionStorage, is off):
 *
 * - a link followed: the top of the new page, which the router scrolls to itself, or the element
 *   its #hash names in the page that shows (the router's own hash scroll is off, router.tsx: it
 *   would find the first element of that id in the document, perhaps in a page kept hidden);
 * - back or forward: where the visitor was on that page, remembered in memory for this tab;
 * - the first render, when the app takes over the prerendered page: wherever the visitor has
 *   already scrolled to. A reload, or a return from the back/forward cache, is the browser's own
 *   restoration, as on any page without scripts.
 *
 * The router scrolls to the top after every render, the first one included. This runs right
 * after it, before the browser paints, and puts the window back where it belongs.
 */
import type { ParsedLocation } from '@tanstack/react-router';
import { mainContentId } from '../layout/SkipLink';
import { shownParts } from './Pages';
import type { createAppRouter } from './router';

/** The key of one entry in the tab's history: the router's own key, or the address. */
const entryKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href;

/** What the next render should do with the window. */
type NextRender = 'stayPut' | 'restore' | 'routerDecides';

/** Sets up the scroll behaviour above for `router`, in the browser, before the app first renders. */
export function keepScrollPositions(router: ReturnType<typeof createAppRouter>): void {
  // Where the visitor last left the window, until the first render: scroll events arrive a frame
  // after a scroll, so when the router has just jumped to the top this still says where the
  // visitor was. Only that render needs it; after it, reading the position in every scroll event
  // would force a layout in the frame of each page change.
  let visitorScrollY = window.scrollY;
  const followVisitor = () => (visitorScrollY = window.scrollY);
  addEventListener('scroll', followVisitor, { passive: true });

  const positions = new Map<string, number>();
  let next: NextRender = 'stayPut';

  // Back and forward within the app are restored here; the browser restores the rest.
  history.scrollRestoration = 'manual';
  addEventListener('pagehide', () => (history.scrollRestoration = 'auto'));
  addEventListener('pageshow', (event) => {
    if (event.persisted) history.scrollRestoration = 'manual';
  });

  router.history.subscribe(({ action }) => {
    next = action.type === 'PUSH' || action.type === 'REPLACE' ? 'routerDecides' : 'restore';
  });
  router.subscribe('onBeforeNavigate', ({ fromLocation }) => {
    if (fromLocation) positions.set(entryKey(fromLocation), window.scrollY);
  });
  router.subscribe('onRendered', ({ toLocation }) => {
    const top =
      next === 'stayPut'
        ? visitorScrollY
        : next === 'restore'
          ? positions.get(entryKey(toLocation))
          : undefined;
    const hash = next === 'routerDecides' && toLocation.hash;
    next = 'routerDecides';
    removeEventListener('scroll', followVisitor);
    if (hash) scrollToHash(hash);
    else if (top !== undefined) window.scrollTo({ top, behavior: 'instant' });
  });
}

/** Scrolls to the element of id `hash` in the page that shows, or to the top if it has none. */
function scrollToHash(hash: string) {
  const main = document.getElementById(mainContentId);
  const target =
    main &&
    shownParts(main)
      .flatMap((part) => [...part.querySelectorAll(`[id]`)])
      .find((element) => element.id === hash);
  if (target) target.scrollIntoView();
  else window.scrollTo({ top: 0, behavior: 'instant' });
}
