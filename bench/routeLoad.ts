/**
 * What a route really loads in a browser: every script and stylesheet it downloads (lazy chunks
 * included), the bytes the server sends for each in gzip and in brotli, and which requests held
 * up the first render. Used by the budget tests and by `npm run bench`, so that both count the
 * same bytes the same way.
 */
import type { Page, Response } from '@playwright/test';
import { request as httpRequest } from 'node:http';

/** The encodings a server sends the files in, as budgets name them, with their HTTP names. */
const contentCodings = { gzip: 'gzip', brotli: 'br' } as const;
export type WireEncoding = keyof typeof contentCodings;

/** Bytes per kind of file a budget covers. */
export type BytesByKind = Readonly<Record<'javascript' | 'css', number>>;

/** Everything measured while one route loaded. */
export interface RouteLoad {
  /** The scripts and stylesheets, in the order their responses arrived, each with its text. */
  readonly files: readonly {
    url: string;
    kind: keyof BytesByKind;
    text: string;
    wireBytes: Record<WireEncoding, number>;
  }[];
  /** Total bytes on the wire per encoding and kind. */
  readonly wireBytes: Readonly<Record<WireEncoding, BytesByKind>>;
  /** URLs the browser itself marked as render-blocking (Resource Timing `renderBlockingStatus`). */
  readonly renderBlocking: readonly string[];
}

/** The kind of a response a budget covers, by Playwright's resource type; the rest are not counted. */
const budgetedKinds: Readonly<Record<string, keyof BytesByKind>> = {
  script: 'javascript',
  stylesheet: 'css',
};

/**
 * The bytes the server at `url` sends for it to a browser that accepts only `encoding`: the
 * build's compressed copy where it wrote one. A response in another encoding is an error, since
 * then the count would not be what its name says.
 */
function wireBytes(url: string, encoding: WireEncoding): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { 'Accept-Encoding': contentCodings[encoding] };
    const request = httpRequest(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        const sent = response.headers['content-encoding'] ?? 'identity';
        if (sent === headers['Accept-Encoding']) resolve(bytes);
        else reject(new Error(`${url} came as ${sent}, not ${encoding}`));
      });
      response.on('error', reject);
    });
    request.on('error', reject).end();
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
  const pending: Promise<RouteLoad['files'][number]>[] = [];
  const onResponse = (response: Response) => {
    const kind = budgetedKinds[response.request().resourceType()];
    if (!kind) return;
    const [body, gzip, brotli] = [
      response.body(),
      wireBytes(response.url(), 'gzip'),
      wireBytes(response.url(), 'brotli'),
    ];
    pending.push(
      Promise.all([body, gzip, brotli]).then(([text, ...sizes]) => ({
        url: response.url(),
        kind,
        text: text.toString('utf8'),
        wireBytes: { gzip: sizes[0], brotli: sizes[1] },
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
  const total = (encoding: WireEncoding, kind: keyof BytesByKind) =>
    files.filter((file) => file.kind === kind).reduce((bytes, file) => bytes + file.wireBytes[encoding], 0);
  const byKind = (encoding: WireEncoding) => ({
    javascript: total(encoding, 'javascript'),
    css: total(encoding, 'css'),
  });
  return { files, wireBytes: { gzip: byKind('gzip'), brotli: byKind('brotli') }, renderBlocking };
}
