/**
 * Sends one HTTP/1.1 request over a plain socket, byte for byte as written, and reads the
 * response with Node's own HTTP client. HTTP libraries tidy up paths (`//`, `..`, backslashes)
 * and refuse malformed requests; a scanner sends them as they are, and so does this.
 */
import { request as clientRequest } from 'node:http';
import { connect } from 'node:net';
import { Duplex } from 'node:stream';
import { connect as connectTls } from 'node:tls';

export interface RawResponse {
  readonly status: number;
  /** Every header, by lower-case name, each value as often as it was sent. */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  /** The body, after undoing chunked transfer encoding. */
  readonly body: Buffer;
}

export interface RawRequest {
  /** GET unless given. */
  readonly method?: string;
  /** The request target exactly as sent, e.g. "/terms%00". */
  readonly target: string;
  /** More header lines, written as given (`Name: value`). */
  readonly headers?: readonly string[];
  /** The Host header's value; the server's own address by default. */
  readonly host?: string;
  /** Replaces the whole request (for requests that are not valid HTTP at all). */
  readonly raw?: string;
}

/** Sends `request` to `origin` (http:// or https://host:port; over TLS, any certificate is taken). */
export function sendRaw(origin: string, request: RawRequest): Promise<RawResponse> {
  const { protocol, hostname, port } = new URL(origin);
  const text =
    request.raw ??
    [
      `${request.method ?? 'GET'} ${request.target} HTTP/1.1`,
      `Host: ${request.host ?? `${hostname}:${port}`}`,
      'Connection: close',
      ...(request.headers ?? []),
      '',
      '',
    ].join('\r\n');
  return new Promise((resolve, reject) => {
    const send = () => socket.write(text, 'latin1');
    const socket =
      protocol === 'https:'
        ? connectTls({ host: hostname, port: Number(port), rejectUnauthorized: false }, send)
        : connect(Number(port), hostname, send);
    socket.setTimeout(15_000, () => socket.destroy(new Error(`No answer to ${request.target} in 15 s`)));
    socket.on('error', reject);
    // The client reads what the server sends; what the client itself would send is dropped.
    const wire = new Duplex({ read() {}, write: (_chunk, _encoding, done) => done() });
    socket.on('data', (chunk) => wire.push(chunk));
    socket.on('end', () => wire.push(null));
    // The method tells the client's parser whether a body follows (none after HEAD).
    const method = (request.raw ?? request.method ?? 'GET').split(' ')[0];
    const client = clientRequest({ method, createConnection: () => wire, insecureHTTPParser: true });
    client.on('error', reject);
    client.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Some servers keep the connection open whatever the request asked: the body's end is the signal.
      response.on('end', () => {
        socket.destroy();
        // Every value as sent, none joined or dropped (Node's `headers` keeps one Location, say).
        const headers = new Map(Object.entries(response.headersDistinct) as [string, string[]][]);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    client.end();
  });
}
