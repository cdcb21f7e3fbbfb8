import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { mainContentId } from './SkipLink';

/**
 * Moves focus to the new page's content after client-side navigation, so keyboard and
 * screen-reader users start reading it, as they would after a full page load. (The router's
 * `<HeadContent />` keeps the title and the rest of the head in step.)
 */
export function useFocusOnNavigation() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(mainContentId)?.focus();
  }, [pathname]);
}
