/**
 * What each page's document head says, in the form TanStack Router's route `head` option takes.
 * Every route declares its head once, from here; `<HeadContent />` in the root layout renders
 * it, into the prerendered HTML and in the browser alike, and keeps it in step on navigation.
 *
 * The router joins the heads of the matched routes, the deepest one winning for a title and for
 * each meta name or property: the root route gives the tags every page shares, and each page its
 * own. A match of the root alone is the not-found page, which asks not to be indexed.
 */
import { shareImage } from '../content/shareImage';
import { siteConfig } from './config';
import { canonicalUrl, notFoundPage, routePages, type PageMeta, type RoutePath } from './pages';

/** A meta tag as the router renders it: a title, or a `<meta>` element's attributes. */
type MetaTag =
  | { readonly title: string }
  | { readonly name: string; readonly content: string }
  | { readonly property: string; readonly content: string };

/** What a route's `head` returns. */
export interface RouteHead {
  /** The title and the meta tags. */
  readonly meta: MetaTag[];
  /** Link elements, such as the canonical link. */
  readonly links: { readonly rel: string; readonly href: string }[];
}

/** A page's title and description, for search results and link previews alike. */
function describedAs({ title, description }: PageMeta): MetaTag[] {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
}

/** The tags every page shares: the site, and the share image link previews show. */
function sharedTags(): MetaTag[] {
  // Link previews fetch the image from elsewhere, so only an absolute URL works.
  const imageUrl = `${siteConfig.siteUrl}${shareImage.path}`;
  return [
    { property: 'og:site_name', content: siteConfig.productName },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: shareImage.alt },
  ];
}

/**
 * Whether a router's matches name no page: every page is a route under the root, so the root
 * matching alone is an address the site does not have.
 */
export function matchesNoPage(matches: readonly unknown[]): boolean {
  return matches.length === 1;
}

/**
 * The root route's head: the shared tags, and when the root is all that matched (no page has
 * this address) the not-found page's own.
 */
export function rootHead({ matches }: { readonly matches: readonly unknown[] }): RouteHead {
  if (!matchesNoPage(matches)) return { meta: sharedTags(), links: [] };
  return {
    meta: [...sharedTags(), ...describedAs(notFoundPage), { name: 'robots', content: 'noindex' }],
    links: [],
  };
}

/** The head of the page at `path`: its words, its canonical address and their sharing copies. */
export function pageHead(path: RoutePath): RouteHead {
  const url = canonicalUrl(path);
  return {
    meta: [...describedAs(routePages[path]), { property: 'og:url', content: url }],
    links: [{ rel: 'canonical', href: url }],
  };
}
