/**
 * What each page's own document head says, from what its route declares about itself
 * (`staticData.page`, ./pages.ts). `HeadTags` (./HeadTags.tsx) in the root layout renders it,
 * into the prerendered HTML and in the browser alike, kept in step on navigation. (The tags every
 * page shares are the prerender's: src/entry-server.tsx.) A match of the root alone is the
 * not-found page, which asks not to be indexed.
 */
import { canonicalUrl, notFoundPage, type PageMeta } from './pages';

/** A meta tag: a title, or a `<meta>` element's attributes. */
export type MetaTag =
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
 * The page's own head: its words and canonical address, or when the root is all that matched
 * (no page has this address) the not-found page's. Every page's route describes its page: the
 * prerender checks it (`matchedPage`).
 */
export function pageHead(matches: readonly PageMatch[]): RouteHead {
  if (matchesNoPage(matches)) {
    return { meta: [...describedAs(notFoundPage), { name: 'robots', content: 'noindex' }], links: [] };
  }
  const leaf = matches.at(-1) as PageMatch;
  const url = canonicalUrl(leaf.fullPath);
  return {
    meta: [...describedAs(leaf.staticData.page as PageMeta), { property: 'og:url', content: url }],
    links: [{ rel: 'canonical', href: url }],
  };
}
