import { describe, expect, it } from 'vitest';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { createAppRouter } from '../navigation/router';
import { siteConfig } from './config';
import { canonicalUrl } from './pages';

const routes = Object.values(createAppRouter().routesByPath);

describe('the pages', () => {
  it('are the router’s routes, for the build, the hosts and the tests as for the site', () => {
    expect(routePaths).toEqual(routes.map((route) => route.fullPath));
  });

  it.each(routes.map((route) => [route.fullPath, route.options.staticData?.page] as const))(
    '%s says what it is, in its own words',
    (path, page) => {
      expect(page, `${path}: give its route file staticData: { page }`).toBeDefined();
      expect(page?.title).toContain(siteConfig.productName);
      expect(page?.description.length, `${path}: its description`).toBeGreaterThan(40);
      const others = routes.filter((route) => route.fullPath !== path);
      expect(others.map((route) => route.options.staticData?.page?.title)).not.toContain(page?.title);
    },
  );

  it('have canonical URLs on the site URL', () => {
    expect(canonicalUrl('/')).toBe(`${siteConfig.siteUrl}/`);
    expect(canonicalUrl('/terms')).toBe(`${siteConfig.siteUrl}/terms`);
  });
});
