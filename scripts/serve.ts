/**
 * Serves the built site from dist/ on $PORT (default 4173), as a static host would: gzip,
 * each route's own HTML file, the 404 page with status 404. Run by `npm start`, the end-to-end
 * tests and the benchmark. The work is done by serve-handler and compression, the libraries
 * behind `serve`; this file only listens.
 */
import compression from 'compression';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import serveHandler from 'serve-handler';
import { serveHandlerConfig } from '../src/hosting/serveConfig';

const distDirectory = fileURLToPath(new URL('../dist', import.meta.url));

const compress = compression();

function handle(request: IncomingMessage, response: ServerResponse) {
  compress(request as never, response as never, () => {
    serveHandler(request, response, serveHandlerConfig(distDirectory)).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

/** Starts the server and resolves with its origin once it is listening. */
export function startServer(port: number, host = '127.0.0.1'): Promise<string> {
  const server = createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(`http://${host}:${port}`));
  });
}
