/**
 * nginx configuration generated from ./policy.ts: the site snippet (everything inside a `server`
 * block but its address, name, TLS and root), and the production server blocks that include it.
 * nginx drops a server's `add_header` lines in a location that has its own, so every location
 * repeats the full set; `always` puts them on errors and redirects too.
 */
import { siteConfig } from '../../src/site/config';
import {
  allowedMethods,
  cacheControl,
  hashedAssetsPrefix,
  hostOnlyFiles,
  maxRequestLineBytes,
  notFoundFile,
  notFoundPaths,
  precompressedEncodings,
  securityHeaders,
} from './policy';
import { basename } from 'node:path';
import { manifestPath } from '../brand/brandAssets';
import { routeFiles, routeRedirects } from './siteFiles';

/**
 * The files' names: fixed, so that renaming the product or moving the site to another host never
 * leaves an old configuration behind (scripts/write-host-configs.ts empties deploy/nginx/ first).
 */
export const nginxFiles = {
  /** The server blocks, relative to deploy/nginx/ (Debian: /etc/nginx/sites-enabled/). */
  server: 'site.conf',
  /** The snippet as the server block includes it, relative to nginx's configuration folder. */
  snippet: 'snippets/site-rules.conf',
  /** Where the server block expects the built dist/ on the production server. */
  root: '/var/www/site',
} as const;

const indent = (lines: readonly string[], depth = 1) => lines.map((line) => `${'    '.repeat(depth)}${line}`);

/** `add_header` lines for the security headers plus the given Cache-Control. */
function headerLines(cache: string, extra: Readonly<Record<string, string>> = {}): string[] {
  return Object.entries({ ...securityHeaders, 'Cache-Control': cache, ...extra }).map(([name, value]) => {
    if (/["$\\]/.test(value)) throw new Error(`Cannot write ${JSON.stringify(value)} into an nginx string.`);
    return `add_header ${name} "${value}" always;`;
  });
}

const location = (match: string, body: readonly string[]) => [`location ${match} {`, ...indent(body), '}'];

/** The site snippet: everything inside the `server` block but its address, name, TLS and root. */
export function renderNginxSnippet(): string {
  const methods = allowedMethods.join('|');
  const lines = [
    '# Generated from scripts/hosting/policy.ts by scripts/write-host-configs.ts. Do not edit.',
    '# Include inside a server block that sets listen, server_name, TLS and root (the built dist/).',
    '',
    'server_tokens off;',
    'charset utf-8;',
    '# Redirects name a path, so they stay on the scheme and host the visitor used.',
    'absolute_redirect off;',
    `# A request line longer than one buffer gets 414.`,
    `large_client_header_buffers 4 ${maxRequestLineBytes / 1024}k;`,
    '# The brotli and gzip copies the build wrote beside each text file, as the browser accepts',
    '# them (brotli_static needs the brotli module: Debian libnginx-mod-http-brotli-static);',
    '# files without a copy are compressed on the fly.',
    'brotli_static on;',
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_types text/css application/javascript image/svg+xml application/manifest+json application/xml text/plain;',
    `error_page 404 /${notFoundFile};`,
    'error_page 405 @method_not_allowed;',
    '',
    '# Range requests get the whole file: the files are small, and no answer is then partial or a 416.',
    'max_ranges 0;',
    '',
    '# For what nginx answers before choosing a location: 400, 414, 405 and redirects.',
    ...headerLines(cacheControl.revalidate),
    '',
    `if ($request_method !~ ^(${methods})$) {`,
    '    return 405;',
    '}',
    '',
    '# Each route, and its other names, which redirect to it keeping the query (siteFiles.ts).',
    '# Nothing else redirects: any other path, with or without a trailing slash, is not found.',
    ...routeFiles.flatMap(({ path, file }) =>
      location(`= ${path}`, [`try_files /${file} =404;`, ...headerLines(cacheControl.revalidate)]),
    ),
    ...routeRedirects.flatMap(({ from, to }) => location(`= ${from}`, [`return 301 ${to}$is_args$args;`])),
    '',
    '# The 404 page has no address of its own.',
    ...location(`= /${notFoundFile}`, ['internal;', ...headerLines(cacheControl.revalidate)]),
    ...notFoundPaths
      .filter((path) => path !== `/${notFoundFile}`)
      .flatMap((path) => location(`= ${path}`, ['return 404;'])),
    ...hostOnlyFiles.flatMap((file) => location(`= /${file}`, ['return 404;'])),
    '# A compressed copy is a way of sending its file, not an address of its own.',
    ...location(`~ (${precompressedEncodings.map(({ suffix }) => suffix.replace('.', '\\.')).join('|')})$`, [
      'return 404;',
    ]),
    '',
    "# Debian's mime.types has no .webmanifest; a types block here would replace the whole map.",
    ...location(`= /${basename(manifestPath)}`, [
      'default_type application/manifest+json;',
      'types { }',
      'try_files $uri =404;',
      ...headerLines(cacheControl.revalidate),
    ]),
    ...location(hashedAssetsPrefix, ['try_files $uri =404;', ...headerLines(cacheControl.immutable)]),
    ...location('/', ['try_files $uri =404;', ...headerLines(cacheControl.revalidate)]),
    ...location('@method_not_allowed', [
      ...headerLines(cacheControl.revalidate, { Allow: allowedMethods.join(', ') }),
      'return 405;',
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Where a production server keeps the built dist/ (`root`) and its certificate chain and key; its
 * host name (default: the site's canonical URL's) and the addresses it listens on for HTTP and
 * HTTPS (default: ports 80 and 443 on every address).
 */
export interface NginxServerOptions {
  readonly root: string;
  readonly certificate: string;
  readonly certificateKey: string;
  readonly serverName?: string;
  readonly listen?: { readonly http: readonly string[]; readonly https: readonly string[] };
}

/** The production server blocks for the site's own host name. */
export function renderNginxServer(options: NginxServerOptions): string {
  const host = options.serverName ?? new URL(siteConfig.siteUrl).hostname;
  const listen = options.listen ?? { http: ['80', '[::]:80'], https: ['443', '[::]:443'] };
  const lines = [
    '# Generated from scripts/hosting/policy.ts by scripts/write-host-configs.ts. Do not edit.',
    `# Needs ${nginxFiles.snippet} in nginx's configuration folder (Debian: /etc/nginx/).`,
    'server {',
    ...indent([
      ...listen.http.map((address) => `listen ${address};`),
      `server_name ${host};`,
      'server_tokens off;',
      ...headerLines(cacheControl.revalidate),
      // The site's own host, never the Host header, which a client writes: if this block is
      // the default server, any Host reaches it.
      `return 301 https://${host}$request_uri;`,
    ]),
    '}',
    '',
    'server {',
    ...indent([
      // Debian 12's nginx 1.22 predates `http2 on;`.
      ...listen.https.map((address) => `listen ${address} ssl http2;`),
      `server_name ${host};`,
      `ssl_certificate ${options.certificate};`,
      `ssl_certificate_key ${options.certificateKey};`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      `root ${options.root};`,
      `include ${nginxFiles.snippet};`,
    ]),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
