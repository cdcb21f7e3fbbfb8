/**
 * What each page's document head says, written for every page from what the page's route
 * declares about itself (`staticData.page`, ./pages.ts); `PageHead` in the root layout
 * (src/routes/__root.tsx) renders it, into the prerendered HTML and in the browser alike, and
 * keeps it in step on navigation. A match of the root alone is the not-found page, which asks
 * not to be indexed.
 */
import { shareImage } from '../content/shareImage';
import { siteConfig } from './config';
import { canonicalUrl, notFoundPage, type PageMeta } from './pages';

/** A meta tag as the router renders it: a title, or a `<meta>` element's attributes. */
type MetaTag =
  | { readonly title: string }
  | { readonly name: string; readonly content: string }
  | { readonly property: string; readonly content: string };

/** A page's head: its tags. */
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

/** A matched route, as far as the head needs it. */
interface PageMatch {
  /** The route's id, e.g. "/terms". */
  readonly routeId: string;
  /** Its path, e.g. "/terms". */
  readonly fullPath: string;
  /** What the route declares about itself. */
  readonly staticData: { readonly page?: PageMeta };
}

/**
 * The page a router's matches show: the deepest route's own description of itself.
 *
 * @throws naming the route, when its route file declares no `staticData.page`.
 */
export function matchedPage(matches: readonly PageMatch[]): PageMeta & { readonly path: string } {
  const leaf = matches.at(-1);
  if (!leaf?.staticData.page) {
    throw new Error(
      `The route ${leaf?.routeId} says nothing about its page: give it \`staticData: { page }\` in its file in src/routes/ (copy src/routes/terms.tsx), then run npm run build.`,
    );
  }
  return { ...leaf.staticData.page, path: leaf.fullPath };
}

/**
 * The root route's head, for every page: the shared tags, the page's own words and canonical
 * address, and when the root is all that matched (no page has this address) the not-found page's.
 */
export function rootHead({ matches }: { readonly matches: readonly PageMatch[] }): RouteHead {
  if (matchesNoPage(matches)) {
    return {
      meta: [...sharedTags(), ...describedAs(notFoundPage), { name: 'robots', content: 'noindex' }],
      links: [],
    };
  }
  const page = matchedPage(matches);
  const url = canonicalUrl(page.path);
  return {
    meta: [...sharedTags(), ...describedAs(page), { property: 'og:url', content: url }],
    links: [{ rel: 'canonical', href: url }],
  };
}
