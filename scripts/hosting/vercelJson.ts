/**
 * `vercel.json` for deploying Vercel's publish folder (`vercel deploy deploy/vercel`): each
 * route served from its own file (`cleanUrls`), the route redirects of ./siteFiles.ts as 301s
 * (Vercel's own would be 308s, and it would redirect any trailing slash), 404.html with status
 * 404 (Vercel's default for a static folder), and the headers of ./policy.ts. The two
 * Cache-Control rules use patterns that cannot both match one URL, so neither depends on
 * Vercel's rule order. Vercel does not serve this file itself.
 */
import { cacheControl, hashedAssetsPrefix, securityHeaders } from './policy';
import { routeRedirects } from './siteFiles';

/** A Vercel header rule: a path-to-regexp `source` and the headers for matching URLs. */
interface VercelHeaderRule {
  /** The URL pattern. */
  readonly source: string;
  /** The headers, as Vercel spells them. */
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}

/** The parts of Vercel's project configuration the site uses. */
export interface VercelConfig {
  /** Lets editors validate the file. */
  readonly $schema: string;
  /** "/terms" serves terms.html, and "/terms.html" redirects to "/terms". */
  readonly cleanUrls: boolean;
  /** A route's other names, redirected to it with status 301. */
  readonly redirects: readonly {
    readonly source: string;
    readonly destination: string;
    readonly statusCode: 301;
  }[];
  /** Response headers by URL pattern. */
  readonly headers: readonly VercelHeaderRule[];
}

const toList = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/** The configuration. */
function vercelConfig(): VercelConfig {
  // "assets/" without its slashes, for the patterns below.
  const assets = hashedAssetsPrefix.slice(1, -1);
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    redirects: routeRedirects.map(({ from, to }) => ({ source: from, destination: to, statusCode: 301 })),
    headers: [
      { source: '/(.*)', headers: toList(securityHeaders) },
      { source: `/${assets}/(.*)`, headers: toList({ 'Cache-Control': cacheControl.immutable }) },
      { source: `/((?!${assets}/).*)`, headers: toList({ 'Cache-Control': cacheControl.revalidate }) },
    ],
  };
}

/** The file's text. */
export function renderVercelJson(): string {
  return `${JSON.stringify(vercelConfig(), null, 2)}\n`;
}
