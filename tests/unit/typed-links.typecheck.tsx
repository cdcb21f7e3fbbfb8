/**
 * Checked by `tsc` (npm run typecheck), never run: links are typed against the route tree, so a
 * link to a route the site does not have fails the type check. If it ever stopped failing, the
 * `@ts-expect-error` below would itself become the error.
 */
import { Link } from '@tanstack/react-router';

export const linksToEveryRoute = (
  <>
    <Link to="/">Home</Link>
    <Link to="/terms">Terms</Link>
    <Link to="/privacy">Privacy</Link>
  </>
);

export const linkToAMissingRoute = (
  // @ts-expect-error "/pricing" is not a route of the site.
  <Link to="/pricing">Pricing</Link>
);
