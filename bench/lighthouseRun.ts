/**
 * One Lighthouse run: the default configuration (mobile, simulated throttling), all four
 * categories, on a Chromium that chrome-launcher started, reduced to the figures the benchmark
 * reports.
 */
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

/** Lighthouse's four categories, as its report names them. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One of the four categories. */
export type Category = (typeof categories)[number];

/** The figures of one run. */
export interface LighthouseFigures {
  /** Each category's score out of 100. */
  readonly scores: Readonly<Record<Category, number>>;
  /** First Contentful Paint, simulated, milliseconds. */
  readonly fcpMs: number;
  /** Largest Contentful Paint, simulated, milliseconds. */
  readonly lcpMs: number;
  /** Total Blocking Time, simulated, milliseconds. */
  readonly tbtMs: number;
  /** Cumulative Layout Shift during the load. */
  readonly cls: number;
  /** Network requests the page made. */
  readonly requests: number;
  /** The Largest Contentful Paint element, as Lighthouse names it (a CSS selector). */
  readonly lcpElement: string;
  /** Scored audits that did not pass, so a score under 100 says why. */
  readonly failedAudits: readonly string[];
}

/** Runs that fail for reasons of the machine (no paint seen under load) are tried again. */
const attempts = 3;

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${auditId} for ${lhr.finalDisplayedUrl}.`);
  return value;
}

/** The first DOM node named anywhere in an audit's details. */
function firstNodeSelector(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const record = details as Record<string, unknown>;
  if (record.type === 'node') return String(record.selector ?? record.snippet ?? '');
  for (const value of Object.values(record)) {
    const found = Array.isArray(value)
      ? value.map(firstNodeSelector).find(Boolean)
      : firstNodeSelector(value);
    if (found) return found;
  }
  return '';
}

function figuresOf(lhr: Result): LighthouseFigures {
  const scores = Object.fromEntries(
    categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const requests = lhr.audits['network-requests']?.details;
  const failedAudits = Object.values(lhr.audits)
    .filter(
      (audit) =>
        (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') &&
        audit.score !== null &&
        audit.score < 1,
    )
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    requests: requests && 'items' in requests ? requests.items.length : 0,
    lcpElement: firstNodeSelector(lhr.audits['largest-contentful-paint-element']?.details),
    failedAudits,
  };
}

/** Runs Lighthouse on `url` in the browser listening on `port`, retrying a run that errs. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  let lastError = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return figuresOf(lhr);
    lastError = lhr?.runtimeError?.message ?? 'no result';
    console.warn(`  Lighthouse run ${attempt} on ${url} failed (${lastError}); trying again.`);
  }
  throw new Error(`Lighthouse failed ${attempts} times on ${url}: ${lastError}`);
}
