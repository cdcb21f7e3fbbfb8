/**
 * The site's pages and what search engines and link previews learn about each: the routes'
 * heads (./head.ts), the prerender and the sitemap all read them here.
 */
import { legalEffectiveDate } from '../content/legal';
import { siteConfig } from './config';

/**
 * The routes, home first. The type check holds this list to the routes the router defines
 * (tests/unit/route-paths.typecheck.ts), and so does a test at run time.
 */
export const routePaths = ['/', '/terms', '/privacy'] as const;

/** A path the router defines. */
export type RoutePath = (typeof routePaths)[number];

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

/** The canonical absolute URL of a route. */
export function canonicalUrl(path: RoutePath): string {
  return path === '/' ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}${path}`;
}
