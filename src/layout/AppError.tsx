/**
 * Shown when rendering fails anywhere below the root layout, instead of a blank page. A plain
 * link (not a router link) reloads the site from scratch, leaving the broken state behind.
 */
export function AppError() {
  return (
    <div className="page page--narrow status-page" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Reloading the site usually fixes it.</p>
      <a href="/" className="back-home">
        <span aria-hidden="true">← </span>Go to the home page
      </a>
    </div>
  );
}
