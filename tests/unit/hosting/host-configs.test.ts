/**
 * Each generated host configuration, read back the way its host reads it, says exactly what
 * scripts/hosting/policy.ts says, for every kind of URL the site has.
 */
import { describe, expect, it } from 'vitest';
import { hostConfigs, type VercelConfig } from '../../../scripts/hosting/hostConfigs';
import { nginxFiles, renderNginxServer, renderNginxSnippet } from '../../../scripts/hosting/nginxConf';
import {
  allowedMethods,
  cacheControl,
  cacheControlFor,
  hostFiles,
  hostOnlyFiles,
  maxRequestLineBytes,
  notFoundFile,
  notFoundPaths,
  securityHeaders,
} from '../../../scripts/hosting/policy';
import { routeFiles, routeRedirects } from '../../../scripts/hosting/siteFiles';
import { siteConfig } from '../../../src/site/config';
import {
  addedHeaders,
  headersPathMatches,
  parseHeadersFile,
  parseNginx,
  type NginxDirective,
} from './parseConfigs';

const otherFiles = ['404.html', 'favicon.svg', 'robots.txt', 'sitemap.xml'];
const { cloudflare, netlify, vercel } = hostConfigs(otherFiles);
const sampleUrls = [
  ...routeFiles.map(({ path }) => path),
  ...otherFiles.map((file) => `/${file}`),
  '/assets/index-abc.js',
];

/** A host's header rule as it applies: a URL test, the headers it detaches, and those it adds. */
interface AppliedRule {
  readonly match: (url: string) => boolean;
  readonly detach?: readonly string[];
  readonly headers: Record<string, string[]>;
}

/**
 * What a host sends for `urlPath`: every matching rule, in order, removing what it detaches and
 * adding its headers (a header added twice is sent twice, or joined: either way, wrong).
 */
function combined(
  rules: readonly AppliedRule[],
  urlPath: string,
  platformHeaders: Record<string, string[]> = {},
) {
  const headers = new Map(Object.entries(platformHeaders));
  for (const rule of rules.filter(({ match }) => match(urlPath))) {
    for (const name of rule.detach ?? []) headers.delete(name);
    for (const [name, values] of Object.entries(rule.headers))
      headers.set(name, [...(headers.get(name) ?? []), ...values]);
  }
  return Object.fromEntries(headers);
}

const once = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]]));

const expectedFor = (urlPath: string) =>
  once({ ...securityHeaders, 'Cache-Control': cacheControlFor(urlPath) });

const headersFileRules = (text: string): AppliedRule[] =>
  parseHeadersFile(text).map(({ path, headers, detach }) => ({
    match: (url: string) => headersPathMatches(path, url),
    headers,
    ...(detach ? { detach } : {}),
  }));

describe('_headers for Cloudflare Pages', () => {
  const rules = headersFileRules(cloudflare[hostFiles.headers]);
  // Its runtime adds this to every response; the file must take it away.
  const platform = { 'Access-Control-Allow-Origin': ['*'] };

  it.each(sampleUrls)(
    'gives %s every security header once, its own Cache-Control and Allow, and no CORS',
    (url) => {
      expect(combined(rules, url, platform)).toEqual({
        ...expectedFor(url),
        Allow: [allowedMethods.join(', ')],
      });
    },
  );
});

describe('_headers for Netlify', () => {
  const rules = headersFileRules(netlify[hostFiles.headers]);

  it.each(sampleUrls)('gives %s every security header once and its own Cache-Control', (url) => {
    expect(combined(rules, url)).toEqual(expectedFor(url));
  });

  it('detaches nothing, which Netlify cannot do', () => {
    expect(rules.every((rule) => !rule.detach)).toBe(true);
  });
});

describe('_redirects', () => {
  const parse = (text: string) =>
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(' '));

  it('sends each route’s other names to it with 301 on Cloudflare Pages, and answers /404 as not found', () => {
    const lines = parse(cloudflare[hostFiles.redirects]);
    for (const { from, to } of routeRedirects) expect(lines).toContainEqual([from, to, '301']);
    for (const path of notFoundPaths) expect(lines.find(([source]) => source === path)?.[2]).toBe('200');
  });

  it('does the same on Netlify, forced over the files at those paths', () => {
    const lines = parse(netlify[hostFiles.redirects]);
    for (const { from, to } of routeRedirects) expect(lines).toContainEqual([from, to, '301!']);
    for (const path of notFoundPaths) expect(lines).toContainEqual([path, `/${notFoundFile}`, '404!']);
  });
});

describe('vercel.json', () => {
  const config = JSON.parse(vercel[hostFiles.vercel]) as VercelConfig;
  const rules = config.headers.map(({ source, headers }) => ({
    // The sources here are plain regular expressions in path-to-regexp's syntax.
    match: (url: string) => new RegExp(`^${source}$`).test(url),
    headers: Object.fromEntries(headers.map(({ key, value }) => [key, [value]])),
  }));

  it('serves routes from their files, and redirects only their other names, with 301', () => {
    expect(config.cleanUrls).toBe(true);
    expect(config.redirects).toEqual(
      routeRedirects.map(({ from, to }) => ({ source: from, destination: to, statusCode: 301 })),
    );
  });

  it.each(sampleUrls)('gives %s every security header once and its own Cache-Control', (url) => {
    expect(combined(rules, url)).toEqual(expectedFor(url));
  });
});

describe('the nginx site snippet', () => {
  const snippet = parseNginx(renderNginxSnippet());
  const directive = (name: string) => snippet.filter((each) => each.name === name);
  const locations = new Map(directive('location').map(({ args, block }) => [args.join(' '), block ?? []]));
  const inside = (block: readonly NginxDirective[], name: string) =>
    block.find((each) => each.name === name)?.args;

  it('puts the security headers on what nginx answers before any location (400, 414, 405, redirects)', () => {
    expect(addedHeaders(snippet)).toEqual({ ...securityHeaders, 'Cache-Control': cacheControl.revalidate });
  });

  it('repeats every security header, with the right Cache-Control, in each location that adds headers', () => {
    for (const [match, block] of locations) {
      if (!block.some(({ name }) => name === 'add_header')) continue;
      const path = match.replace(/^= /, '').replace(/^@.*/, '/');
      const { Allow: allow, ...headers } = addedHeaders(block);
      expect(headers, match).toEqual({ ...securityHeaders, 'Cache-Control': cacheControlFor(path) });
      if (match.startsWith('@')) expect(allow).toBe(allowedMethods.join(', '));
    }
  });

  it('serves each route from its own file, and redirects only its other names, keeping the query', () => {
    for (const { path, file } of routeFiles) {
      expect(inside(locations.get(`= ${path}`) ?? [], 'try_files')).toEqual([`/${file}`, '=404']);
    }
    for (const { from, to } of routeRedirects) {
      expect(inside(locations.get(`= ${from}`) ?? [], 'return')).toEqual(['301', `${to}$is_args$args`]);
    }
    expect(directive('rewrite')).toEqual([]);
  });

  it('answers unknown paths, host-only files and the 404 page itself with the 404 page', () => {
    expect(directive('error_page')).toContainEqual({ name: 'error_page', args: ['404', `/${notFoundFile}`] });
    expect(locations.get(`= /${notFoundFile}`)?.some(({ name }) => name === 'internal')).toBe(true);
    expect(inside(locations.get('= /404') ?? [], 'return')).toEqual(['404']);
    for (const file of hostOnlyFiles)
      expect(inside(locations.get(`= /${file}`) ?? [], 'return')).toEqual(['404']);
  });

  it('accepts only the allowed methods', () => {
    const methodCheck = directive('if')[0];
    expect(methodCheck?.args).toEqual(['($request_method', '!~', `^(${allowedMethods.join('|')})$)`]);
    expect(methodCheck?.block).toEqual([{ name: 'return', args: ['405'] }]);
  });

  it('limits the request line to the source’s size', () => {
    expect(directive('large_client_header_buffers')[0]?.args).toEqual([
      '4',
      `${maxRequestLineBytes / 1024}k`,
    ]);
  });

  it('answers range requests with the whole file', () => {
    expect(directive('max_ranges')[0]?.args).toEqual(['0']);
  });
});

describe('the nginx production server', () => {
  const servers = parseNginx(
    renderNginxServer({ root: '/srv/site', certificate: '/tls/cert.pem', certificateKey: '/tls/key.pem' }),
  ).map(({ block }) => block ?? []);
  const host = new URL(siteConfig.siteUrl).hostname;

  it('sends HTTP to HTTPS on the site’s own host, with its headers and no version', () => {
    expect(servers[0]).toContainEqual({ name: 'return', args: ['301', `https://${host}$request_uri`] });
    expect(servers[0]).toContainEqual({ name: 'server_name', args: [host] });
    expect(servers[0]).toContainEqual({ name: 'server_tokens', args: ['off'] });
    expect(addedHeaders(servers[0] ?? [])).toEqual({
      ...securityHeaders,
      'Cache-Control': cacheControl.revalidate,
    });
  });

  it('serves the build over HTTPS with the site snippet', () => {
    expect(servers[1]).toEqual(
      expect.arrayContaining([
        { name: 'listen', args: ['443', 'ssl', 'http2'] },
        { name: 'server_name', args: [host] },
        { name: 'root', args: ['/srv/site'] },
        { name: 'include', args: [nginxFiles.snippet] },
      ]),
    );
  });
});
