/**
 * Each page's document head, as the routes declare it and `PageHead` renders it: its own
 * title, description and canonical address, the tags every page shares, and for an address with
 * no page a request not to be indexed. Navigating keeps it in step, with one of each tag.
 */
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/support/renderRoute';
import { renderPage } from '../entry-server';
import { shareImage } from '../content/shareImage';
import { siteConfig } from './config';
import { createAppRouter } from '../navigation/router';
import { canonicalUrl, notFoundPage, type PageMeta } from './pages';

/** Every route's path with what it declares about its page. */
const pages = Object.values(createAppRouter().routesByPath).map(
  (route) => [route.fullPath, route.options.staticData?.page as PageMeta] as const,
);
const termsPage = pages.find(([path]) => path === '/terms')?.[1] as PageMeta;

/** The content of every tag in `head` (the document's) matching `selector`, in order. */
const contents = (selector: string, head = document.head) =>
  [...head.querySelectorAll(selector)].map(
    (element) => element.getAttribute('content') ?? element.getAttribute('href') ?? element.textContent,
  );

describe('the document head', () => {
  it.each(pages)(
    'of %s has its own title, description and canonical address, once each',
    async (path, { title, description }) => {
      await renderRoute(path);
      expect(contents('title')).toEqual([title]);
      expect(contents('meta[name="description"]')).toEqual([description]);
      expect(contents('meta[property="og:title"]')).toEqual([title]);
      expect(contents('meta[name="twitter:description"]')).toEqual([description]);
      expect(contents('link[rel="canonical"]')).toEqual([canonicalUrl(path)]);
      expect(contents('meta[property="og:url"]')).toEqual([canonicalUrl(path)]);
      expect(contents('meta[name="robots"]')).toEqual([]);
    },
  );

  // The prerender alone writes them (link previews read the served HTML), and the app leaves them.
  it.each([...pages.map(([path]) => path), '/no-such-page'])(
    'of %s points link previews at the share image by absolute URL',
    async (path) => {
      const { head } = new DOMParser().parseFromString((await renderPage(path)).head, 'text/html');
      const imageUrl = `${siteConfig.siteUrl}${shareImage.path}`;
      expect(imageUrl).toMatch(/^https:\/\//);
      expect(contents('meta[property="og:image"]', head)).toEqual([imageUrl]);
      expect(contents('meta[name="twitter:image"]', head)).toEqual([imageUrl]);
      expect(contents('meta[property="og:image:width"]', head)).toEqual(['1200']);
      expect(contents('meta[property="og:image:height"]', head)).toEqual(['630']);
      expect(contents('meta[property="og:image:alt"]', head)).toEqual([shareImage.alt]);
      expect(contents('meta[name="twitter:card"]', head)).toEqual(['summary_large_image']);
      expect(shareImage.alt).toContain(siteConfig.productName);
    },
  );

  it('of an address with no page asks not to be indexed and has no canonical address; leaving it drops noindex and gains the new page’s tags', async () => {
    const { router } = await renderRoute('/no-such-page');
    expect(contents('title')).toEqual([notFoundPage.title]);
    expect(contents('meta[name="robots"]')).toEqual(['noindex']);
    expect(contents('link[rel="canonical"]')).toEqual([]);
    await act(() => router.navigate({ to: '/terms' }));
    expect(contents('title')).toEqual([termsPage.title]);
    expect(contents('meta[name="robots"]')).toEqual([]);
    expect(contents('link[rel="canonical"]')).toEqual([canonicalUrl('/terms')]);
    expect(contents('meta[name="twitter:title"]')).toEqual([termsPage.title]);
  });
});
