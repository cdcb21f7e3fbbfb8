/**
 * The `_headers` files Netlify and Cloudflare Pages read from their publish folders, from
 * ./policy.ts. Both hosts apply every rule whose path matches and join a header repeated by two
 * rules with a comma, so Cache-Control must reach each URL from one rule only. They differ in
 * what they allow, so each gets its own file:
 *
 * - Cloudflare Pages can detach a header (`! Name`): one rule for every URL carries the security
 *   headers, revalidation and `Allow`, and the assets' rule detaches Cache-Control before giving
 *   its own. It also detaches the `Access-Control-Allow-Origin: *` its runtime adds everywhere.
 * - Netlify cannot: Cache-Control appears only in rules that cannot match the same URL (the
 *   hashed assets, and each other file by name).
 */
import { allowedMethods, cacheControl, cacheControlFor, hashedAssetsPrefix, securityHeaders } from './policy';
import { routeFiles } from './siteFiles';

/** One `_headers` rule: a URL pattern, the headers it detaches, and the headers it adds. */
export interface HeaderRule {
  /** A path, where a trailing `*` matches anything. */
  readonly path: string;
  /** Headers to remove, written `! Name` (Cloudflare Pages only). */
  readonly detach?: readonly string[];
  /** Headers to add. */
  readonly headers: Readonly<Record<string, string>>;
}

/** The rules for Cloudflare Pages. */
export function cloudflareHeaderRules(): HeaderRule[] {
  return [
    {
      path: '/*',
      // Its runtime adds `Access-Control-Allow-Origin: *` to every response; nothing here is shared.
      detach: ['Access-Control-Allow-Origin'],
      headers: {
        ...securityHeaders,
        'Cache-Control': cacheControl.revalidate,
        // So that its 405s name the methods, like every other host's (Allow is valid on any response).
        Allow: allowedMethods.join(', '),
      },
    },
    {
      path: `${hashedAssetsPrefix}*`,
      detach: ['Cache-Control'],
      headers: { 'Cache-Control': cacheControlFor(hashedAssetsPrefix) },
    },
  ];
}

/**
 * The rules for Netlify, for a build whose top-level files (besides the routes' HTML) are
 * `otherFiles`, such as "404.html", "robots.txt" or "favicon.svg".
 */
export function netlifyHeaderRules(otherFiles: readonly string[]): HeaderRule[] {
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

/** Writes rules in the `_headers` syntax: a path line, then indented `! Name` and `Name: value` lines. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, detach = [], headers }) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return `# Generated from scripts/hosting/policy.ts by scripts/write-host-configs.ts. Do not edit.\n${blocks.join('\n')}\n`;
}
