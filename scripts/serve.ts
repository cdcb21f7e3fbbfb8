/**
 * Serves a built site folder (dist/ by default) as the production hosts do, by the rules of
 * scripts/hosting/policy.ts, for `npm start`, the end-to-end tests and the bench. sirv sends the
 * files (a brotli or gzip copy when the browser takes it, with an ETag). Which paths are pages is
 * read from the folder at each request, so a rebuilt folder with a new page needs no restart.
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { basename, join, posix } from 'node:path';
import sirv from 'sirv';
import { published } from './build/staging';
import {
  allowedMethods,
  cacheControl,
  cacheControlFor,
  hostOnlyFiles,
  isPrecompressedCopy,
  maxRequestLineBytes,
  notFoundFile,
  notFoundPaths,
  securityHeaders,
  type HeaderMap,
} from './hosting/policy';
import { htmlFileFor } from './hosting/siteFiles';

const baseHeaders = (headers: HeaderMap) =>
  new Map(Object.entries({ ...headers, 'Cache-Control': cacheControl.revalidate }));

/**
 * A request's path, decoded and normalized, and its query as sent; or null when no file could have
 * it: malformed, with a control character, or climbing out of the site (a backslash is a slash).
 */
function requestTarget(url: string): { path: string; query: string } | null {
  const queryAt = url.includes('?') ? url.indexOf('?') : url.length;
  let path: string;
  try {
    path = decodeURIComponent(url.slice(0, queryAt));
  } catch {
    return null;
  }
  const fromRoot = posix.normalize(`.${path.replaceAll('\\', '/')}`);
  if (!url.startsWith('/') || /\p{Cc}/u.test(path) || fromRoot === '..' || fromRoot.startsWith('../')) {
    return null;
  }
  return { path: posix.normalize(path), query: url.slice(queryAt) };
}

/** Whether `directory` holds the file `name`, spelled exactly so (also on a case-insensitive disk). */
function holds(directory: string, name: string): boolean {
  const path = join(directory, name);
  try {
    return (
      statSync(path).isFile() && realpathSync.native(path) === join(realpathSync.native(directory), name)
    );
  } catch {
    return false;
  }
}

/** Whether `path` is a page of the site in `directory`: "/" is index.html, "/terms" is terms.html. */
const isPage = (directory: string, path: string) =>
  path !== '/index' && !notFoundPaths.includes(path) && holds(directory, htmlFileFor(path));

/** The page that `path` is another name of (its file, or it with a trailing slash), if any. */
function pageNamed(directory: string, path: string): string | null {
  const page = path.endsWith('.html')
    ? path.replace(/(^\/index)?\.html$/, '') || '/'
    : path.replace(/(.)\/$/, '$1');
  return page !== path && isPage(directory, page) ? page : null;
}

/**
 * The site's request handler for the build in `directory`, sending `headers` (the security
 * headers) on every response. Exported for test servers that wrap it (tests/engines/).
 */
export function createSiteHandler(directory: string = published.dist, headers: HeaderMap = securityHeaders) {
  // No extensions: a page's file is named below, and no other path gains an `.html`.
  const sendFile = sirv(directory, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });

  // The not-found page, with its way home: for an address the site does not have (404), and for
  // one no file can have (400), which a visitor may still have been sent by a broken link.
  const notFound = (request: IncomingMessage, response: ServerResponse, status: 400 | 404) => {
    response.setHeader('Cache-Control', cacheControl.revalidate);
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    const page = holds(directory, notFoundFile) ? readFileSync(join(directory, notFoundFile)) : '';
    response.end(request.method === 'HEAD' ? undefined : page);
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    response.setHeaders(baseHeaders(headers));
    const method = request.method ?? '';
    if (!(allowedMethods as readonly string[]).includes(method)) {
      return response.writeHead(405, { Allow: allowedMethods.join(', ') }).end();
    }
    // "GET <url> HTTP/1.1": the same request line nginx measures.
    if (Buffer.byteLength(`${method} ${request.url} HTTP/1.1`) > maxRequestLineBytes) {
      return response.writeHead(414).end();
    }
    const target = requestTarget(request.url ?? '');
    if (!target) return notFound(request, response, 400);

    // A path, never a URL: the redirect stays on the scheme and host the visitor used.
    const page = pageNamed(directory, target.path);
    if (page) return response.writeHead(301, { Location: `${encodeURI(page)}${target.query}` }).end();

    // Only pages take a trailing slash or `.html`, and only to be redirected; a host's own files
    // and the compressed copies are no addresses.
    const { path } = target;
    const isOtherName = /.\/$|\.html$/.test(path) || isPrecompressedCopy(path);
    if (isOtherName || hostOnlyFiles.includes(basename(path))) return notFound(request, response, 404);

    request.url = `${encodeURI(isPage(directory, path) ? `/${htmlFileFor(path)}` : path)}${target.query}`;
    response.setHeader('Cache-Control', cacheControlFor(path));
    // Whole files only: the site's files are small, and no host answers partly.
    delete request.headers.range;
    // A file deleted by a rebuild between its lookup and its reading ends the response, not the server.
    response.on('pipe', (file) => file.on('error', () => response.destroy()));
    sendFile(request, response, () => notFound(request, response, 404));
  };
}

/** Answers a request Node's parser refused: 431 for headers too large, else 400, with the headers. */
function answerUnparsableRequest(error: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const head = [...baseHeaders(securityHeaders)].map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}Content-Length: 0\r\nConnection: close\r\n\r\n`,
  );
}

/** Resolves, once the server listens, with it and its origin. */
export function startServer(port: number, host = '127.0.0.1', directory: string = published.dist) {
  const server = createServer(createSiteHandler(directory));
  server.on('clientError', answerUnparsableRequest);
  // An Expect header other than 100-continue: refused with 417, headers and all.
  server.on('checkExpectation', (_request, response: ServerResponse) => {
    response.setHeaders(baseHeaders(securityHeaders)).writeHead(417).end();
  });
  return new Promise<{ server: typeof server; origin: string }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({ server, origin: `http://${host}:${(server.address() as AddressInfo).port}` });
    });
  });
}
