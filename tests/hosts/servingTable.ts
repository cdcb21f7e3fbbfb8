/**
 * The specification of serving: what a visitor, crawler and scanner send, each with the answer every host
 * runtime must give (tests/hosts/*.spec.ts), by the rules of scripts/hosting/ (policy.ts, siteFiles.ts).
 * Where a host's own runtime cannot give the site's answer, the row says why, and docs/hosting.md names it.
 * Every response: never a 5xx; each security header once, exactly; no CORS header or server version; a
 * Location only where expected, on the same origin; Cache-Control that revalidates unless an asset.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  allowedMethods,
  cacheControl,
  hostOnlyFiles,
  maxRequestLineBytes,
  securityHeaders,
} from '../../scripts/hosting/policy';
import { brandIcons } from '../../scripts/brand/brandAssets';
import { shareImage } from '../../src/content/shareImage';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { builtPage, missingPage, pageTitles } from '../support/pages';
import { sendRaw, type RawRequest } from './rawRequest';

/** The host runtimes the table runs on. */
export type HostName = 'node' | 'nginx' | 'cloudflare';

interface Expected {
  /** The status, or the statuses any of which is right (a hostile path may be 400 or 404). */
  readonly status: number | readonly number[];
  /** The title of the page the body must be. */
  readonly page?: string;
  readonly location?: string;
  /** The asset rule (immutable); anything else must revalidate. */
  readonly immutable?: boolean;
  readonly contentType?: RegExp;
  readonly noBody?: boolean;
  /** The whole file, not a part of it (no Content-Range, all its bytes). */
  readonly wholeFile?: string;
  /** An `Allow` header naming the allowed methods. */
  readonly allow?: boolean;
  /** Text the body must not contain (a file from outside the site). */
  readonly notContaining?: string;
  /** Sent compressed, in this encoding, and decompressing to this file of dist/ exactly. */
  readonly compressed?: { readonly encoding: 'br' | 'gzip'; readonly file: string };
}

/** A host whose own runtime answers a row differently, and why. */
interface HostDifference {
  readonly status: readonly number[];
  /** Why the site cannot make it answer as the others do. */
  readonly reason: string;
  /** The answer comes from the host's front end, before the site's headers apply. */
  readonly withoutSiteHeaders?: boolean;
  /** It compresses by its own rules: any encoding the request accepts, with or without Vary. */
  readonly ownCompression?: boolean;
}

const dist = new URL('../../dist/', import.meta.url);
const home = readFileSync(new URL('index.html', dist), 'utf8');
/** A built asset's path, found in the home page. */
const assetPath = (pattern: RegExp) => {
  const path = pattern.exec(home)?.[1];
  if (!path) throw new Error(`dist/index.html names no asset matching ${pattern}`);
  return path;
};
const stylesheet = assetPath(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/);
const script = assetPath(/<script[^>]*src="(\/assets\/[^"]+\.js)"/);
const distFile = (path: string) => readFileSync(new URL(`.${path}`, dist));

/** The ETag of an earlier GET of `path`, as an If-None-Match header. */
const revalidating = (path: string) => async (origin: string) => {
  const etag = (await sendRaw(origin, { target: path })).headers.get('etag')?.[0];
  if (!etag) throw new Error(`No ETag for ${path}`);
  return [`If-None-Match: ${etag}`];
};

/** Hostile paths: refused (400) or not found (404), whichever the host's own parser decides. */
const refused = [400, 404] as const;

/** A climb out of the site to the project's own files: refused, and never its package.json. */
const notTheProject: Expected = { status: refused, notContaining: 'downstream-web' };

/**
 * Where a row lets a host refuse, other hosts give their own error page; `npm start`'s server does better for
 * a visitor who followed a broken link: the not-found page, still as a 400 (the way home from it:
 * tests/e2e/not-found.spec.ts).
 */
const nodeRefusal: Expected = {
  status: 400,
  page: pageTitles.notFound,
  contentType: /^text\/html; charset=utf-8$/,
};

/** Cloudflare's runtime, where it answers by rules of its own before or beside the site's. */
const onCloudflare = (status: readonly number[], reason: string, more: Partial<HostDifference> = {}) => ({
  differs: { cloudflare: { status, reason, ...more } },
});
const cloudflareCompression = onCloudflare(
  [200],
  'Cloudflare compresses at its edge by its own rules, and its local runtime picks gzip or brotli per file type, without Vary',
  { ownCompression: true },
);
const cloudflareParser = (status: readonly number[]) =>
  onCloudflare(
    status,
    'its runtime’s HTTP layer answers a request it cannot take itself, before any of the site’s headers apply',
    { withoutSiteHeaders: true },
  );

/** A row: a GET of a target, or the request given; `prepare` adds headers from an earlier answer (ETag). */
const get = (
  name: string,
  request: string | RawRequest,
  expected: Expected,
  more: {
    prepare?: (origin: string) => Promise<readonly string[]>;
    differs?: Partial<Record<HostName, HostDifference>>;
  } = {},
) => ({
  name,
  request: typeof request === 'string' ? { target: request } : request,
  expect: expected,
  ...more,
});

const notFound: Expected = { status: 404, page: pageTitles.notFound };
const bare = ['Content-Length: 0'];

const servingTable = [
  ...routePaths.map((path) => get(`the page ${path}`, path, { status: 200, page: builtPage(path).title })),
  get('a page with a query', '/terms?x=1', { status: 200, page: pageTitles.terms }),
  // A route's other names redirect to it, in one hop, keeping the query.
  get('a trailing slash', '/terms/', { status: 301, location: '/terms' }),
  get('another trailing slash', '/privacy/', { status: 301, location: '/privacy' }),
  get('a trailing slash with a query', '/terms/?x=1', { status: 301, location: '/terms?x=1' }),
  get('a page’s file name', '/terms.html', { status: 301, location: '/terms' }),
  get('a page’s file name with a query', '/privacy.html?x=1', { status: 301, location: '/privacy?x=1' }),
  get('the home page’s file, in one hop', '/index.html', { status: 301, location: '/' }),
  get(
    'a redirect never names the Host the client sent',
    { target: '/terms/', host: 'evil.example' },
    { status: 301, location: '/terms' },
  ),
  // Routes match exactly, as the client router does.
  get('a route in capitals', '/TERMS', notFound),
  get('a route capitalized', '/Terms', notFound),
  get('another route in capitals', '/PRIVACY', notFound),
  // Everything else is the not-found page, with 404.
  get('an unknown path', missingPage, notFound),
  get('an unknown path with a trailing slash, not redirected', `${missingPage}/`, notFound),
  get('a missing asset, not cached as one', '/assets/missing.js', notFound),
  get('the 404 page’s file', '/404.html', notFound),
  get('the 404 page’s name', '/404', notFound),
  ...hostOnlyFiles.map((file) => get(`the host file ${file}`, `/${file}`, notFound)),
  get('the stylesheet, immutable', stylesheet, {
    status: 200,
    immutable: true,
    contentType: /^text\/css/,
    wholeFile: stylesheet,
  }),
  get('the entry script, immutable', script, { status: 200, immutable: true, contentType: /javascript/ }),
  get('the web manifest', '/site.webmanifest', { status: 200, contentType: /^application\/manifest\+json/ }),
  get('robots.txt', '/robots.txt', { status: 200, contentType: /^text\/plain/ }),
  get('the favicon', '/favicon.svg', { status: 200, contentType: /^image\/svg\+xml/ }),
  // What link previews and devices fetch: the share image and the PNG icons (which index.html
  // and the manifest link: tests/unit/brand-assets.test.ts).
  ...[shareImage.path, ...brandIcons.map(({ file }) => `/${file}`)].map((path) =>
    get('a brand image', path, { status: 200, contentType: /^image\/png$/ }),
  ),
  // Compressed as the browser accepts: the build's copies on nginx and `npm start`.
  ...(
    [
      ['the entry script, as brotli to a browser that takes it', script, 'gzip, deflate, br', 'br', script],
      [
        'the stylesheet, as gzip to a browser that takes no brotli',
        stylesheet,
        'gzip, deflate',
        'gzip',
        stylesheet,
      ],
      ['a page, as brotli', '/terms', 'br', 'br', '/terms.html'],
    ] as const
  ).map(([name, target, accepts, encoding, file]) =>
    get(
      name,
      { target, headers: [`Accept-Encoding: ${accepts}`] },
      { status: 200, immutable: target !== '/terms', compressed: { encoding, file } },
      cloudflareCompression,
    ),
  ),
  // A compressed copy is a way of sending its file, not an address of its own.
  ...[`${script}.br`, `${stylesheet}.gz`, '/index.html.br'].map((target) =>
    get('a compressed copy asked for by name', target, notFound),
  ),
  get(
    'an asset revalidated stays immutable',
    stylesheet,
    { status: 304, immutable: true, noBody: true },
    { prepare: revalidating(stylesheet) },
  ),
  get('a page revalidated', '/terms', { status: 304, noBody: true }, { prepare: revalidating('/terms') }),
  get(
    'a range of an asset gets the whole file',
    { target: stylesheet, headers: ['Range: bytes=0-10'] },
    { status: 200, immutable: true, wholeFile: stylesheet },
  ),
  get(
    'a range of a page gets the whole page',
    { target: '/', headers: ['Range: bytes=0-10'] },
    { status: 200, page: pageTitles.home },
  ),
  get(
    'an unsatisfiable range gets the whole file',
    { target: stylesheet, headers: ['Range: bytes=999999-'] },
    { status: 200, immutable: true, wholeFile: stylesheet },
  ),
  ...['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'].map((method) =>
    get(`${method} is not allowed`, { method, target: '/', headers: bare }, { status: 405, allow: true }),
  ),
  get(
    'POST to an unknown path is not allowed either',
    { method: 'POST', target: missingPage, headers: bare },
    { status: 405, allow: true },
  ),
  get('HEAD of a page', { method: 'HEAD', target: '/terms' }, { status: 200, noBody: true }),
  get('HEAD of an unknown path', { method: 'HEAD', target: missingPage }, { status: 404, noBody: true }),
  // What scanners send.
  get('an encoded backslash and slash: no redirect off the site', '/%5Cevil.example/', notFound),
  get('two encoded backslashes', '/%5C%5Cevil.example/', notFound),
  get('an encoded backslash and an encoded slash', '/%5Cevil.example%2F', notFound),
  get('a raw backslash', '/\\evil.example/', notFound),
  get('a double slash', '//evil.example/', notFound),
  get('a triple slash', '///evil.example', notFound),
  get('an encoded NUL after a page', '/terms%00', { status: refused }),
  get('an encoded NUL after an asset, not cached as one', `${stylesheet}%00`, { status: refused }),
  get('traversal, encoded dots', '/%2e%2e/%2e%2e/etc/passwd', { status: refused, notContaining: 'root:' }),
  get('traversal, encoded slashes', '/..%2f..%2fetc/passwd', { status: refused, notContaining: 'root:' }),
  get('traversal, raw', '/../../etc/passwd', { status: refused, notContaining: 'root:' }),
  get('traversal, one encoded slash', '/..%2f', { status: refused }),
  get('traversal out of the assets to the project', '/assets/..%2f..%2fpackage.json', notTheProject),
  get('traversal with encoded backslashes', '/%2e%2e%5c%2e%2e%5cpackage.json', notTheProject),
  get('traversal with raw dots and encoded backslashes', '/..%5c..%5cpackage.json', notTheProject),
  get('a malformed percent-encoding', '/%E0%A4%A', { status: refused }),
  get('a path that visits a folder and comes back is no climb', '/assets/../terms', {
    status: 200,
    page: pageTitles.terms,
  }),
  get(
    'a request line over the limit',
    `/${'a'.repeat(maxRequestLineBytes)}`,
    { status: 414 },
    onCloudflare(
      [431],
      'its runtime refuses a URL over its own limit with 431, before any of the site’s rules or headers apply',
      { withoutSiteHeaders: true },
    ),
  ),
  // What a server's HTTP parser refuses before any rule runs: still with the site's headers.
  get(
    'a header line that is no header',
    {
      target: '/',
      raw: 'GET / HTTP/1.1\r\nHost: localhost\r\nthis is not a header\r\nConnection: close\r\n\r\n',
    },
    { status: 400 },
    cloudflareParser([400]),
  ),
  get(
    'headers too large',
    { target: '/', headers: [`X-Padding: ${'a'.repeat(32 * 1024)}`] },
    { status: [400, 431] },
    cloudflareParser([400, 431]),
  ),
  // 417 where the server checks expectations, the page where it ignores them (nginx).
  get(
    'an expectation no server can meet',
    { target: '/terms', headers: ['Expect: the-impossible'] },
    { status: [200, 417] },
    cloudflareParser([417]),
  ),
  get('a path just inside the limit is an ordinary unknown path', `/${'a'.repeat(maxRequestLineBytes / 4)}`, {
    status: 404,
    page: pageTitles.notFound,
  }),
];

/** Which answers count as revalidating: `no-store` is stricter, and Cloudflare writes it on 404s. */
const revalidates = [cacheControl.revalidate, 'no-store'];

/** Every security header once, exactly, no CORS header and no server version, by each header's values. */
export function expectSiteHeaders(valuesOf: (lowerCaseName: string) => readonly string[] | undefined) {
  const values = (name: string) => valuesOf(name.toLowerCase()) ?? [];
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(values(name), `${name}, once, exactly`).toEqual([value]);
  }
  expect(values('access-control-allow-origin'), 'no CORS header').toEqual([]);
  for (const server of values('server')) expect(server, 'no server version').not.toMatch(/\d/);
}

/** Declares one test per row, for the host at `origin()`. */
export function runServingTable(host: HostName, origin: () => string) {
  test.describe(`served by ${host}`, () => {
    for (const row of servingTable) {
      const difference = row.differs?.[host];
      test(`${row.name}: ${row.request.method ?? 'GET'} ${row.request.target.slice(0, 60)}`, async () => {
        if (difference)
          test.info().annotations.push({ type: 'differs on this host', description: difference.reason });
        const extra = row.prepare ? await row.prepare(origin()) : [];
        const response = await sendRaw(origin(), {
          ...row.request,
          headers: [...(row.request.headers ?? []), ...extra],
        });
        const expected =
          host === 'node' && row.expect.status === refused ? { ...row.expect, ...nodeRefusal } : row.expect;
        const statuses = difference?.status ?? [expected.status].flat();

        expect(response.status, 'never a server error').toBeLessThan(500);
        expect(statuses, `status of ${row.request.target}`).toContain(response.status);
        if (difference?.withoutSiteHeaders) return;

        const valuesOf = (name: string) => response.headers.get(name) ?? [];
        expectSiteHeaders(valuesOf);

        const location = valuesOf('location');
        if (expected.location === undefined) {
          expect(location, 'no redirect').toEqual([]);
        } else {
          expect(location).toEqual([expected.location]);
          expect(expected.location).toMatch(/^\/(?![/\\])/);
        }

        const cache = valuesOf('cache-control');
        if (expected.immutable && [200, 304].includes(response.status)) {
          expect(cache).toEqual([cacheControl.immutable]);
        } else {
          expect(cache).toHaveLength(1);
          expect(revalidates).toContain(cache[0]);
        }

        const body = response.body.toString('utf8');
        if (expected.page) expect(body).toContain(`<title>${expected.page}</title>`);
        if (expected.contentType) expect(valuesOf('content-type')[0]).toMatch(expected.contentType);
        if (expected.noBody) expect(response.body.length).toBe(0);
        if (expected.wholeFile) {
          expect(valuesOf('content-range')).toEqual([]);
          expect(response.body.length).toBe(distFile(expected.wholeFile).length);
        }
        if (expected.allow) expect(valuesOf('allow')).toEqual([allowedMethods.join(', ')]);
        if (expected.notContaining) expect(body).not.toContain(expected.notContaining);
        if (expected.compressed) {
          const { file } = expected.compressed;
          const [encoding] = valuesOf('content-encoding');
          if (difference?.ownCompression) {
            expect(row.request.headers?.join(','), 'an encoding the request accepts').toContain(encoding);
          } else {
            expect(encoding, 'Content-Encoding').toBe(expected.compressed.encoding);
            expect(valuesOf('vary').join(',').toLowerCase(), 'Vary').toContain('accept-encoding');
          }
          const decompress = encoding === 'br' ? brotliDecompressSync : gunzipSync;
          expect(decompress(response.body).equals(distFile(file)), 'the file, whole').toBe(true);
        }
      });
    }
  });
}
