/**
 * Each host's configuration files, generated from ./policy.ts and ./siteFiles.ts, by its publish
 * folder under deploy/ (docs/hosting.md): `_headers` and `_redirects` for Cloudflare Pages and
 * Netlify, `vercel.json` for Vercel, the server block and site snippet (./nginxConf.ts) for nginx.
 */
import { siteConfig } from '../../src/site/config';
import { nginxFiles, renderNginxServer, renderNginxSnippet } from './nginxConf';
import {
  allowedMethods,
  cacheControl,
  cacheControlFor,
  hashedAssetsPrefix,
  hostFiles,
  notFoundFile,
  notFoundPaths,
  securityHeaders,
  type HeaderMap,
} from './policy';
import { routeFiles, routeRedirects } from './siteFiles';

/** One `_headers` rule: a path (a trailing `*` matches anything), headers it detaches (`! Name`), headers it adds. */
interface HeaderRule {
  readonly path: string;
  readonly detach?: readonly string[];
  readonly headers: HeaderMap;
}

/**
 * The `_headers` syntax: a path line, then indented `! Name` and `Name: value` lines. Both hosts
 * apply every rule whose path matches and join a header repeated by two rules with a comma, so
 * Cache-Control must reach each URL from one rule only.
 */
function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, detach = [], headers }) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return `# Generated from scripts/hosting/policy.ts by scripts/write-host-configs.ts. Do not edit.\n${blocks.join('\n')}\n`;
}

const assetsRule = (detach?: readonly string[]): HeaderRule => ({
  path: `${hashedAssetsPrefix}*`,
  ...(detach ? { detach } : {}),
  headers: { 'Cache-Control': cacheControlFor(hashedAssetsPrefix) },
});

/**
 * Cloudflare Pages can detach a header: one rule for every URL carries the security headers,
 * revalidation and `Allow`, and the assets' rule detaches Cache-Control before giving its own.
 */
const cloudflareHeaders = () =>
  headersFile([
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
    assetsRule(['Cache-Control']),
  ]);

/**
 * Netlify cannot detach: Cache-Control appears only in rules that cannot match the same URL (the
 * hashed assets, and each other file by name: `topLevelFiles` are the build's, such as
 * "404.html", "robots.txt" or "favicon.svg").
 */
function netlifyHeaders(topLevelFiles: readonly string[]) {
  const routeUrls = routeFiles.map(({ path }) => path);
  const fileUrls = topLevelFiles.map((file) => `/${file}`).filter((url) => !routeUrls.includes(url));
  return headersFile([
    { path: '/*', headers: securityHeaders },
    assetsRule(),
    ...[...routeUrls, ...fileUrls].map((url) => ({
      path: url,
      headers: { 'Cache-Control': cacheControlFor(url) },
    })),
  ]);
}

/**
 * `_redirects`: the route redirects (301, the query kept), and the not-found page's own paths
 * answered as not found; else both hosts make their own (Cloudflare with 308), and Cloudflare
 * serves `/404` as a page, with status 200.
 */
const redirectsFile = (redirect: string, notFound: string) =>
  [
    '# Generated from scripts/hosting/ by scripts/write-host-configs.ts. Do not edit.',
    ...routeRedirects.map(({ from, to }) => `${from} ${to} ${redirect}`),
    ...notFoundPaths.map((path) => `${path} ${notFound}`),
    '',
  ].join('\n');

export interface VercelConfig {
  readonly $schema: string;
  readonly cleanUrls: boolean;
  readonly redirects: readonly { source: string; destination: string; statusCode: 301 }[];
  readonly headers: readonly { source: string; headers: readonly { key: string; value: string }[] }[];
}

/**
 * `vercel.json`: each route served from its own file (`cleanUrls`: "/terms" serves terms.html),
 * the route redirects as 301s (Vercel's own would be 308s, and it would redirect any trailing
 * slash), 404.html with status 404 (Vercel's default for a static folder), and the headers. The
 * two Cache-Control rules use patterns that cannot both match one URL, so neither depends on
 * Vercel's rule order. Vercel does not serve this file itself.
 */
function vercelJson(): string {
  const toList = (headers: HeaderMap) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  const assets = hashedAssetsPrefix.slice(1, -1);
  const config: VercelConfig = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    redirects: routeRedirects.map(({ from, to }) => ({ source: from, destination: to, statusCode: 301 })),
    headers: [
      { source: '/(.*)', headers: toList(securityHeaders) },
      { source: `/${assets}/(.*)`, headers: toList({ 'Cache-Control': cacheControl.immutable }) },
      { source: `/((?!${assets}/).*)`, headers: toList({ 'Cache-Control': cacheControl.revalidate }) },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * Every host's files by its publish folder's name, for a build whose top-level files are
 * `topLevelFiles`. The nginx server block expects the build at `nginxFiles.root` and the site's
 * Let's Encrypt certificate.
 */
export function hostConfigs(topLevelFiles: readonly string[]) {
  const certificates = `/etc/letsencrypt/live/${new URL(siteConfig.siteUrl).hostname}`;
  return {
    cloudflare: {
      [hostFiles.headers]: cloudflareHeaders(),
      // A rewrite to a path no file has: Cloudflare Pages' rules cannot set a 404 status themselves.
      [hostFiles.redirects]: redirectsFile('301', '/404-has-no-address 200'),
    },
    netlify: {
      [hostFiles.headers]: netlifyHeaders(topLevelFiles),
      // Netlify's rules give way to a file at the same path unless forced (`!`), and `/terms.html` is one.
      [hostFiles.redirects]: redirectsFile('301!', `/${notFoundFile} 404!`),
    },
    vercel: { [hostFiles.vercel]: vercelJson() },
    nginx: {
      [nginxFiles.snippet]: renderNginxSnippet(),
      [nginxFiles.server]: renderNginxServer({
        root: nginxFiles.root,
        certificate: `${certificates}/fullchain.pem`,
        certificateKey: `${certificates}/privkey.pem`,
      }),
    },
  };
}
