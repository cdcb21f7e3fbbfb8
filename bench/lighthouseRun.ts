/**
 * One Lighthouse run: the default configuration (mobile, simulated throttling), all four
 * categories, reduced to the figures the bench reports: each category's score out of 100,
 * simulated timings in milliseconds, CLS, and the scored audits that did not pass.
 */
import lighthouse, { type Result } from 'lighthouse';

/** Lighthouse's four categories, as its report names them. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The timings reported, by the audit that gives each. */
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

function figuresOf(lhr: Result) {
  const timings = Object.entries(audits).map(([figure, id]) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`no ${id}`);
    return [figure, value];
  });
  const scores = categories.map((category) => [
    category,
    Math.round((lhr.categories[category]?.score ?? 0) * 100),
  ]);
  const figures = Object.fromEntries([...scores, ...timings]) as LighthouseFigures;
  // Scored audits that did not pass, so that a score under 100 says why.
  const failedAudits = Object.values(lhr.audits)
    .filter((audit) => ['binary', 'numeric'].includes(audit.scoreDisplayMode) && (audit.score ?? 1) < 1)
    .map((audit) => audit.id);
  return { figures, failedAudits };
}

/** Runs Lighthouse on `url` in the browser listening on `port`; a run that errs is run again, twice at most. */
export async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
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
      if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${url}`, { cause: error });
      console.warn(`  Lighthouse on ${url} failed (${(error as Error).message}); trying again.`);
    }
  }
}
