/**
 * Sends one HTTP/1.1 request over a plain socket, byte for byte as written, and reads the whole
 * response back. HTTP libraries tidy up paths (`//`, `..`, backslashes) and refuse malformed
 * requests; a scanner sends them as they are, and so does this.
 */
import { connect } from 'node:net';

/** A response as it came off the wire. */
export interface RawResponse {
  /** The status code. */
  readonly status: number;
  /** Every header, by lower-case name, each value as often as it was sent. */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  /** The body, after undoing chunked transfer encoding. */
  readonly body: Buffer;
}

/** What to send. */
export interface RawRequest {
  /** The method, e.g. GET. */
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

/** Undoes chunked transfer encoding. */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses a response read to its end. */
function parseResponse(bytes: Buffer): RawResponse {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd === -1)
    throw new Error(`Not an HTTP response: ${JSON.stringify(bytes.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...lines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const rest = bytes.subarray(headEnd + 4);
  const chunked = headers.get('transfer-encoding')?.some((value) => /chunked/i.test(value));
  return { status, headers, body: chunked ? unchunk(rest) : rest };
}

/**
 * Whether `bytes` hold a whole response: its head, then as much body as it announces (none for
 * HEAD, 1xx, 204 and 304; up to the last chunk when chunked). Some servers keep the connection
 * open after answering, whatever the request asked, so the end of the body is the signal.
 */
function isComplete(bytes: Buffer, method: string): boolean {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd === -1) return false;
  const { status, headers } = parseResponse(bytes.subarray(0, headEnd + 4));
  if (method === 'HEAD' || status < 200 || status === 204 || status === 304) return true;
  const body = bytes.subarray(headEnd + 4);
  if (headers.get('transfer-encoding')?.some((value) => /chunked/i.test(value))) {
    return body.includes('\r\n0\r\n\r\n') || body.subarray(0, 5).toString() === '0\r\n\r\n';
  }
  const length = headers.get('content-length')?.[0];
  return length !== undefined && body.length >= Number(length);
}

/** Sends `request` to `origin` (http://host:port) and resolves with the response. */
export function sendRaw(origin: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
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
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`No answer to ${request.target} in 15 s`)));
    const method = request.raw ? (request.raw.split(' ')[0] ?? 'GET') : (request.method ?? 'GET');
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isComplete(Buffer.concat(chunks), method)) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(text, 'latin1');
  });
}
