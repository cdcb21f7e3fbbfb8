/**
 * The site's pages and what search engines and link previews learn about each. The prerender
 * script writes one HTML file per entry, the sitemap lists the routes, and the client keeps the
 * document head in step when it navigates.
 */
import type { FileRoutesByTo } from '../routeTree.gen';
import { legalEffectiveDate } from '../content/legal';
import { siteConfig } from './config';

/** A path the router defines; a path it does not know fails the type check. */
export type RoutePath = keyof FileRoutesByTo;

/** What the document head says about a page. */
export interface PageMeta {
  /** The `<title>`, also used for Open Graph and Twitter cards. */
  readonly title: string;
  /** The meta description, one or two sentences. */
  readonly description: string;
  /** The day its content last changed (ISO), for the sitemap; absent where that is not tracked. */
  readonly lastModified?: string;
}

const product = siteConfig.productName;

/** Every route, with its head. Keys are checked against the route tree. */
export const routePages: Readonly<Record<RoutePath, PageMeta>> = {
  '/': {
    title: `${product}: personalized five-minute audio deep dives`,
    description: `${product} turns what you are curious about, including today’s headlines, into five-minute audio deep dives that start from what you already understand and go deeper.`,
  },
  '/terms': {
    title: `Terms of Service | ${product}`,
    description: `The terms that apply when you use ${product}’s personalized audio deep dives.`,
    lastModified: legalEffectiveDate.iso,
  },
  '/privacy': {
    title: `Privacy Policy | ${product}`,
    description: `What ${product} collects, why, who processes it, and the choices you have.`,
    lastModified: legalEffectiveDate.iso,
  },
};

/** The head of the page shown for an unknown path. */
export const notFoundPage: PageMeta = {
  title: `Page not found | ${product}`,
  description: `There is no ${product} page at this address.`,
};

/** The routes in a stable order (home first), for the sitemap and the prerender. */
export const routePaths = Object.keys(routePages) as RoutePath[];

/** The canonical absolute URL of a route. */
export function canonicalUrl(path: RoutePath): string {
  return path === '/' ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}${path}`;
}

/** The head of the page at `pathname`, or the not-found head for an unknown path. */
export function pageMetaFor(pathname: string): PageMeta {
  return (routePages as Record<string, PageMeta | undefined>)[pathname] ?? notFoundPage;
}
