import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False during the server render and while hydrating it, true afterwards (and at once in a
 * client-only render). Lets a component keep server markup free of inline styles, which a
 * strict `style-src` would block, and add its animated elements only once React owns the page.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
