import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False during the server render and while hydrating it, true afterwards (and at once in a
 * client-only render). Lets a component keep a control that works only with JavaScript (the
 * hero's Stop button) disabled until React owns the page.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
