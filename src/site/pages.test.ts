import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router';
import { canonicalUrl, routePages, routePaths } from './pages';
import { siteConfig } from './config';

describe('the page list', () => {
  it('has exactly the routes the router defines, so the sitemap and prerender cannot drift', () => {
    const router = createAppRouter();
    expect(Object.keys(router.routesByPath).sort()).toEqual([...routePaths].sort());
  });

  it('gives every page its own title and description', () => {
    const titles = routePaths.map((path) => routePages[path].title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const path of routePaths) {
      expect(routePages[path].title).toContain(siteConfig.productName);
      expect(routePages[path].description.length).toBeGreaterThan(40);
    }
  });

  it('builds canonical URLs from the site URL', () => {
    expect(canonicalUrl('/')).toBe(`${siteConfig.siteUrl}/`);
    expect(canonicalUrl('/terms')).toBe(`${siteConfig.siteUrl}/terms`);
  });
});
