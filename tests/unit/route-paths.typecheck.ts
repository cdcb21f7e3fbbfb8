/**
 * Checked by `tsc`, not run: the site's list of routes (src/site/pages.ts) is exactly the set the
 * router defines, so a route added to one and not the other fails the type check.
 */
import type { FileRoutesByTo } from '../../src/routeTree.gen';
import type { RoutePath } from '../../src/site/pages';

/** True when A and B are the same type, false otherwise. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const routePathsAreTheRoutersRoutes: Same<RoutePath, keyof FileRoutesByTo> = true;
