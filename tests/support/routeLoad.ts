/**
 * What a route really loads in a browser: every script and stylesheet it downloads (lazy chunks
 * included), the bytes the server sends for each in gzip and in brotli, and which requests held
 * up the first render. Used by the budget tests and by `npm run bench`, so that both count the
 * same bytes the same way.
 */
import type { Page, Response } from '@playwright/test';
import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';

/** The encodings a server sends the files in, as budgets name them, with their HTTP names. */
const contentCodings = { gzip: 'gzip', brotli: 'br' } as const;
export type WireEncoding = keyof typeof contentCodings;
export const encodings = Object.keys(contentCodings) as WireEncoding[];

/** The kinds of file a budget covers, by Playwright's resource type; the rest are not counted. */
const budgetedKinds = { script: 'javascript', stylesheet: 'css' } as const;
export type BytesByKind = Readonly<Record<(typeof budgetedKinds)[keyof typeof budgetedKinds], number>>;

/**
 * The bytes the server at `url` sends for it to a browser that accepts only `encoding`: the
 * build's compressed copy where it wrote one. A response in another encoding is an error, since
 * then the count would not be what its name says; but the build writes no copy of a file that no
 * compression makes smaller (scripts/precompress.ts), which the server rightly sends as it is.
 */
async function wireBytes(url: string, encoding: WireEncoding): Promise<number> {
  const accepted = contentCodings[encoding];
  const request = get(url, { headers: { 'Accept-Encoding': accepted } });
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const sent = response.headers['content-encoding'] ?? 'identity';
  const asItIs = sent === 'identity' && gzipSync(body, { level: 9 }).length >= body.length;
  if (sent !== accepted && !asItIs) throw new Error(`${url} came as ${sent}, not ${encoding}`);
  return body.length;
}

/**
 * Opens `url` in `page`, waits for `ready` (hydration) and for the network to go quiet, so
 * chunks imported after the first paint are counted too. Returns the scripts and stylesheets in
 * the order their responses arrived, with their text; the total bytes per encoding and kind; and
 * the URLs the browser itself marked render-blocking (Resource Timing `renderBlockingStatus`).
 * The page's own: the browser asks to save data, so no other page's code is fetched ahead (unless
 * `fetchAhead` is true: then `ready` should wait until what the page fetches ahead has been asked for).
 */
export async function loadRoute(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
  fetchAhead = false,
) {
  const pending: Promise<{ url: string; kind: keyof BytesByKind; text: string; bytes: number[] }>[] = [];
  const onResponse = (response: Response) => {
    const kind = budgetedKinds[response.request().resourceType() as keyof typeof budgetedKinds];
    if (!kind) return;
    const sizes = Promise.all(encodings.map((encoding) => wireBytes(response.url(), encoding)));
    pending.push(
      Promise.all([response.body(), sizes]).then(([body, bytes]) => ({
        url: response.url(),
        kind,
        text: body.toString('utf8'),
        bytes,
      })),
    );
  };
  page.on('response', onResponse);
  if (!fetchAhead) await saveData(page);
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
  const total = (index: number, kind: keyof BytesByKind) =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + (file.bytes[index] ?? 0), 0);
  const wireBytesByEncoding = Object.fromEntries(
    encodings.map((encoding, index) => [
      encoding,
      { javascript: total(index, 'javascript'), css: total(index, 'css') },
    ]),
  ) as Record<WireEncoding, BytesByKind>;
  return { files, wireBytes: wireBytesByEncoding, renderBlocking };
}

/**
 * Turns Chromium's Save-Data on for a page, so the site fetches no other page's code ahead and
 * what loads is the page's own.
 */
export async function saveData(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}
