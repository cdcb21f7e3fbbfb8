/** The source of truth itself: a strict policy, long HSTS, and the right cache for each path. */
import { describe, expect, it } from 'vitest';
import {
  cspDirectives,
  contentSecurityPolicy,
  metaContentSecurityPolicy,
} from '../../../scripts/hosting/csp';
import { cacheControl, cacheControlFor, securityHeaders } from '../../../scripts/hosting/policy';

describe('the Content-Security-Policy', () => {
  it('refuses everything by default and allows scripts and styles only from the site', () => {
    expect(cspDirectives).toMatchObject({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
      // No string may reach a script sink, and no code may make a Trusted Types policy to allow one.
      'require-trusted-types-for': ["'script'"],
      'trusted-types': ["'none'"],
    });
  });

  it('allows nothing inline, nothing evaluated and no other origin', () => {
    // That directive names the sinks it covers ('script'), not a source.
    const sources = Object.entries(cspDirectives)
      .filter(([name]) => name !== 'require-trusted-types-for')
      .flatMap(([, values]) => values);
    expect(sources.filter((source) => !["'self'", "'none'"].includes(source))).toEqual([]);
  });

  it('is stated again in the page, without frame-ancestors, which only a header can carry', () => {
    const directives = contentSecurityPolicy.split('; ');
    expect(metaContentSecurityPolicy.split('; ')).toEqual(
      directives.filter((directive) => !directive.startsWith('frame-ancestors ')),
    );
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

  it('isolate the page from other origins, and report every script fetched without its hash', () => {
    expect(securityHeaders).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Integrity-Policy-Report-Only': 'blocked-destinations=(script)',
    });
    expect(securityHeaders['Referrer-Policy']).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
  });
});

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year without revalidating', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/terms', '/404.html', '/robots.txt', '/assetsfake.js'])('revalidates %s', (path) => {
    expect(cacheControlFor(path)).toBe(cacheControl.revalidate);
    expect(cacheControl.revalidate).toBe('no-cache');
  });
});
