import { createRootRoute, useMatches } from '@tanstack/react-router';
import { useState } from 'react';
import { AppError } from '../layout/AppError';
import { NotFound } from '../layout/NotFound';
import { Pages } from '../navigation/Pages';
import { footerHoldsFocus, SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { mainContentId, SkipLink } from '../layout/SkipLink';
import { useFocusOnNavigation } from '../navigation/useFocusOnNavigation';
import { pageHead } from '../site/head';
import { HeadTags } from '../site/HeadTags';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
  // Only for a failure in the layout itself; page errors render inside it (router.tsx).
  errorComponent: RootError,
});

function RootLayout() {
  useFocusOnNavigation();
  const footerKey = useFooterKey();
  return (
    <>
      <PageHead />
      <SkipLink />
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1}>
        <Pages />
      </main>
      <SiteFooter key={footerKey} />
    </>
  );
}

/**
 * The page's own head tags (src/site/head.ts), kept in step with the page. (The router's
 * `<HeadContent />` does the same for any head a route declares, with 4 KB of code every page
 * would download.)
 */
function PageHead() {
  const head = useMatches({ select: pageHead, structuralSharing: true });
  return <HeadTags {...head} />;
}

/**
 * Each page ends with a footer of its own: one footer kept across pages would move to wherever
 * the next page ends, which the browser counts as a layout shift when Back or Forward restores
 * the window to it (a link followed is the visitor's input, whose shifts do not count). Only the
 * footer that holds focus stays when the page changes, as after following one of its links (or
 * going Back from one of them, which then shifts): Orca in Firefox falls silent for seconds when
 * the focused element is taken away.
 */
function useFooterKey() {
  const page = useMatches({ select: (matches) => matches.at(-1)?.id });
  const [footer, setFooter] = useState({ page, key: 0 });
  if (footer.page !== page) {
    // Rendering the new page: the old one is still on screen, and its focus with it.
    setFooter({ page, key: footerHoldsFocus() ? footer.key : footer.key + 1 });
  }
  return footer.key;
}

function RootError() {
  return (
    <main id={mainContentId} tabIndex={-1}>
      <AppError />
    </main>
  );
}
