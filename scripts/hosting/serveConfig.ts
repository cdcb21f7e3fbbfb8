/**
 * How the built site is served locally by `npm start`: the way the production hosts serve it,
 * with each route's own HTML file, the 404 page with status 404, no trailing slashes, and the
 * cache rules of ./policy.ts. The headers every response shares are set by scripts/serve.ts,
 * because serve-handler skips its own header rules on redirects and on 400.
 */
import type serveHandler from 'serve-handler';
import { cacheControl, hashedAssetsPrefix, notFoundFile } from './policy';

/** serve-handler's options, as its types name them. */
export type ServeHandlerConfig = NonNullable<Parameters<typeof serveHandler>[2]>;

/** Options for serve-handler, relative to the folder being served. */
export function serveHandlerConfig(publicDirectory: string): ServeHandlerConfig {
  return {
    public: publicDirectory,
    // "/terms" serves terms.html, and "/terms.html" redirects to "/terms".
    cleanUrls: true,
    // "/terms/" redirects to "/terms" with a 301.
    trailingSlash: false,
    directoryListing: false,
    // The 404 page has no URL of its own ("/404.html" redirects to "/404", which lands here).
    rewrites: [{ source: `/${notFoundFile.replace(/\.html$/, '')}`, destination: '/no-such-file/' }],
    // An ETag lets a browser revalidate a `no-cache` page with a 304 instead of a download.
    etag: true,
    // Matched against the file served, so a missing asset's 404 page is not made immutable.
    headers: [
      {
        source: `${hashedAssetsPrefix}**`,
        headers: [{ key: 'Cache-Control', value: cacheControl.immutable }],
      },
    ],
    // serve-handler answers unknown paths with 404.html and status 404 on its own.
  };
}
