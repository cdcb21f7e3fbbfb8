/**
 * How the built site must answer over HTTP, as production serves it: statuses, pages and
 * headers for routes, redirects and every kind of error. Run against Debian's nginx with the
 * generated config (tests/nginx/nginx.spec.ts) and against `npm start` (tests/e2e/serving.spec.ts).
 */
import { expect, test, type APIResponse } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  allowedMethods,
  cacheControl,
  hostOnlyFiles,
  maxRequestLineBytes,
  securityHeaders,
} from '../../scripts/hosting/policy';
import { notFoundPage, routePages } from '../../src/site/pages';

const dist = new URL('../../dist/', import.meta.url);

/** Declares the tests; `origin` gives the server's origin once it is running. */
export function servingRules(origin: () => string) {
  /** Every security header of the source, with its exact value, and the given Cache-Control. */
  function expectHeaders(response: APIResponse, cache: string) {
    const headers = response.headers();
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(headers[name.toLowerCase()], `${name} on ${response.status()} ${response.url()}`).toBe(value);
    }
    expect(headers['cache-control'], `Cache-Control on ${response.url()}`).toBe(cache);
  }

  for (const [path, meta] of Object.entries(routePages)) {
    test(`${path} is its page, revalidated on every visit`, async ({ request }) => {
      const response = await request.get(`${origin()}${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toContain(`<title>${meta.title}</title>`);
      expectHeaders(response, cacheControl.revalidate);
    });
  }

  test('a hashed asset is served immutable for a year', async ({ request }) => {
    const home = await readFile(new URL('index.html', dist), 'utf8');
    const script = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script, 'the home page loads a script from /assets/').toBeTruthy();
    const response = await request.get(`${origin()}${script}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expectHeaders(response, cacheControl.immutable);
  });

  for (const path of ['/terms', '/privacy']) {
    test(`${path}/ redirects to ${path} with 301`, async ({ request }) => {
      const response = await request.get(`${origin()}${path}/`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(path);
      expectHeaders(response, cacheControl.revalidate);
    });
  }

  for (const path of [
    '/no-such-page',
    '/assets/missing.js',
    '/404.html',
    ...hostOnlyFiles.map((file) => `/${file}`),
  ]) {
    test(`${path} is the 404 page with status 404, never cached as an asset`, async ({ request }) => {
      const response = await request.get(`${origin()}${path}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(`<title>${notFoundPage.title}</title>`);
      expectHeaders(response, cacheControl.revalidate);
    });
  }

  test('a malformed percent-encoding is 400', async ({ request }) => {
    const response = await request.get(`${origin()}/%E0%A4%A`);
    expect(response.status()).toBe(400);
    expectHeaders(response, cacheControl.revalidate);
  });

  test('a path longer than the request-line limit is 414', async ({ request }) => {
    const response = await request.get(`${origin()}/${'a'.repeat(maxRequestLineBytes)}`);
    expect(response.status()).toBe(414);
    expectHeaders(response, cacheControl.revalidate);
  });

  test('a path just inside the limit is an ordinary 404', async ({ request }) => {
    const response = await request.get(`${origin()}/${'a'.repeat(maxRequestLineBytes / 2)}`);
    expect(response.status()).toBe(404);
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    test(`${method} is 405 and names the allowed methods`, async ({ request }) => {
      const response = await request.fetch(`${origin()}/`, { method });
      expect(response.status()).toBe(405);
      expect(response.headers().allow).toBe(allowedMethods.join(', '));
      expectHeaders(response, cacheControl.revalidate);
    });
  }

  test('HEAD answers like GET, without a body', async ({ request }) => {
    const response = await request.head(`${origin()}/terms`);
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBe(0);
    expectHeaders(response, cacheControl.revalidate);
  });
}
