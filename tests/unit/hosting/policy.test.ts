/** The source of truth itself: a strict policy, long HSTS, and the right cache for each path. */
import { describe, expect, it } from 'vitest';
import {
  cspDirectives,
  contentSecurityPolicy,
  headerOnlyDirectives,
  metaContentSecurityPolicy,
  parseCsp,
  serializeCsp,
} from '../../../scripts/hosting/csp';
import { cacheControl, cacheControlFor, securityHeaders } from '../../../scripts/hosting/policy';

describe('the Content-Security-Policy', () => {
  const policy = parseCsp(contentSecurityPolicy);

  it('reads back as the directives it was written from', () => {
    expect(policy).toEqual(cspDirectives);
    expect(serializeCsp(policy)).toBe(contentSecurityPolicy);
  });

  it('refuses everything by default and allows scripts and styles only from the site', () => {
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // No string may reach a script sink, and no code may make a Trusted Types policy to allow one.
    expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
    expect(policy['trusted-types']).toEqual(["'none'"]);
  });

  it('allows nothing inline, nothing evaluated and no other origin', () => {
    // That directive names the sinks it covers ('script'), not a source.
    const sources = Object.entries(policy)
      .filter(([name]) => name !== 'require-trusted-types-for')
      .flatMap(([, values]) => values);
    expect(sources.filter((source) => !["'self'", "'none'"].includes(source))).toEqual([]);
  });

  it('is the header every response carries', () => {
    expect(securityHeaders['Content-Security-Policy']).toBe(contentSecurityPolicy);
  });

  it('is stated again in the page, without the directives only a header can carry', () => {
    const inPage = parseCsp(metaContentSecurityPolicy);
    const { 'frame-ancestors': frameAncestors, ...rest } = policy;
    expect(frameAncestors).toEqual(["'none'"]);
    expect(inPage).toEqual(rest);
    expect(Object.keys(inPage).filter((name) => headerOnlyDirectives.includes(name))).toEqual([]);
    // It is written into an attribute in double quotes.
    expect(metaContentSecurityPolicy).not.toMatch(/["&<>]/);
  });
});

describe('the other security headers', () => {
  it('ask browsers for HTTPS for two years, on every subdomain, and allow preloading', () => {
    const hsts = securityHeaders['Strict-Transport-Security'] ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(2 * 365 * 24 * 60 * 60);
    expect(hsts).toMatch(/; includeSubDomains; preload$/);
  });

  it('deny features with an empty allow-list each', () => {
    const features = (securityHeaders['Permissions-Policy'] ?? '').split(', ');
    expect(features.length).toBeGreaterThan(10);
    for (const feature of features) expect(feature).toMatch(/^[a-z-]+=\(\)$/);
    expect(features).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()']));
  });

  it('isolate the page from other origins', () => {
    expect(securityHeaders).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(securityHeaders['Referrer-Policy']).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
  });

  it('report every script fetched without its hash', () => {
    expect(securityHeaders['Integrity-Policy-Report-Only']).toBe('blocked-destinations=(script)');
  });
});

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year without revalidating', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/terms', '/privacy', '/404.html', '/robots.txt', '/assetsfake.js'])(
    'revalidates %s',
    (path) => {
      expect(cacheControlFor(path)).toBe(cacheControl.revalidate);
      expect(cacheControl.revalidate).toBe('no-cache');
    },
  );
});
