/**
 * Each generated host configuration that no test can run its host for, read back the way its
 * host reads it, says exactly what scripts/hosting/policy.ts says, for every kind of URL the site
 * has. (nginx's and Cloudflare Pages' configurations are held to the serving table in those
 * hosts' own runtimes: tests/hosts/.)
 */
import { describe, expect, it } from 'vitest';
import { hostConfigs, type VercelConfig } from '../../../scripts/hosting/hostConfigs';
import {
  cacheControlFor,
  hostFiles,
  notFoundFile,
  notFoundPaths,
  securityHeaders,
} from '../../../scripts/hosting/policy';
import { routeFiles, routeRedirects } from '../../../scripts/hosting/siteFiles';

const otherFiles = ['404.html', 'favicon.svg', 'robots.txt', 'sitemap.xml'];
const { netlify, vercel } = hostConfigs(otherFiles);
const sampleUrls = [
  ...routeFiles.map(({ path }) => path),
  ...otherFiles.map((file) => `/${file}`),
  '/assets/index-abc.js',
];

/** A host's header rule as it applies: a URL test, and the headers it adds. */
interface AppliedRule {
  readonly match: (url: string) => boolean;
  readonly headers: Record<string, string[]>;
}

/**
 * What a host sends for `urlPath`: the headers of every matching rule, in order (a header added
 * twice is sent twice, or joined: either way, wrong).
 */
function combined(rules: readonly AppliedRule[], urlPath: string) {
  const headers = new Map<string, string[]>();
  for (const rule of rules.filter(({ match }) => match(urlPath))) {
    for (const [name, values] of Object.entries(rule.headers))
      headers.set(name, [...(headers.get(name) ?? []), ...values]);
  }
  return Object.fromEntries(headers);
}

/**
 * A `_headers` file as Netlify reads it: a path at column 0 (a `*` matches any run of
 * characters), then its indented `Name: value` lines; any other line, such as Cloudflare's
 * `! Name`, which detaches a header, Netlify cannot read.
 */
function headersFileRules(text: string): AppliedRule[] {
  const rules: AppliedRule[] = [];
  for (const line of text.split('\n').filter((each) => each.trim() && !each.trim().startsWith('#'))) {
    const [rule, colon] = [rules.at(-1), line.indexOf(':')];
    if (!/^\s/.test(line)) {
      const parts = line.trim().split('*');
      const pattern = parts.map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      rules.push({ match: (url) => new RegExp(`^${pattern}$`).test(url), headers: {} });
    } else if (rule && colon >= 0) {
      (rule.headers[line.slice(0, colon).trim()] ??= []).push(line.slice(colon + 1).trim());
    } else throw new Error(`Not a header line Netlify reads: ${line}`);
  }
  return rules;
}

const once = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value]]));

const expectedFor = (urlPath: string) =>
  once({ ...securityHeaders, 'Cache-Control': cacheControlFor(urlPath) });

describe('_headers for Netlify', () => {
  it.each(sampleUrls)('gives %s every security header once and its own Cache-Control', (url) => {
    expect(combined(headersFileRules(netlify[hostFiles.headers]), url)).toEqual(expectedFor(url));
  });
});

describe('_redirects for Netlify', () => {
  it('sends each route’s other names to it with 301, and /404 to the 404 page, forced over the files at those paths', () => {
    const lines = netlify[hostFiles.redirects]
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(' '));
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
