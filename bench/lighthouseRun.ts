/**
 * One Lighthouse run: the default configuration (mobile, simulated throttling), all four
 * categories, on a Chromium that chrome-launcher started, reduced to the figures the benchmark
 * reports: each category's score out of 100, simulated timings in milliseconds, CLS, requests.
 */
import lighthouse, { type Result } from 'lighthouse';

/** Lighthouse's four categories, as its report names them. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The timings and counts reported, by the audit that gives each. */
const audits = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

export type LighthouseFigures = Record<
  (typeof categories)[number] | keyof typeof audits | 'requests',
  number
>;

/** Runs that fail for reasons of the machine (no paint seen under load) are tried again. */
const attempts = 3;

function figuresOf(lhr: Result) {
  const numeric = Object.entries(audits).map(([figure, auditId]) => {
    const value = lhr.audits[auditId]?.numericValue;
    if (typeof value !== 'number')
      throw new Error(`Lighthouse gave no ${auditId} for ${lhr.finalDisplayedUrl}.`);
    return [figure, value];
  });
  const requests = lhr.audits['network-requests']?.details;
  const figures = {
    ...Object.fromEntries(
      categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ),
    ...Object.fromEntries(numeric),
    requests: requests && 'items' in requests ? requests.items.length : 0,
  } as LighthouseFigures;
  // Scored audits that did not pass, so that a score under 100 says why.
  const failedAudits = Object.values(lhr.audits)
    .filter((audit) => ['binary', 'numeric'].includes(audit.scoreDisplayMode) && (audit.score ?? 1) < 1)
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return { figures, failedAudits };
}

/**
 * Runs Lighthouse on `url` in the browser listening on `port`. A run that errs or misses a figure
 * is run again, never counted as 0.
 */
export async function runLighthouse(url: string, port: number) {
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
