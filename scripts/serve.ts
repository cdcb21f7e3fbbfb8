/**
 * Serves the built site from dist/ on $PORT (default 4173), as the production hosts do: the
 * security headers of scripts/hosting/policy.ts on every response (errors and redirects too), gzip,
 * each route's own HTML file, the 404 page with status 404, GET and HEAD only. Run by
 * `npm start`, the end-to-end tests and the benchmark. The work is done by serve-handler and
 * compression, the libraries behind `serve`; this file only adds what they leave out.
 */
import compression from 'compression';
import { lstat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import serveHandler from 'serve-handler';
import {
  allowedMethods,
  cacheControl,
  hostOnlyFiles,
  maxRequestLineBytes,
  securityHeaders,
} from './hosting/policy';
import { serveHandlerConfig } from './hosting/serveConfig';

const distDirectory = fileURLToPath(new URL('../dist', import.meta.url));

const compress = compression();

/** Ends a response that serve-handler never sees, with a short plain-text reason. */
function refuse(
  response: ServerResponse,
  status: number,
  reason: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(`${reason}\n`);
}

/**
 * serve-handler's file lookup, with two differences that make it answer as nginx does: the
 * host-only files at the top of the folder do not exist for visitors, and a name too long for
 * the file system is simply not there (404, not 500). serve-handler awaits this, unlike its types.
 */
function siteLstat(directory: string) {
  const root = resolvePath(directory);
  const missing = (path: string) => Object.assign(new Error(`${path} is not served`), { code: 'ENOENT' });
  return async (path: string) => {
    if (dirname(resolvePath(path)) === root && hostOnlyFiles.includes(basename(path))) throw missing(path);
    try {
      return await lstat(path);
    } catch (error) {
      throw (error as NodeJS.ErrnoException).code === 'ENAMETOOLONG' ? missing(path) : error;
    }
  };
}

function handlerFor(directory: string) {
  const config = serveHandlerConfig(directory);
  const methods = { lstat: siteLstat(directory) } as unknown as Parameters<typeof serveHandler>[3];
  return (request: IncomingMessage, response: ServerResponse) => {
    // Set before anything else, so serve-handler's redirects and errors carry them too; its
    // own per-file rules (the immutable assets) replace the Cache-Control where they match.
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    response.setHeader('Cache-Control', cacheControl.revalidate);

    const method = request.method ?? '';
    if (!(allowedMethods as readonly string[]).includes(method)) {
      refuse(response, 405, 'Method Not Allowed', { Allow: allowedMethods.join(', ') });
      return;
    }
    // "GET <url> HTTP/1.1": the same request line nginx measures.
    if (Buffer.byteLength(`${method} ${request.url ?? ''} HTTP/1.1`) > maxRequestLineBytes) {
      refuse(response, 414, 'URI Too Long');
      return;
    }
    compress(request as never, response as never, () => {
      serveHandler(request, response, config, methods).catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
  };
}

/** The site's HTTP server for `directory` (default dist/), not yet listening. */
export function createSiteServer(directory = distDirectory): Server {
  return createServer(handlerFor(directory));
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
