import { useSyncExternalStore } from 'react';

const buildYear = new Date().getFullYear();
const readYear = () => new Date().getFullYear();
const neverChanges = () => () => {};

/**
 * The current year. The prerendered HTML holds the year it was built in; once hydrated, the
 * visitor's clock takes over, so a page built last December still says this year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(neverChanges, readYear, () => buildYear);
}
