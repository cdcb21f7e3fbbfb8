/**
 * What a route really loads in a browser: every script and stylesheet it downloads (lazy chunks
 * included), their gzip size, and which requests held up the first render. Used by the budget
 * tests and by `npm run bench`, so that both count the same bytes the same way.
 */
import type { Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** The kinds of file a byte budget covers. */
export type BudgetedKind = 'javascript' | 'css';

/** One script or stylesheet the route loaded. */
export interface LoadedFile {
  /** The file's URL. */
  readonly url: string;
  /** Script or stylesheet. */
  readonly kind: BudgetedKind;
  /** Size gzipped at level 6, the default of the local server and of most CDNs. */
  readonly gzipBytes: number;
  /** The file's text, for tests that look for a library's code in it. */
  readonly text: string;
}

/** Everything measured while one route loaded. */
export interface RouteLoad {
  /** The scripts and stylesheets, in the order their responses arrived. */
  readonly files: readonly LoadedFile[];
  /** Total gzip bytes per kind. */
  readonly gzipBytes: Readonly<Record<BudgetedKind, number>>;
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

/** The gzip size of a body, as the local server and CDNs send it. */
export function gzipBytes(body: Buffer | string): number {
  return gzipSync(body, { level: 6 }).length;
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
      response.body().then((body) => ({
        url: response.url(),
        kind,
        gzipBytes: gzipBytes(body),
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
  const total = (kind: BudgetedKind) =>
    files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, gzipBytes: { javascript: total('javascript'), css: total('css') }, renderBlocking };
}
