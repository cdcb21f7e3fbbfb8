/**
 * One Lighthouse run, default configuration (mobile, simulated throttling), reduced to the bench's
 * figures: each category's score out of 100, TBT in ms, CLS, and the scored audits that failed.
 */
import lighthouse from 'lighthouse';

/** Lighthouse's four categories, as its report names them. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const audits = { tbtMs: 'total-blocking-time', cls: 'cumulative-layout-shift' } as const;
export type LighthouseFigures = Record<(typeof categories)[number] | keyof typeof audits, number>;

/** Runs Lighthouse on `url` in the browser listening on `port`; a run that errs is run again, twice at most. */
export async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const options = { port, output: 'json', logLevel: 'error' } as const;
    const lhr = (await lighthouse(url, { ...options, onlyCategories: [...categories] }))?.lhr;
    const timings = Object.entries(audits).map(([name, id]) => [name, lhr?.audits[id]?.numericValue]);
    if (lhr && !lhr.runtimeError && timings.every(([, value]) => typeof value === 'number')) {
      const scores = categories.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)]);
      // Scored audits that did not pass, so that a score under 100 says why.
      const failedAudits = Object.values(lhr.audits)
        .filter((audit) => ['binary', 'numeric'].includes(audit.scoreDisplayMode) && (audit.score ?? 1) < 1)
        .map((audit) => audit.id);
      return { figures: Object.fromEntries([...scores, ...timings]) as LighthouseFigures, failedAudits };
    }
    const why = lhr?.runtimeError?.message ?? 'no result';
    if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${url}: ${why}`);
    console.warn(`  Lighthouse on ${url} failed (${why}); trying again.`);
  }
}
