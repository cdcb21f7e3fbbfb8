/**
 * Turns the benchmark's raw runs into its report: medians and spreads per route and variant,
 * each target checked, and the Markdown that README.md links to. Observed timings come first
 * (a real browser on the slow phone), Lighthouse's simulation second.
 */
import { javascriptTargetsFor, timingTargets } from './budgets';
import type { IdleCost, ScheduledWork } from './idleCost';
import { categories, type Category, type LighthouseFigures } from './lighthouseRun';
import type { ObservedHero, ObservedLoad } from './observedLoad';
import type { BytesByKind, WireEncoding } from './routeLoad';

/** The pages measured side by side. */
export const pageVariants = ['site', 'noJavaScript', 'clientOnly'] as const;

/** One of them: the site as built, the same pages without scripts, the same bundle rendered client-side only. */
export type PageVariant = (typeof pageVariants)[number];

/** How each variant is named in the report. */
export const variantLabels: Readonly<Record<PageVariant, string>> = {
  site: 'site',
  noJavaScript: 'no JS',
  clientOnly: 'client-only',
};

/** A figure over several runs. */
export interface Spread {
  /** The median. */
  readonly median: number;
  /** The lowest run. */
  readonly min: number;
  /** The highest run. */
  readonly max: number;
}

/** Median and spread of every numeric field of `runs`; null where a field is null in any run. */
export type Summary<T> = { readonly [K in keyof T]: T[K] extends number ? Spread : Spread | null };

/** What was observed of one variant of one route. */
export interface ObservedVariant {
  /** Every run. */
  readonly runs: readonly ObservedLoad[];
  /** Their medians and spreads. */
  readonly summary: Summary<ObservedLoad>;
}

/** Lighthouse's figures for one variant: the medians of its runs, and the runs. */
export interface SimulatedVariant {
  /** Medians (scores, timings); the LCP element most runs named; audits that failed in some run. */
  readonly median: LighthouseFigures;
  /** Every run. */
  readonly runs: readonly LighthouseFigures[];
}

/** Everything measured on one route. */
export interface RouteResult {
  /** The route's path. */
  readonly path: string;
  /** Observed loads, per variant. */
  readonly observed: Readonly<Record<PageVariant, ObservedVariant>>;
  /** Lighthouse, for the site and the page without scripts. */
  readonly lighthouse: { readonly site: SimulatedVariant; readonly noJavaScript: SimulatedVariant };
  /** Bytes on the wire the site's page loaded, lazy chunks included, per encoding. */
  readonly wireBytes: Readonly<Record<WireEncoding, BytesByKind>>;
}

/** What the landing page's hero cost, per variant. */
export interface HeroResult {
  /** Every run. */
  readonly runs: readonly ObservedHero[];
  /** Their medians and spreads. */
  readonly summary: Summary<ObservedHero>;
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
  /** Observed loads per page variant. */
  readonly observedRuns: number;
  /** Lighthouse runs per page variant. */
  readonly lighthouseRuns: number;
  /** The slow phone, in words. */
  readonly profile: string;
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
  /** The landing page's hero, per variant (client-only included). */
  readonly hero: Readonly<Record<PageVariant, HeroResult>>;
  /** The landing page at rest. */
  readonly idle: IdleCost;
  /** Every target, checked. */
  readonly targets: readonly TargetCheck[];
  /** The treemap of every route's JavaScript, relative to the results folder. */
  readonly treemap: string;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Median and spread of some runs. */
export function spreadOf(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** The median and spread of each field over `runs`. */
export function summarize<T extends object>(runs: readonly T[]): Summary<T> {
  const first = runs[0];
  if (!first) throw new Error('Nothing to summarize: no runs.');
  return Object.fromEntries(
    Object.keys(first).map((key) => {
      const values = runs.map((run) => (run as Record<string, number | null>)[key]);
      return [key, values.some((value) => value === null) ? null : spreadOf(values as number[])];
    }),
  ) as Summary<T>;
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** The median of each Lighthouse figure over `runs`. */
export function lighthouseMedian(runs: readonly LighthouseFigures[]): LighthouseFigures {
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
const shift = (value: number) => value.toFixed(3);
/** "1234 ms (1100–1300)": the median and the spread. */
const spreadMs = (spread: Spread | null) =>
  spread ? `${ms(spread.median)} (${Math.round(spread.min)}–${Math.round(spread.max)})` : '–';
/** An Event Timing duration: entries under 16 ms are not reported, and are recorded as 0. */
const latency = (spread: Spread | null) =>
  !spread ? '–' : spread.max === 0 ? 'under 16 ms' : spreadMs(spread).replace(/\b0(?=[–)])/, '<16');

function quietWork(work: ScheduledWork | null): string {
  if (!work) return 'not measured';
  return `${work.animationFrames} animation frames, ${work.timeouts} timeouts, ${work.intervals} intervals in ${work.periodMs / 1000} s${work.bandChanged ? ' (the band changed!)' : ''}`;
}

function isQuiet(work: ScheduledWork | null): boolean {
  return work !== null && work.animationFrames + work.timeouts + work.intervals === 0 && !work.bandChanged;
}

/** Median observed LCP of the site over that of the page without scripts. */
export function observedLcpRatio(route: RouteResult): number {
  return route.observed.site.summary.lcpMs.median / route.observed.noJavaScript.summary.lcpMs.median;
}

/** Checks every target against the results. */
export function checkTargets(
  routes: readonly RouteResult[],
  hero: BenchResult['hero'],
  idle: IdleCost,
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const route of routes) {
    const ratio = observedLcpRatio(route);
    checks.push({
      target: `${route.path}: observed LCP within ${Math.round((timingTargets.maxObservedLcpRatio - 1) * 100)} % of the page without JavaScript`,
      met: ratio <= timingTargets.maxObservedLcpRatio,
      measured: `${ms(route.observed.site.summary.lcpMs.median)} vs ${ms(route.observed.noJavaScript.summary.lcpMs.median)} (×${ratio.toFixed(2)})`,
    });
  }
  for (const route of routes) {
    const targets = javascriptTargetsFor(route.path);
    for (const encoding of ['gzip', 'brotli'] as const) {
      const target = targets[encoding];
      if (target === undefined) continue;
      const bytes = route.wireBytes[encoding].javascript;
      checks.push({
        target: `${route.path}: at most ${target / 1000} KB of JavaScript in ${encoding}, lazy chunks included`,
        met: bytes <= target,
        measured: `${(bytes / 1000).toFixed(1)} KB`,
      });
    }
  }
  const interactive = routes.find((route) => route.path === '/')?.observed.site.summary.interactiveMs;
  checks.push({
    target: `/: the hero interactive and rotating within ${timingTargets.maxHeroInteractiveMs / 1000} s of navigation`,
    met: interactive != null && interactive.median <= timingTargets.maxHeroInteractiveMs,
    measured: spreadMs(interactive ?? null),
  });
  for (const [name, spread] of [
    ['a band click', hero.site.summary.clickLatencyMs],
    ['an arrow key on the bands', hero.site.summary.arrowKeyLatencyMs],
  ] as const) {
    checks.push({
      target: `/: ${name} under ${timingTargets.maxInteractionLatencyMs} ms from input to next paint`,
      met: spread.median < timingTargets.maxInteractionLatencyMs,
      measured: latency(spread),
    });
  }
  for (const route of routes) {
    const { median: site } = route.lighthouse.site;
    const scores = categories.map((category) => site.scores[category]);
    checks.push(
      {
        target: `${route.path}: Lighthouse ${timingTargets.lighthouseScore} in all four categories`,
        met: scores.every((score) => score >= timingTargets.lighthouseScore),
        measured: scores.join(' / '),
      },
      {
        target: `${route.path}: TBT under ${timingTargets.maxTotalBlockingTimeMs} ms (Lighthouse)`,
        met: site.tbtMs < timingTargets.maxTotalBlockingTimeMs,
        measured: ms(site.tbtMs),
      },
      {
        target: `${route.path}: CLS ${timingTargets.maxCumulativeLayoutShift} on load (Lighthouse)`,
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

function observedRow(path: string, variant: PageVariant, observed: ObservedVariant, ratio: string): string {
  const { summary } = observed;
  return `| ${path} | ${variantLabels[variant]} | ${spreadMs(summary.fcpMs)} | ${spreadMs(summary.lcpMs)} | ${ratio} | ${spreadMs(summary.interactiveMs)} | ${spreadMs(summary.longTaskMs)} |`;
}

function heroRow(variant: PageVariant, hero: HeroResult): string {
  const { summary } = hero;
  return `| ${variantLabels[variant]} | ${spreadMs(summary.pickShownMs)} | ${spreadMs(summary.tapToPickShownMs)} | ${spreadMs(summary.rotatingMs)} | ${latency(summary.clickLatencyMs)} | ${latency(summary.arrowKeyLatencyMs)} |`;
}

function lighthouseRow(path: string, name: string, figures: LighthouseFigures): string {
  return `| ${path} | ${name} | ${categories.map((category) => figures.scores[category]).join(' / ')} | ${ms(figures.fcpMs)} | ${ms(figures.lcpMs)} | ${ms(figures.tbtMs)} | ${shift(figures.cls)} | ${figures.requests} |`;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function bytesRow(route: RouteResult): string {
  const { gzip, brotli } = route.wireBytes;
  return `| ${route.path} | ${kb(gzip.javascript)} | ${kb(brotli.javascript)} | ${kb(gzip.css)} | ${kb(brotli.css)} |`;
}

/** The Markdown report: observed timings, the hero, Lighthouse, the targets and the conditions. */
export function toMarkdown(result: BenchResult): string {
  const { environment: env } = result;
  const lines = [
    '# Performance benchmark',
    '',
    `${env.browser}, Node ${env.node}, ${env.cpus} CPUs, load average ${env.loadAverage[0].toFixed(1)} → ${env.loadAverage[1].toFixed(1)}. ` +
      `Finished ${env.finishedAt}.`,
    '',
    '## Observed in a real browser',
    '',
    `${env.profile}; median (and spread) of ${env.observedRuns} loads per page, variants alternating. ` +
      '"No JS" is the same build with every script removed (the lower bound); "client-only" is the same ' +
      'bundle rendering an empty page in the browser, as a usual single-page app does. "Interactive" is ' +
      'when the app has taken over the page; long tasks are main-thread tasks over 50 ms, added up.',
    '',
    '| Route | Page | FCP | LCP | LCP ÷ no-JS | Interactive | Long tasks |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...result.routes.flatMap((route) =>
      [...pageVariants].map((variant) =>
        observedRow(
          route.path,
          variant,
          route.observed[variant],
          variant === 'noJavaScript'
            ? ''
            : `×${(route.observed[variant].summary.lcpMs.median / route.observed.noJavaScript.summary.lcpMs.median).toFixed(2)}`,
        ),
      ),
    ),
    '',
    '### The hero on the landing page',
    '',
    'A band tapped as soon as the page first paints (after scrolling to it: on the phone it is below the ' +
      'fold), then, once the page has settled, a band clicked (the mouse comes to rest on it, then presses) and ' +
      'an arrow key pressed on the bands. Latency is the Event Timing duration, from input to the next ' +
      'paint; the browser reports none under 16 ms.',
    '',
    '| Page | First paint → tapped band shows | Tap → band shows | Navigation → rotating | Band click | Arrow key |',
    '| --- | --- | --- | --- | --- | --- |',
    ...[...pageVariants].map((variant) => heroRow(variant, result.hero[variant])),
    '',
    '## Lighthouse',
    '',
    `Lighthouse ${env.lighthouse}, mobile profile, simulated throttling; median of ${env.lighthouseRuns} runs per page.`,
    '',
    '| Route | Page | Perf / A11y / BP / SEO | FCP | LCP | TBT | CLS | Requests |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...result.routes.flatMap((route) => [
      lighthouseRow(route.path, 'site', route.lighthouse.site.median),
      lighthouseRow(route.path, 'no JS', route.lighthouse.noJavaScript.median),
    ]),
    '',
    '## Bytes',
    '',
    'What each route loads, lazy chunks included, as the server sends it: the build’s gzip and brotli ' +
      `copies (1 KB = 1000 bytes). Where each route’s JavaScript goes: [the treemap](${result.treemap}), a region per route.`,
    '',
    '| Route | JS gzip | JS brotli | CSS gzip | CSS brotli |',
    '| --- | --- | --- | --- | --- |',
    ...result.routes.map(bytesRow),
    '',
    '## Targets',
    '',
    ...result.targets.map((check) => `- ${check.met ? '✅' : '❌'} ${check.target}: ${check.measured}`),
    '',
    `${result.targets.filter((check) => check.met).length} of ${result.targets.length} targets met.`,
  ];
  const failures = result.routes.flatMap((route) =>
    route.lighthouse.site.median.failedAudits.map((audit) => `- ${route.path}: ${audit}`),
  );
  if (failures.length > 0) lines.push('', '## Lighthouse audits that did not pass (site)', '', ...failures);
  return `${lines.join('\n')}\n`;
}
