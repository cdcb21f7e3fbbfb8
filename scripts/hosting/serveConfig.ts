/**
 * How serve-handler serves the built site for `npm start`: each route from its own HTML file,
 * nothing else rewritten or redirected. The rules it cannot express (which redirects exist,
 * the 404 page's own paths, cache headers by status, ranges, hostile paths) are applied by
 * scripts/serve.ts before and around it, from ./policy.ts and ./siteFiles.ts.
 */
import type serveHandler from 'serve-handler';

/** serve-handler's options, as its types name them. */
export type ServeHandlerConfig = NonNullable<Parameters<typeof serveHandler>[2]>;

/** Options for serve-handler, relative to the folder being served. */
export function serveHandlerConfig(publicDirectory: string): ServeHandlerConfig {
  return {
    public: publicDirectory,
    // "/terms" serves terms.html. (serve.ts redirects "/terms.html" itself, in one hop.)
    cleanUrls: true,
    directoryListing: false,
    // An ETag lets a browser revalidate a `no-cache` page with a 304 instead of a download.
    etag: true,
    // serve-handler answers unknown paths with 404.html and status 404 on its own.
  };
}
