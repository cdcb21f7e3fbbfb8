import type { ParsedLocation } from '@tanstack/react-router';

/** What the router tells `types` about a navigation. */
interface LocationChange {
  readonly fromLocation?: ParsedLocation;
  readonly toLocation: ParsedLocation;
  readonly pathChanged: boolean;
}

/**
 * The view-transition types of a navigation, or false for none: none on the first render, for a
 * change of hash or search alone, or while the visitor asks for reduced motion (read at each
 * navigation, so a change of the setting counts at once). Otherwise its direction, from the
 * history index the router keeps: "back" when the new entry comes before the old one (Back, or a
 * return by history), "forward" for a link followed or Forward. base.css draws both.
 */
function pageTransitionTypes({ fromLocation, toLocation, pathChanged }: LocationChange) {
  if (!fromLocation || !pathChanged || matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  return [toLocation.state.__TSR_index < fromLocation.state.__TSR_index ? 'back' : 'forward'];
}

/**
 * The router's `defaultViewTransition`: only in a browser that knows view-transition types.
 * Without them the router would start a plain transition for every render, the first one and
 * those under reduced motion included, never asking `pageTransitionTypes`; such a browser (and
 * one without the API, and the server render) navigates with no transition at all.
 */
export function pageTransitions() {
  const knowsTypes =
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    CSS.supports('selector(:active-view-transition-type(forward))');
  return knowsTypes && { types: pageTransitionTypes };
}

/**
 * Keeps a page transition the browser skips from becoming an uncaught error. The router drops the
 * transition it starts (https://github.com/TanStack/router/issues/7906), so when the visitor
 * navigates again before one is under way, or the tab is hidden, its `ready` promise rejects with
 * no one to hear it. A skipped transition is only a navigation without motion; a failing update
 * reaches the router through `updateCallbackDone` all the same.
 */
export function letTransitionsBeSkipped(): void {
  if (typeof document.startViewTransition !== 'function') return;
  const start = document.startViewTransition.bind(document);
  document.startViewTransition = (update) => {
    const transition = start(update);
    transition.ready.catch(() => undefined);
    return transition;
  };
}
