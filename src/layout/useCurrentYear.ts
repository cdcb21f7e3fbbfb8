import { useSyncExternalStore } from 'react';

/** The id of the element that shows the year, whose `dateTime` hydration reads back. */
export const currentYearElementId = 'current-year';

const readYear = () => new Date().getFullYear();
const neverChanges = () => () => {};

/**
 * The year the prerendered HTML was written with. Hydration must start from exactly what the
 * HTML says, whatever the visitor's clock says (a page built in December is still served in
 * January, and some clocks are simply wrong), so in the browser it is read back from the page.
 */
function yearInMarkup(): number {
  if (typeof document === 'undefined') return readYear();
  const element = document.getElementById(currentYearElementId);
  const year = Number(element?.getAttribute('datetime'));
  return Number.isInteger(year) && year > 0 ? year : readYear();
}

/**
 * The current year. The prerendered HTML holds the year it was built in; once hydrated, the
 * visitor's clock takes over, so a page built last December still says this year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(neverChanges, readYear, yearInMarkup);
}
