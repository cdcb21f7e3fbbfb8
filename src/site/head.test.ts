import { describe, expect, it } from 'vitest';
import { shareImage } from '../content/shareImage';
import { siteConfig } from './config';
import { renderHeadTags } from './head';
import { notFoundPage, routePages, routePaths } from './pages';

/** The head tags of a page, parsed into a document so tests can query them. */
function headOf(html: string) {
  return new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
}

describe('the sharing tags', () => {
  it.each(routePaths)('point %s at the 1200 × 630 share image by absolute URL, with its alt text', (path) => {
    const head = headOf(renderHeadTags(routePages[path], path));
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content');
    const imageUrl = `${siteConfig.siteUrl}${shareImage.path}`;
    expect(imageUrl).toMatch(/^https:\/\//);
    expect(content('meta[property="og:image"]')).toBe(imageUrl);
    expect(content('meta[name="twitter:image"]')).toBe(imageUrl);
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[property="og:image:alt"]')).toBe(shareImage.alt);
    expect(content('meta[name="twitter:image:alt"]')).toBe(shareImage.alt);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('are on the not-found page too, which still asks not to be indexed', () => {
    const head = headOf(renderHeadTags(notFoundPage, null));
    expect(head.querySelector('meta[property="og:image"]')).not.toBeNull();
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('name the product in the image alt text', () => {
    expect(shareImage.alt).toContain(siteConfig.productName);
  });
});
