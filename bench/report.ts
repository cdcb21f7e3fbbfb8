/**
 * Turns the benchmark's raw runs into its report: medians per route, each target checked, and
 * the Markdown table that README.md links to.
 */
import { timingTargets } from './budgets';
import type { IdleCost, ScheduledWork } from './idleCost';
import { categories, type Category, type LighthouseFigures } from './lighthouseRun';
import type { BudgetedKind } from './routeLoad';

/**
 * The figures of one page over several runs, in the shape of a single run's: each number is
 * the median, `lcpElement` the element most runs named, and `failedAudits` every audit that
 * failed in some run, with how many runs it failed in.
 */
export type MedianFigures = LighthouseFigures;

/** One page variant (the site, or the same HTML without scripts) of one route. */
export interface VariantResult {
  /** Medians over the runs. */
  readonly median: MedianFigures;
  /** Gzip bytes of JavaScript and CSS the page loaded (from a browser, lazy chunks included). */
  readonly gzipBytes: Readonly<Record<BudgetedKind, number>>;
  /** Every run, for anyone who wants the spread. */
  readonly runs: readonly LighthouseFigures[];
}

/** Everything measured on one route. */
export interface RouteResult {
  /** The route's path. */
  readonly path: string;
  /** The site as built. */
  readonly site: VariantResult;
  /** The lower bound: the same pages with every script removed. */
  readonly noJavaScript: VariantResult;
  /** Median LCP of the site over median LCP without JavaScript. */
  readonly lcpRatio: number;
}

/** A target and whether it was met. */
export interface TargetCheck {
  /** What is held, in words. */
  readonly target: string;
  /** Whether the measurement meets it. */
  readonly met: boolean;
  /** The measured value(s). */
  readonly measured: string;
}

/** Where and how the benchmark ran, so that a reader can judge the timings. */
export interface BenchEnvironment {
  /** When the run finished (ISO 8601). */
  readonly finishedAt: string;
  /** Lighthouse runs per page variant. */
  readonly runs: number;
  /** Lighthouse's version. */
  readonly lighthouse: string;
  /** The browser's version. */
  readonly browser: string;
  /** Node's version. */
  readonly node: string;
  /** Logical CPUs of the machine. */
  readonly cpus: number;
  /** One-minute load average at the start and at the end: other work skews timings. */
  readonly loadAverage: readonly [number, number];
}

/** The whole result, as written to bench/results/latest.json. */
export interface BenchResult {
  /** Where and how it ran. */
  readonly environment: BenchEnvironment;
  /** One entry per route. */
  readonly routes: readonly RouteResult[];
  /** The landing page at rest. */
  readonly idle: IdleCost;
  /** Every target, checked. */
  readonly targets: readonly TargetCheck[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** The median of each figure over `runs`. */
export function medianOf(runs: readonly LighthouseFigures[]): MedianFigures {
  const failures = new Map<string, number>();
  for (const audit of runs.flatMap((run) => run.failedAudits.map((entry) => entry.split(' (')[0] ?? entry))) {
    failures.set(audit, (failures.get(audit) ?? 0) + 1);
  }
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
    ) as Record<Category, number>,
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    requests: median(runs.map((run) => run.requests)),
    lcpElement: mostCommon(runs.map((run) => run.lcpElement)),
    failedAudits: [...failures].map(([audit, count]) => `${audit} (${count}/${runs.length} runs)`),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const shift = (value: number) => value.toFixed(3);

function quietWork(work: ScheduledWork | null): string {
  if (!work) return 'not measured';
  return `${work.animationFrames} animation frames, ${work.timeouts} timeouts, ${work.intervals} intervals in ${work.periodMs / 1000} s${work.bandChanged ? ' (the band changed!)' : ''}`;
}

/** Checks every target against the results. */
export function checkTargets(routes: readonly RouteResult[], idle: IdleCost): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const route of routes) {
    const { median: site } = route.site;
    const scores = categories.map((category) => site.scores[category]);
    checks.push(
      {
        target: `${route.path}: Lighthouse ${timingTargets.lighthouseScore} in all four categories`,
        met: scores.every((score) => score >= timingTargets.lighthouseScore),
        measured: scores.join(' / '),
      },
      {
        target: `${route.path}: LCP within ${Math.round((timingTargets.maxLcpRatio - 1) * 100)} % of the page without JavaScript`,
        met: route.lcpRatio <= timingTargets.maxLcpRatio,
        measured: `${ms(site.lcpMs)} vs ${ms(route.noJavaScript.median.lcpMs)} (×${route.lcpRatio.toFixed(2)})`,
      },
      {
        target: `${route.path}: the LCP element is the same with and without JavaScript`,
        met: site.lcpElement === route.noJavaScript.median.lcpElement,
        measured: `${site.lcpElement} / ${route.noJavaScript.median.lcpElement}`,
      },
      {
        target: `${route.path}: TBT under ${timingTargets.maxTotalBlockingTimeMs} ms`,
        met: site.tbtMs < timingTargets.maxTotalBlockingTimeMs,
        measured: ms(site.tbtMs),
      },
      {
        target: `${route.path}: CLS ${timingTargets.maxCumulativeLayoutShift} on load`,
        met: site.cls <= timingTargets.maxCumulativeLayoutShift,
        measured: shift(site.cls),
      },
    );
  }
  const busyShare = idle.busyMs / idle.rotatingPeriodMs;
  checks.push(
    {
      target: `/: CLS ${timingTargets.maxCumulativeLayoutShift} over full rotations of the hero (phone ${idle.rotatingPeriodMs / 1000} s, desktop ${idle.desktopPeriodMs / 1000} s)`,
      met: Math.max(idle.clsPhone, idle.clsDesktop) <= timingTargets.maxCumulativeLayoutShift,
      measured: `${shift(idle.clsPhone)} / ${shift(idle.clsDesktop)}${idle.heroFound ? '' : ' (no hero on the page)'}`,
    },
    {
      target: `/: main thread nearly idle while the hero rotates (busy under ${timingTargets.maxBusyShare * 100} % of ${idle.rotatingPeriodMs / 1000} s)`,
      met: busyShare < timingTargets.maxBusyShare,
      measured: `${ms(idle.busyMs)} busy (${(busyShare * 100).toFixed(1)} %), ${idle.bandChanges} band changes`,
    },
    {
      target: '/: no timers or animation frames with the hero off screen',
      met: isQuiet(idle.offScreen),
      measured: quietWork(idle.offScreen),
    },
    {
      target: '/: no timers or animation frames with the tab hidden',
      met: isQuiet(idle.hidden),
      measured: quietWork(idle.hidden),
    },
  );
  return checks;
}

function isQuiet(work: ScheduledWork | null): boolean {
  return work !== null && work.animationFrames + work.timeouts + work.intervals === 0 && !work.bandChanged;
}

function variantRow(path: string, name: string, variant: VariantResult, ratio: string): string {
  const { median: figures, gzipBytes } = variant;
  return `| ${path} | ${name} | ${categories.map((category) => figures.scores[category]).join(' / ')} | ${ms(figures.fcpMs)} | ${ms(figures.lcpMs)} | ${ms(figures.tbtMs)} | ${shift(figures.cls)} | ${figures.requests} | ${kib(gzipBytes.javascript)} | ${kib(gzipBytes.css)} | ${ratio} |`;
}

/** The Markdown report: the table, the targets, the idle cost and the conditions. */
export function toMarkdown(result: BenchResult): string {
  const { environment: env } = result;
  const lines = [
    '# Performance benchmark',
    '',
    `Lighthouse ${env.lighthouse}, mobile profile, simulated throttling; median of ${env.runs} runs per page. ` +
      `${env.browser}, Node ${env.node}, ${env.cpus} CPUs, load average ${env.loadAverage[0].toFixed(1)} → ${env.loadAverage[1].toFixed(1)}. ` +
      `Finished ${env.finishedAt}. "No JS" is the same build with every script removed: the lower bound.`,
    '',
    '| Route | Page | Perf / A11y / BP / SEO | FCP | LCP | TBT | CLS | Requests | JS gzip | CSS gzip | LCP ÷ no-JS LCP |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.routes.flatMap((route) => [
      variantRow(route.path, 'site', route.site, `×${route.lcpRatio.toFixed(2)}`),
      variantRow(route.path, 'no JS', route.noJavaScript, ''),
    ]),
    '',
    '## Targets',
    '',
    ...result.targets.map((check) => `- ${check.met ? '✅' : '❌'} ${check.target}: ${check.measured}`),
    '',
    `${result.targets.filter((check) => check.met).length} of ${result.targets.length} targets met.`,
  ];
  lines.push(
    '',
    '## LCP of each run',
    '',
    'Simulated timings move from run to run; so does the lower bound, by a whole round trip, when',
    "the browser's own requests (the manifest, the favicon) end after the paint it observed.",
    '',
    ...result.routes.flatMap((route) => [
      `- ${route.path} site: ${route.site.runs.map((run) => Math.round(run.lcpMs)).join(', ')} ms`,
      `- ${route.path} no JS: ${route.noJavaScript.runs.map((run) => Math.round(run.lcpMs)).join(', ')} ms`,
    ]),
  );
  const failures = result.routes.flatMap((route) =>
    route.site.median.failedAudits.map((audit) => `- ${route.path}: ${audit}`),
  );
  if (failures.length > 0) lines.push('', '## Lighthouse audits that did not pass (site)', '', ...failures);
  return `${lines.join('\n')}\n`;
}
