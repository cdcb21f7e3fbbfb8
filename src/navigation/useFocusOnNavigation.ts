import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { shownParts } from './Pages';
import { mainContentId } from '../layout/SkipLink';

/**
 * Moves focus to the new page's heading once it has rendered after a client-side navigation, so
 * keyboard and screen-reader users hear which page they are on and start reading it there, as
 * they would after a full page load. (Focused on `main` instead, Orca says only "main content"
 * and reads on from the link that was followed.) `PageHead` (src/routes/__root.tsx) keeps the title
 * in step.
 */
export function useFocusOnNavigation() {
  const router = useRouter();

  useEffect(
    () =>
      router.subscribe('onRendered', ({ pathChanged }) => {
        if (!pathChanged) return;
        const main = document.getElementById(mainContentId);
        // The page that shows: the others beside it are hidden.
        const heading =
          main &&
          shownParts(main)
            .map((part) => part.querySelector('h1'))
            .find(Boolean);
        if (heading) heading.tabIndex = -1;
        // The window stays where scrollPositions.ts puts it (Back returns to where the visitor
        // was): a focus that scrolled would take it to the heading.
        (heading ?? main)?.focus({ preventScroll: true });
      }),
    [router],
  );
}
