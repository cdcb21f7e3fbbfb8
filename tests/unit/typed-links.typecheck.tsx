/**
 * Checked by `tsc` (npm run typecheck), never run: links are typed against the route tree, so a
 * link to a route the site does not have fails the type check. If it ever stopped failing, the
 * `@ts-expect-error` below would itself become the error. (Links to the routes it has are the
 * site's own: the header's and Back to Home's, and `footerLinks` in src/content/layout.ts.)
 */
import { PageLink } from '../../src/navigation/PageLink';

export const linkToAMissingRoute = (
  // @ts-expect-error "/pricing" is not a route of the site.
  <PageLink to="/pricing">Pricing</PageLink>
);
