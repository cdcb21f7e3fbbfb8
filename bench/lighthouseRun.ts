/**
 * One Lighthouse run: the default configuration (mobile, simulated throttling), all four
 * categories, on a Chromium that chrome-launcher started, reduced to the figures the benchmark
 * reports.
 */
import lighthouse, { type Result } from 'lighthouse';

/** Lighthouse's four categories, as its report names them. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The figures of one run; timings simulated, in milliseconds. */
export interface LighthouseFigures {
  /** Each category's score out of 100. */
  readonly scores: Readonly<Record<(typeof categories)[number], number>>;
  readonly fcpMs: number;
  readonly lcpMs: number;
  /** Total Blocking Time. */
  readonly tbtMs: number;
  /** Cumulative Layout Shift during the load. */
  readonly cls: number;
  /** Network requests the page made. */
  readonly requests: number;
  /** Scored audits that did not pass, so a score under 100 says why. */
  readonly failedAudits: readonly string[];
}

/** Runs that fail for reasons of the machine (no paint seen under load) are tried again. */
const attempts = 3;

function figuresOf(lhr: Result): LighthouseFigures {
  const numeric = (auditId: string) => {
    const value = lhr.audits[auditId]?.numericValue;
    if (typeof value !== 'number')
      throw new Error(`Lighthouse gave no ${auditId} for ${lhr.finalDisplayedUrl}.`);
    return value;
  };
  const requests = lhr.audits['network-requests']?.details;
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as LighthouseFigures['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    requests: requests && 'items' in requests ? requests.items.length : 0,
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => ['binary', 'numeric'].includes(audit.scoreDisplayMode) && (audit.score ?? 1) < 1)
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
  };
}

/**
 * Runs Lighthouse on `url` in the browser listening on `port`. A run that errs or misses a figure
 * is run again, never counted as 0.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  let lastError = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const options = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: [...categories],
    };
    const lhr = (await lighthouse(url, options))?.lhr;
    try {
      if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no result');
      return figuresOf(lhr);
    } catch (error) {
      lastError = (error as Error).message;
      console.warn(`  Lighthouse run ${attempt} on ${url} failed (${lastError}); trying again.`);
    }
  }
  throw new Error(`Lighthouse failed ${attempts} times on ${url}: ${lastError}`);
}
