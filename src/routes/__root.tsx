import { createRootRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppError } from '../layout/AppError';
import { NotFound } from '../layout/NotFound';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { mainContentId, SkipLink } from '../layout/SkipLink';
import { useDocumentHead } from '../layout/useDocumentHead';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
  // Only for a failure in the layout itself; page errors render inside it (router.tsx).
  errorComponent: RootError,
});

function RootLayout() {
  useDocumentHead();
  // Effects run only once React has hydrated: marks the page interactive for tests and tools.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
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
