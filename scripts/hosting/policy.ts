/**
 * The one source of truth for how the built site is served (headers, caching, methods, limits):
 * `npm start` and every host's configuration follow it, and tests compare each with it.
 */
import { contentSecurityPolicy } from './csp';

export type HeaderMap = Readonly<Record<string, string>>;

/**
 * Features the site never uses, each denied to the page and every frame in it. Only names
 * Chromium recognises: an unknown name makes the browser log an error on every page.
 */
const deniedBrowserFeatures = `
  accelerometer autoplay browsing-topics camera compute-pressure cross-origin-isolated display-capture
  encrypted-media fullscreen gamepad geolocation gyroscope hid identity-credentials-get idle-detection
  local-fonts magnetometer microphone midi otp-credentials payment picture-in-picture
  publickey-credentials-create publickey-credentials-get screen-wake-lock serial storage-access sync-xhr usb
  window-management xr-spatial-tracking
`
  .trim()
  .split(/\s+/);

/** Two years, the HSTS preload list's expectation, in seconds. */
const twoYears = 2 * 365 * 24 * 60 * 60;

/** Headers every response carries: pages, assets, redirects and errors alike. */
export const securityHeaders: HeaderMap = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': `max-age=${twoYears}; includeSubDomains; preload`,
  'X-Content-Type-Options': 'nosniff',
  // Old browsers ignore CSP's frame-ancestors; this says the same to them.
  'X-Frame-Options': 'DENY',
  // The account site learns a visitor came from this site, never from which page.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedBrowserFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Reports any script fetched without its hash (`integrity`). Only reports: enforced, WebKit 2.50
  // also refuses hashed module preloads and imports, and the app would never start there (docs/hosting.md).
  'Integrity-Policy-Report-Only': 'blocked-destinations=(script)',
};

/** The two caching behaviours the site needs. */
export const cacheControl = {
  /** Files whose name contains a hash of their content: a new version gets a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else (HTML, the 404 page, robots.txt…): kept, but revalidated on every use. */
  revalidate: 'no-cache',
} as const;

/** Where the build puts content-hashed files (Vite's `build.assetsDir`), as a URL prefix. */
export const hashedAssetsPrefix = '/assets/';

/** The Cache-Control a successful response for `urlPath` carries. Errors always revalidate. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(hashedAssetsPrefix) ? cacheControl.immutable : cacheControl.revalidate;
}

/** The request methods the site answers; anything else gets 405 with an `Allow` header. */
export const allowedMethods = ['GET', 'HEAD'] as const;

/** The longest request line served, in bytes (longer gets 414): whole 1024-byte buffers, as nginx counts. */
export const maxRequestLineBytes = 8 * 1024;

/** The page served, with status 404, for any path the site does not have. */
export const notFoundFile = '404.html';

/** Paths that name the not-found page itself, which has no address of its own: 404, never a page. */
export const notFoundPaths = [`/${notFoundFile}`, `/${notFoundFile.replace(/\.html$/, '')}`];

/**
 * The configuration files a host reads from its publish folder. Each host's folder holds only its
 * own, and none is served to a visitor: `npm start` and nginx answer these names with 404.
 */
export const hostFiles = { headers: '_headers', redirects: '_redirects', vercel: 'vercel.json' } as const;
export const hostOnlyFiles: readonly string[] = Object.values(hostFiles);

/**
 * The compressed copies the build writes beside each text file in dist/, best first, which
 * `npm start` and nginx send as they are; the CDN hosts compress at their edge and get no copies.
 */
export const precompressedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The files worth compressing, by extension: text. Images and icons are compressed already. */
export const compressibleExtensions = ['.html', '.js', '.css', '.svg', '.xml', '.txt', '.webmanifest'];

/** Whether a path names a compressed copy: a way of sending its file, not an address (404 on every host). */
export function isPrecompressedCopy(path: string): boolean {
  return precompressedEncodings.some(({ suffix }) => path.endsWith(suffix));
}
