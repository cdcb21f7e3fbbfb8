/**
 * What a route loads in a browser: every script and stylesheet (lazy chunks included), the bytes the
 * server sends for each in gzip and brotli, and what held up the first render; the budget tests and
 * `npm run bench` count them the same way.
 */
import type { Page, Response } from '@playwright/test';
import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';

const contentCodings = { gzip: 'gzip', brotli: 'br' } as const;
export type WireEncoding = keyof typeof contentCodings;
export const encodings = Object.keys(contentCodings) as WireEncoding[];

// The kinds of file a budget covers, by Playwright's resource type.
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
 * Opens `url`, waits for `ready` (hydration) and a quiet network, so late chunks count too. Returns
 * the scripts and stylesheets in the order they arrived, with their text; the bytes per encoding
 * and kind; and the URLs the browser marked render-blocking. Under Save-Data, so only the page's
 * own code loads, unless `fetchAhead` (then `ready` should wait for what it fetches ahead).
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

/** Turns Chromium's Save-Data on, so the site fetches no other page's code ahead. */
export async function saveData(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}
