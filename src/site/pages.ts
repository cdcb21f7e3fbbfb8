/**
 * What search engines and link previews learn about each page. Every route declares its own, as
 * `staticData: { page }` in its route file (for a document, from the document's front matter);
 * the head (./head.ts), the prerender and the sitemap read it from the router.
 */
import { siteConfig } from './config';

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  /** The `<title>`, also used for Open Graph and Twitter cards. */
  readonly title: string;
  /** The meta description, one or two sentences. */
  readonly description: string;
  /** The day its content last changed (YYYY-MM-DD), for the sitemap; absent where that is not tracked. */
  readonly lastModified?: string;
}

/**
 * The front matter of a document in src/content/ (the block between `---` lines at its top), as
 * scripts/build/documents.ts reads and checks it.
 */
export interface DocumentFrontmatter {
  /** The page's heading, and with the product name its title. */
  readonly title: string;
  /** The page's description for search results and link previews. */
  readonly description: string;
  /** The day the document took effect, YYYY-MM-DD: shown under the title, and the sitemap's date. */
  readonly effective?: string;
}

/** A document's front matter as its module gives it: the effective date also in words, written at build time. */
export interface ReadFrontmatter extends DocumentFrontmatter {
  /** `effective` as the page shows it: "July 3, 2025". */
  readonly effectiveInWords?: string;
}

/** A document's page, as its front matter describes it. */
export function documentPage({ title, description, effective }: DocumentFrontmatter): PageMeta {
  return { title: `${title} | ${siteConfig.productName}`, description, lastModified: effective };
}

/**
 * What the landing page says about itself: here rather than with its other words
 * (src/content/landing.ts), which only the landing page's own code carries; every page's code
 * carries the routes' descriptions of their pages.
 */
export const landingPage: PageMeta = {
  title: `${siteConfig.productName}: personalized five-minute audio deep dives`,
  description: `${siteConfig.productName} turns what you are curious about, including today’s headlines, into five-minute audio deep dives that start from what you already understand and go deeper.`,
};

/** The head of the page shown for an unknown path. */
export const notFoundPage: PageMeta = {
  title: `Page not found | ${siteConfig.productName}`,
  description: `There is no ${siteConfig.productName} page at this address.`,
};

/** The canonical absolute URL of the page at `path`. */
export function canonicalUrl(path: string): string {
  return path === '/' ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}${path}`;
}
