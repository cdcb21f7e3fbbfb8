import { createRootRoute, HeadContent, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppError } from '../layout/AppError';
import { NotFound } from '../layout/NotFound';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { mainContentId, SkipLink } from '../layout/SkipLink';
import { useFocusOnNavigation } from '../layout/useFocusOnNavigation';
import { rootHead } from '../site/head';

export const Route = createRootRoute({
  head: rootHead,
  component: RootLayout,
  notFoundComponent: NotFound,
  // Only for a failure in the layout itself; page errors render inside it (router.tsx).
  errorComponent: RootError,
});

function RootLayout() {
  useFocusOnNavigation();
  const page = useMatches({ select: (matches) => matches.at(-1)?.id });
  // Effects run only once React has hydrated: marks the page interactive for tests and tools.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      {/* React puts these in the document's <head>; the prerender moves them there too. */}
      <HeadContent />
      <SkipLink />
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1}>
        <Outlet />
      </main>
      {/* Each page ends with a footer of its own. One footer kept across pages would move to
          wherever the next page ends, which the browser counts as a layout shift when Back
          restores the window to it. */}
      <SiteFooter key={page} />
    </>
  );
}

function RootError() {
  return (
    <main id={mainContentId} tabIndex={-1}>
      <AppError />
    </main>
  );
}
