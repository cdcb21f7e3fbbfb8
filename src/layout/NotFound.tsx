import { BackHome } from './BackHome';

/** Shown for any path the site does not have; static hosts serve it with HTTP 404. */
export function NotFound() {
  return (
    <div className="page page--narrow status-page">
      <p className="status-page__code">404</p>
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may have a typo in it.</p>
      <BackHome>Go to the home page</BackHome>
    </div>
  );
}
