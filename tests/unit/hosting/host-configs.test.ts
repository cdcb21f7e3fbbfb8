/**
 * Each generated host configuration, read back the way its host reads it, says exactly what
 * scripts/hosting/policy.ts says, for every kind of URL the site has.
 */
import { describe, expect, it } from 'vitest';
import { headerRules, renderHeadersFile } from '../../../scripts/hosting/headersFile';
import { renderNginxServer, renderNginxSnippet, nginxSnippetPath } from '../../../scripts/hosting/nginxConf';
import {
  allowedMethods,
  cacheControl,
  cacheControlFor,
  hostOnlyFiles,
  maxRequestLineBytes,
  notFoundFile,
  securityHeaders,
} from '../../../scripts/hosting/policy';
import { routeFiles } from '../../../scripts/hosting/siteFiles';
import { renderVercelJson, type VercelConfig } from '../../../scripts/hosting/vercelJson';
import { siteConfig } from '../../../src/site/config';
import {
  addedHeaders,
  headersPathMatches,
  parseHeadersFile,
  parseNginx,
  type NginxDirective,
} from './parseConfigs';

const otherFiles = ['404.html', 'favicon.svg', 'robots.txt', 'sitemap.xml'];
const sampleUrls = [
  ...routeFiles.map(({ path }) => path),
  ...otherFiles.map((file) => `/${file}`),
  '/assets/index-abc.js',
];

/** What a host sends for `urlPath` when every matching rule's headers are combined. */
function combined(
  rules: { match: (url: string) => boolean; headers: Record<string, string[]> }[],
  urlPath: string,
) {
  const headers: Record<string, string[]> = {};
  for (const rule of rules.filter(({ match }) => match(urlPath))) {
    for (const [name, values] of Object.entries(rule.headers)) (headers[name] ??= []).push(...values);
  }
  return headers;
}

const expectedFor = (urlPath: string) =>
  Object.fromEntries(
    Object.entries({ ...securityHeaders, 'Cache-Control': cacheControlFor(urlPath) }).map(([name, value]) => [
      name,
      [value],
    ]),
  );

describe('_headers (Netlify, Cloudflare Pages)', () => {
  const rules = parseHeadersFile(renderHeadersFile(headerRules(otherFiles))).map(({ path, headers }) => ({
    match: (url: string) => headersPathMatches(path, url),
    headers,
  }));

  it.each(sampleUrls)('gives %s every security header once and its own Cache-Control', (url) => {
    expect(combined(rules, url)).toEqual(expectedFor(url));
  });
});

describe('vercel.json', () => {
  const config = JSON.parse(renderVercelJson()) as VercelConfig;
  const rules = config.headers.map(({ source, headers }) => ({
    // The sources here are plain regular expressions in path-to-regexp's syntax.
    match: (url: string) => new RegExp(`^${source}$`).test(url),
    headers: Object.fromEntries(headers.map(({ key, value }) => [key, [value]])),
  }));

  it('serves routes without .html and without trailing slashes', () => {
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false });
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

  it('serves each route from its own file and redirects the file name to the route', () => {
    for (const { path, file } of routeFiles) {
      expect(inside(locations.get(`= ${path}`) ?? [], 'try_files')).toEqual([`/${file}`, '=404']);
      expect(inside(locations.get(`= /${file}`) ?? [], 'return')).toEqual(['301', path]);
    }
  });

  it('answers unknown paths, host-only files and the 404 page itself with the 404 page', () => {
    expect(directive('error_page')).toContainEqual({ name: 'error_page', args: ['404', `/${notFoundFile}`] });
    expect(locations.get(`= /${notFoundFile}`)?.some(({ name }) => name === 'internal')).toBe(true);
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

  it('redirects a trailing slash with 301', () => {
    expect(directive('rewrite')[0]?.args).toEqual(['^(/.+)/$', '$1', 'permanent']);
  });
});

describe('the nginx production server', () => {
  const servers = parseNginx(
    renderNginxServer({ root: '/srv/site', certificate: '/tls/cert.pem', certificateKey: '/tls/key.pem' }),
  ).map(({ block }) => block ?? []);
  const host = new URL(siteConfig.siteUrl).hostname;

  it('sends HTTP to HTTPS on the same host', () => {
    expect(servers[0]).toContainEqual({ name: 'return', args: ['301', 'https://$host$request_uri'] });
    expect(servers[0]).toContainEqual({ name: 'server_name', args: [host] });
  });

  it('serves the build over HTTPS with the site snippet', () => {
    expect(servers[1]).toEqual(
      expect.arrayContaining([
        { name: 'listen', args: ['443', 'ssl', 'http2'] },
        { name: 'server_name', args: [host] },
        { name: 'root', args: ['/srv/site'] },
        { name: 'include', args: [nginxSnippetPath] },
      ]),
    );
  });
});
