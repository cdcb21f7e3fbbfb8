/** The per-page part of the document head, written into each prerendered HTML file. */
import { shareImage } from '../content/shareImage';
import { siteConfig } from './config';
import { canonicalUrl, type PageMeta, type RoutePath } from './pages';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Title, description, canonical link and sharing tags for one page. `path` is null for the
 * not-found page, which has no canonical URL and asks not to be indexed.
 */
export function renderHeadTags(meta: PageMeta, path: RoutePath | null): string {
  const imageUrl = escapeHtml(`${siteConfig.siteUrl}${shareImage.path}`);
  const imageAlt = escapeHtml(shareImage.alt);
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
    // Link previews fetch the image from elsewhere, so only an absolute URL works.
    `<meta property="og:image" content="${imageUrl}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${shareImage.width}" />`,
    `<meta property="og:image:height" content="${shareImage.height}" />`,
    `<meta property="og:image:alt" content="${imageAlt}" />`,
    `<meta name="twitter:image" content="${imageUrl}" />`,
    `<meta name="twitter:image:alt" content="${imageAlt}" />`,
  ];
  if (path === null) {
    tags.push(`<meta name="robots" content="noindex" />`);
  } else {
    const url = escapeHtml(canonicalUrl(path));
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  }
  return tags.join('\n    ');
}
