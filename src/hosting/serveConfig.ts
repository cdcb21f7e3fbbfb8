/**
 * How the built site is served locally by `npm start`: the way a static host serves it, with
 * each route's own HTML file, the 404 page with status 404, and no trailing slashes.
 */
import type serveHandler from 'serve-handler';

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
    // serve-handler answers unknown paths with 404.html and status 404 on its own.
  };
}
