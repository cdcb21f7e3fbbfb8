import { layoutCopy } from '../content/layout';

/**
 * Shown when rendering fails anywhere below the root layout, instead of a blank page. A plain
 * link (not a router link) reloads the site from scratch, leaving the broken state behind.
 */
export function AppError() {
  return (
    <div className="page page--narrow status-page" role="alert">
      <h1>{layoutCopy.appError.heading}</h1>
      <p>{layoutCopy.appError.text}</p>
      <a href="/" className="back-home">
        <span aria-hidden="true">← </span>
        {layoutCopy.appError.homeLink}
      </a>
    </div>
  );
}
