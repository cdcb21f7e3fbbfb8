/**
 * What a route really loads in a browser: every script and stylesheet it downloads (lazy chunks
 * included), the bytes the server sends for each in gzip and in brotli, and which requests held
 * up the first render. Used by the budget tests and by `npm run bench`, so that both count the
 * same bytes the same way.
 */
import type { Page, Response } from '@playwright/test';
import { request as httpRequest } from 'node:http';

/** The kinds of file a byte budget covers. */
type BudgetedKind = 'javascript' | 'css';

/** The encodings a server sends the files in, as budgets name them. */
export type WireEncoding = 'gzip' | 'brotli';

/** Bytes per kind of file. */
export type BytesByKind = Readonly<Record<BudgetedKind, number>>;

/** One script or stylesheet the route loaded. */
interface LoadedFile {
  /** The file's URL. */
  readonly url: string;
  /** Script or stylesheet. */
  readonly kind: BudgetedKind;
  /** What the server sends for it, in each encoding: the bytes on the wire. */
  readonly wireBytes: Readonly<Record<WireEncoding, number>>;
  /** The file's text, for tests that look for a library's code in it. */
  readonly text: string;
}

/** Everything measured while one route loaded. */
export interface RouteLoad {
  /** The scripts and stylesheets, in the order their responses arrived. */
  readonly files: readonly LoadedFile[];
  /** Total bytes on the wire per encoding and kind. */
  readonly wireBytes: Readonly<Record<WireEncoding, BytesByKind>>;
  /** URLs the browser itself marked as render-blocking (Resource Timing `renderBlockingStatus`). */
  readonly renderBlocking: readonly string[];
}

/** The budgeted kind of a response, or null for documents, images, fonts and the rest. */
function kindOf(response: Response): BudgetedKind | null {
  switch (response.request().resourceType()) {
    case 'script':
      return 'javascript';
    case 'stylesheet':
      return 'css';
    default:
      return null;
  }
}

const contentCoding: Record<WireEncoding, string> = { gzip: 'gzip', brotli: 'br' };

/**
 * The bytes the server at `url` sends for it to a browser that accepts only `encoding`: the
 * build's compressed copy where it wrote one. A response in another encoding is an error, since
 * then the count would not be what its name says.
 */
function wireBytes(url: string, encoding: WireEncoding): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { headers: { 'Accept-Encoding': contentCoding[encoding] } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          const sent = response.headers['content-encoding'] ?? 'identity';
          if (sent !== contentCoding[encoding]) reject(new Error(`${url} came as ${sent}, not ${encoding}`));
          else resolve(bytes);
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Opens `url` in `page`, waits for `ready` (hydration) and for the network to go quiet, so
 * chunks imported after the first paint are counted too, and returns what was loaded.
 */
export async function loadRoute(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<RouteLoad> {
  const pending: Promise<LoadedFile>[] = [];
  const onResponse = (response: Response) => {
    const kind = kindOf(response);
    if (!kind) return;
    pending.push(
      Promise.all([
        response.body(),
        wireBytes(response.url(), 'gzip'),
        wireBytes(response.url(), 'brotli'),
      ]).then(([body, gzip, brotli]) => ({
        url: response.url(),
        kind,
        wireBytes: { gzip, brotli },
        text: body.toString('utf8'),
      })),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const files = await Promise.all(pending);
  const renderBlocking = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      // Chromium's Resource Timing field; absent from TypeScript's DOM types.
      .filter((entry) => (entry as { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
      .map((entry) => entry.name),
  );
  const total = (encoding: WireEncoding) => {
    const sum = (kind: BudgetedKind) =>
      files.filter((file) => file.kind === kind).reduce((bytes, file) => bytes + file.wireBytes[encoding], 0);
    return { javascript: sum('javascript'), css: sum('css') };
  };
  return { files, wireBytes: { gzip: total('gzip'), brotli: total('brotli') }, renderBlocking };
}
