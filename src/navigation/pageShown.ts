import { createContext, useContext } from 'react';

/**
 * Whether the page a component is on is the one that shows. `Pages` (Pages.tsx) keeps pages
 * rendered ahead, hidden, beside the current one: what moves by itself there, as the hero does,
 * holds still until its page shows. Outside `Pages` (a test, the prerender) a page shows.
 */
export const PageShown = createContext(true);

export const usePageShown = () => useContext(PageShown);
