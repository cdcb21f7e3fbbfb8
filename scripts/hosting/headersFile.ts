/**
 * The `_headers` file read by Netlify and Cloudflare Pages from the published folder. Both
 * apply every rule whose path matches and join repeated headers with commas, so Cache-Control
 * appears only in rules that cannot match the same URL: the hashed assets, and each other file
 * by name. An unknown URL's 404 page gets the host's default, which revalidates too.
 */
import { cacheControlFor, hashedAssetsPrefix, securityHeaders, type HeaderMap } from './policy';
import { routeFiles } from './siteFiles';

/** One `_headers` rule: a URL pattern and the headers for URLs it matches. */
export interface HeaderRule {
  /** A path, where a trailing `*` matches anything. */
  readonly path: string;
  /** Headers to add. */
  readonly headers: HeaderMap;
}

/**
 * The rules for a build whose top-level files (besides the routes' HTML) are `otherFiles`,
 * such as "404.html", "robots.txt" or "favicon.svg".
 */
export function headerRules(otherFiles: readonly string[]): HeaderRule[] {
  const routeUrls = routeFiles.map(({ path }) => path);
  const fileUrls = otherFiles.map((file) => `/${file}`).filter((url) => !routeUrls.includes(url));
  return [
    { path: '/*', headers: securityHeaders },
    { path: `${hashedAssetsPrefix}*`, headers: { 'Cache-Control': cacheControlFor(hashedAssetsPrefix) } },
    ...[...routeUrls, ...fileUrls].map((url) => ({
      path: url,
      headers: { 'Cache-Control': cacheControlFor(url) },
    })),
  ];
}

/** Writes rules in the `_headers` syntax: a path line, then indented `Name: value` lines. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Generated from scripts/hosting/policy.ts by scripts/write-host-configs.ts. Do not edit.\n${blocks.join('\n')}\n`;
}
