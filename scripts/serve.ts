/**
 * Serves the built site from dist/ on $PORT (default 4173), as the production hosts do, by the
 * rules of scripts/hosting/policy.ts and siteFiles.ts: the security headers on every response
 * (errors, redirects and what Node's HTTP parser answers too), each route from its own HTML file,
 * only a route's other names redirected, everything else the 404 page with status 404, GET and
 * HEAD only, whole files for range requests, 400 (with the 404 page's way home) for a path no
 * file can have: malformed, with a control character, or climbing out of the site. Run by
 * `npm start`, the end-to-end tests and the benchmark. The files are served by serve-handler,
 * each as the brotli or gzip copy the build wrote beside it when the browser accepts one, else
 * compressed on the fly by compression (the libraries behind `serve`); this file adds the rest.
 */
import compression from 'compression';
import { createReadStream, statSync } from 'node:fs';
import { lstat, readFile } from 'node:fs/promises';
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { basename, dirname, join, posix, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import Negotiator from 'negotiator';
import serveHandler from 'serve-handler';
import {
  allowedMethods,
  cacheControl,
  cacheControlFor,
  hostOnlyFiles,
  isPrecompressedCopy,
  maxRequestLineBytes,
  notFoundFile,
  notFoundPaths,
  precompressedEncodings,
  securityHeaders,
} from './hosting/policy';
import { serveHandlerConfig } from './hosting/serveConfig';
import { routeRedirects } from './hosting/siteFiles';

const distDirectory = fileURLToPath(new URL('../dist', import.meta.url));

const compress = compression();

/** What every response starts with: the security headers, and revalidation. */
const baseHeaders: Readonly<Record<string, string>> = {
  ...securityHeaders,
  'Cache-Control': cacheControl.revalidate,
};

/** Ends a response that serve-handler never sees, with a short plain-text reason. */
function refuse(response: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(`${STATUS_CODES[status]}\n`);
}

/** A request's path and query, as sent, or null when the path is no path a file could have. */
function requestTarget(url: string): { path: string; query: string } | null {
  if (!url.startsWith('/')) return null;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  // NUL and the other control characters name no file, here or on any host.
  if ([...decoded].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) {
    return null;
  }
  // Nor does a path that climbs out of the site (backslashes count as slashes, as on Windows).
  const fromRoot = posix.normalize(`.${decoded.replaceAll('\\', '/')}`);
  if (fromRoot === '..' || fromRoot.startsWith('../')) return null;
  return { path, query: queryAt === -1 ? '' : url.slice(queryAt) };
}

/**
 * serve-handler's file lookup, with three differences that make it answer as nginx does: the
 * host-only files and the compressed copies do not exist for visitors, and a name too long for the file system is simply
 * not there (404, not 500). serve-handler awaits this, unlike its types.
 */
function siteLstat(directory: string) {
  const root = resolvePath(directory);
  const missing = (path: string) => Object.assign(new Error(`${path} is not served`), { code: 'ENOENT' });
  return async (path: string) => {
    if (dirname(resolvePath(path)) === root && hostOnlyFiles.includes(basename(path))) throw missing(path);
    if (isPrecompressedCopy(path)) throw missing(path);
    try {
      return await lstat(path);
    } catch (error) {
      throw (error as NodeJS.ErrnoException).code === 'ENAMETOOLONG' ? missing(path) : error;
    }
  };
}

/**
 * Runs `adjust` just before `response`'s head goes out (also when a handler only sets
 * `statusCode` and ends), with the status and the headers object given to `writeHead`, if any:
 * the last moment a header can still be set or changed. Exported for test servers that wrap the
 * site's handler (tests/engines/engineServer.ts).
 */
export function beforeHead(
  response: ServerResponse,
  adjust: (statusCode: number, headers: OutgoingHttpHeaders | undefined) => void,
) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    adjust(
      statusCode,
      rest.find((argument) => typeof argument === 'object') as OutgoingHttpHeaders | undefined,
    );
    return writeHead(statusCode, ...rest);
  }) as ServerResponse['writeHead'];
}

/** The encodings the build writes copies in, best first, as the server prefers them. */
const copyEncodings: string[] = precompressedEncodings.map(({ encoding }) => encoding);

/**
 * serve-handler's file reading, sending the best compressed copy of the file that the request
 * accepts, when the build wrote one, and labelling the response to match: its encoding, its
 * length, and `Vary`, since the answer depends on Accept-Encoding. Files without a copy are
 * left to the compression middleware.
 */
function precompressedReads(request: IncomingMessage, response: ServerResponse) {
  // negotiator 1's second argument (its types are still 0.6's): our order breaks the client's ties.
  const negotiator = new Negotiator(request) as {
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const accepted = negotiator.encodings(copyEncodings, { preferred: copyEncodings });
  let sent: { encoding: string; size: number } | null = null;

  beforeHead(response, (statusCode, headers) => {
    if (!sent) return;
    if (statusCode !== 304 && headers) {
      headers['Content-Encoding'] = sent.encoding;
      headers['Content-Length'] = sent.size;
    }
    response.setHeader('Vary', 'Accept-Encoding');
  });

  return {
    // serve-handler also reads files through this to hash them for the ETag, and to send the
    // 404 page; only the read that sends a found file passes options. The others get the file
    // itself: the ETag names the content whatever its encoding, and the 404 page is compressed
    // on the fly. serve-handler expects a stream back at once, so the copy is looked up in sync.
    createReadStream: (path: string, options?: { start?: number; end?: number }) => {
      if (!options) return createReadStream(path);
      for (const encoding of accepted) {
        const suffix = precompressedEncodings.find((entry) => entry.encoding === encoding)?.suffix;
        const copy = suffix && statSync(`${path}${suffix}`, { throwIfNoEntry: false });
        if (!copy || !copy.isFile()) continue;
        sent = { encoding, size: copy.size };
        return createReadStream(`${path}${suffix}`);
      }
      return createReadStream(path, options);
    },
  };
}

/**
 * Gives the response the Cache-Control of its status: a file's own rule for the file and for a
 * 304 revalidating it (an asset stays immutable), revalidation for everything else.
 */
function cacheControlByStatus(response: ServerResponse, path: string) {
  beforeHead(response, (statusCode) => {
    const fileItself = statusCode === 200 || statusCode === 304;
    response.setHeader('Cache-Control', fileItself ? cacheControlFor(path) : cacheControl.revalidate);
  });
}

/**
 * The site's request handler for the build in `directory`; `createSiteServer` runs it. Exported for
 * test servers that wrap it (tests/engines/engineServer.ts).
 */
export function createSiteHandler(directory = distDirectory) {
  const config = serveHandlerConfig(directory);
  const lstatInSite = siteLstat(directory);
  const notFoundPage = () => readFile(join(directory, notFoundFile));

  // The not-found page, with its way home: for an address the site does not have (404), and for
  // one no file can have (400), which a visitor may still have been sent by a broken link.
  const answerWithNotFoundPage = async (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
  ) => {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : await notFoundPage());
  };

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const target = requestTarget(request.url ?? '');
    if (!target) return answerWithNotFoundPage(request, response, 400);
    cacheControlByStatus(response, target.path);

    const redirect = routeRedirects.find(({ from }) => from === target.path);
    // A path, never a URL: the redirect stays on the scheme and host the visitor used.
    if (redirect) return refuse(response, 301, { Location: `${redirect.to}${target.query}` });

    // Only routes take a trailing slash, and only to be redirected; the 404 page has no address.
    if (notFoundPaths.includes(target.path) || (target.path !== '/' && target.path.endsWith('/'))) {
      return answerWithNotFoundPage(request, response, 404);
    }

    // Whole files only (policy.ts, rangeRequests).
    delete request.headers.range;
    delete request.headers['if-range'];
    const methods = { lstat: lstatInSite, ...precompressedReads(request, response) };
    await serveHandler(request, response, config, methods as unknown as Parameters<typeof serveHandler>[3]);
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    response.setHeaders(new Map(Object.entries(baseHeaders)));

    const method = request.method ?? '';
    if (!(allowedMethods as readonly string[]).includes(method)) {
      return refuse(response, 405, { Allow: allowedMethods.join(', ') });
    }
    // "GET <url> HTTP/1.1": the same request line nginx measures.
    if (Buffer.byteLength(`${method} ${request.url ?? ''} HTTP/1.1`) > maxRequestLineBytes) {
      return refuse(response, 414);
    }
    compress(request as never, response as never, () => {
      serve(request, response).catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
  };
}

/**
 * What the server answers when Node's HTTP parser refuses a request before any handler runs:
 * 431 for headers too large, 400 for anything else malformed, with the security headers like
 * every other response.
 */
function answerUnparsableRequest(error: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = `${STATUS_CODES[status]}\n`;
  const headers = {
    ...baseHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
}

/** The site's HTTP server for `directory` (default dist/), not yet listening. */
export function createSiteServer(directory = distDirectory): Server {
  const handle = createSiteHandler(directory);
  const server = createServer(handle);
  server.on('clientError', answerUnparsableRequest);
  // An Expect header other than 100-continue: refused with 417, headers and all.
  server.on('checkExpectation', (_request, response) => {
    response.setHeaders(new Map(Object.entries(baseHeaders)));
    refuse(response, 417);
  });
  return server;
}

/** Starts the server and resolves with its origin once it is listening. */
export function startServer(port: number, host = '127.0.0.1'): Promise<string> {
  const server = createSiteServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actualPort } = server.address() as AddressInfo;
      resolve(`http://${host}:${actualPort}`);
    });
  });
}
