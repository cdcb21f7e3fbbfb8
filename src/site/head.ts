/** The per-page part of the document head, written into each prerendered HTML file. */
import { siteConfig } from './config';
import { canonicalUrl, type PageMeta, type RoutePath } from './pages';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Title, description, canonical link and sharing tags for one page. `path` is null for the
 * not-found page, which has no canonical URL and asks not to be indexed.
 */
export function renderHeadTags(meta: PageMeta, path: RoutePath | null): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.productName)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (path === null) {
    tags.push(`<meta name="robots" content="noindex" />`);
  } else {
    const url = escapeHtml(canonicalUrl(path));
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  }
  return tags.join('\n    ');
}
