/**
 * Turns the benchmark's runs into its report: median and spread per route and variant, each
 * target checked, and the Markdown that README.md links to. A figure a run did not record is left
 * out of the median and the spread, which say how many runs they stand on; a figure no run
 * recorded is reported missing, and a target that needs it is not met.
 */
import { javascriptTargetsFor, timingTargets } from './budgets';
import type { IdleCost, ScheduledWork } from './idleCost';
import type { MotionCost } from './motion';
import { categories, type LighthouseFigures } from './lighthouseRun';
import type { ObservedHero, ObservedLoad } from './observedLoad';
import type { BytesByKind, WireEncoding } from './routeLoad';

/** The pages measured side by side: the site as built, the same pages without scripts, the same bundle rendered client-side only. */
export const pageVariants = ['site', 'noJavaScript', 'clientOnly'] as const;
type PageVariant = (typeof pageVariants)[number];
const variantLabels: Readonly<Record<PageVariant, string>> = {
  site: 'site',
  noJavaScript: 'no JS',
  clientOnly: 'client-only',
};

/** A figure over the runs that recorded it. */
interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** How many runs recorded it, of how many. */
  readonly recorded: number;
  readonly runs: number;
}

/** The spread of each figure of some runs; null where no run recorded it. */
type Summary<T> = { readonly [K in keyof T]: Spread | null };

/** Every run of one variant of a page, and their summary. */
export interface Measured<T> {
  readonly runs: readonly T[];
  readonly summary: Summary<T>;
}

/** Lighthouse's figures flattened to numbers: the four scores, then the simulated timings. */
type LighthouseNumbers = Record<
  (typeof categories)[number] | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'requests',
  number
>;

/** Everything measured on one route. */
export interface RouteResult {
  readonly path: string;
  readonly observed: Readonly<Record<PageVariant, Measured<ObservedLoad>>>;
  /** Lighthouse, for the site and the page without scripts, with the audits that failed in any run. */
  readonly lighthouse: Readonly<
    Record<
      'site' | 'noJavaScript',
      Measured<LighthouseNumbers> & { readonly failedAudits: readonly string[] }
    >
  >;
  /** Bytes on the wire the site's page loaded, lazy chunks included, per encoding. */
  readonly wireBytes: Readonly<Record<WireEncoding, BytesByKind>>;
}

/** The whole result, as written to bench/results/latest.json. */
export interface BenchResult {
  /** Where and how it ran, so that a reader can judge the timings. */
  readonly environment: {
    readonly finishedAt: string;
    readonly observedRuns: number;
    readonly lighthouseRuns: number;
    /** The slow phone, in words. */
    readonly profile: string;
    readonly lighthouse: string;
    readonly browser: string;
    readonly node: string;
    readonly cpus: number;
    /** One-minute load average at the start and at the end: other work skews timings. */
    readonly loadAverage: readonly [number, number];
  };
  readonly routes: readonly RouteResult[];
  /** The landing page's hero, per variant. */
  readonly hero: Readonly<Record<PageVariant, Measured<ObservedHero>>>;
  readonly idle: IdleCost;
  /** Frames through band changes and page transitions (./motion.ts). */
  readonly motion: MotionCost;
  readonly targets: readonly { readonly target: string; readonly met: boolean; readonly measured: string }[];
  /** The treemap of every route's JavaScript, relative to the results folder; null when not drawn. */
  readonly treemap: string | null;
}

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The runs and the spread of each of their figures, leaving out the runs that did not record it. */
export function measured<T extends object>(runs: readonly T[]): Measured<T> {
  const keys = Object.keys(runs[0] ?? {}) as (keyof T & string)[];
  const summary = Object.fromEntries(
    keys.map((key) => {
      const values = runs
        .map((run) => run[key] as unknown)
        .filter((value): value is number => typeof value === 'number')
        .sort((a, b) => a - b);
      const spread = { median: median(values), min: values[0], max: values.at(-1) };
      return [key, values.length ? { ...spread, recorded: values.length, runs: runs.length } : null];
    }),
  ) as Summary<T>;
  return { runs, summary };
}

/** Lighthouse's runs of one page, flattened and summarized, with each failed audit's count. */
export function lighthouseMeasured(runs: readonly LighthouseFigures[]): RouteResult['lighthouse']['site'] {
  const counts = new Map<string, number>();
  for (const audit of runs.flatMap((run) => run.failedAudits.map((entry) => entry.split(' (')[0] ?? entry))) {
    counts.set(audit, (counts.get(audit) ?? 0) + 1);
  }
  const flat = runs.map(({ scores, fcpMs, lcpMs, tbtMs, cls, requests }) => ({
    ...scores,
    fcpMs,
    lcpMs,
    tbtMs,
    cls,
    requests,
  }));
  return {
    ...measured(flat),
    failedAudits: [...counts].map(([audit, count]) => `${audit} (${count}/${runs.length} runs)`),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const shift = (value: number) => value.toFixed(3);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
/** "1234 ms (1100–1300)": the median and the spread, and how many runs when some recorded nothing. */
const spreadMs = (spread: Spread | null) =>
  !spread
    ? '–'
    : `${ms(spread.median)} (${Math.round(spread.min)}–${Math.round(spread.max)})` +
      (spread.recorded < spread.runs ? ` [${spread.recorded} of ${spread.runs} runs]` : '');
/** An Event Timing duration: entries under 16 ms are not reported, and are recorded as 0. */
const latency = (spread: Spread | null) =>
  spread?.max === 0 ? 'under 16 ms' : spreadMs(spread).replace(/\b0(?=[–)])/, '<16');
/** The site's median LCP over that of the page without scripts, or null when either is missing. */
const lcpRatio = (route: RouteResult, variant: PageVariant) => {
  const [page, bound] = [route.observed[variant].summary.lcpMs, route.observed.noJavaScript.summary.lcpMs];
  return page && bound ? page.median / bound.median : null;
};
const lighthouseMedian = (
  route: RouteResult,
  variant: 'site' | 'noJavaScript',
  figure: keyof LighthouseNumbers,
) => route.lighthouse[variant].summary[figure]?.median ?? Number.NaN;

const quietWork = (work: ScheduledWork | null) =>
  !work
    ? 'not measured'
    : `${work.animationFrames} animation frames, ${work.timeouts} timeouts, ${work.intervals} intervals in ${work.periodMs / 1000} s${work.bandChanged ? ' (the band changed!)' : ''}`;
const isQuiet = (work: ScheduledWork | null) =>
  work !== null && work.animationFrames + work.timeouts + work.intervals === 0 && !work.bandChanged;

/** Checks every target against the results. */
export function checkTargets(
  routes: readonly RouteResult[],
  hero: BenchResult['hero'],
  idle: IdleCost,
): BenchResult['targets'] {
  const checks: { target: string; met: boolean; measured: string }[] = [];
  const check = (target: string, met: boolean, measuredAs: string) =>
    checks.push({ target, met, measured: measuredAs });
  for (const route of routes) {
    const ratio = lcpRatio(route, 'site');
    const { site, noJavaScript } = route.observed;
    check(
      `${route.path}: observed LCP within ${Math.round((timingTargets.maxObservedLcpRatio - 1) * 100)} % of the page without JavaScript`,
      ratio !== null && ratio <= timingTargets.maxObservedLcpRatio,
      ratio === null
        ? `not recorded (site ${spreadMs(site.summary.lcpMs)}, no JS ${spreadMs(noJavaScript.summary.lcpMs)})`
        : `${ms(site.summary.lcpMs?.median ?? 0)} vs ${ms(noJavaScript.summary.lcpMs?.median ?? 0)} (×${ratio.toFixed(2)})`,
    );
  }
  for (const route of routes) {
    const targets = javascriptTargetsFor(route.path);
    for (const encoding of ['gzip', 'brotli'] as const) {
      const target = targets[encoding];
      const bytes = route.wireBytes[encoding].javascript;
      if (target !== undefined) {
        check(
          `${route.path}: at most ${target / 1000} KB of JavaScript in ${encoding}, lazy chunks included`,
          bytes <= target,
          kb(bytes),
        );
      }
    }
  }
  const interactive = routes.find((route) => route.path === '/')?.observed.site.summary.interactiveMs ?? null;
  check(
    `/: the hero interactive and rotating within ${timingTargets.maxHeroInteractiveMs / 1000} s of navigation`,
    interactive !== null && interactive.median <= timingTargets.maxHeroInteractiveMs,
    spreadMs(interactive),
  );
  for (const [name, spread] of [
    ['a band click', hero.site.summary.clickLatencyMs],
    ['an arrow key on the bands', hero.site.summary.arrowKeyLatencyMs],
  ] as const) {
    check(
      `/: ${name} under ${timingTargets.maxInteractionLatencyMs} ms from input to next paint`,
      spread !== null && spread.median < timingTargets.maxInteractionLatencyMs,
      latency(spread),
    );
  }
  for (const route of routes) {
    const figure = (name: keyof LighthouseNumbers) => lighthouseMedian(route, 'site', name);
    const scores = categories.map(figure);
    check(
      `${route.path}: Lighthouse ${timingTargets.lighthouseScore} in all four categories`,
      scores.every((score) => score >= timingTargets.lighthouseScore),
      scores.join(' / '),
    );
    check(
      `${route.path}: TBT under ${timingTargets.maxTotalBlockingTimeMs} ms (Lighthouse)`,
      figure('tbtMs') < timingTargets.maxTotalBlockingTimeMs,
      ms(figure('tbtMs')),
    );
    check(
      `${route.path}: CLS ${timingTargets.maxCumulativeLayoutShift} on load (Lighthouse)`,
      figure('cls') <= timingTargets.maxCumulativeLayoutShift,
      shift(figure('cls')),
    );
  }
  const busyShare = idle.busyMs / idle.rotatingPeriodMs;
  check(
    `/: CLS ${timingTargets.maxCumulativeLayoutShift} over full rotations of the hero (phone ${idle.rotatingPeriodMs / 1000} s, desktop ${idle.desktopPeriodMs / 1000} s)`,
    idle.heroFound && Math.max(idle.clsPhone, idle.clsDesktop) <= timingTargets.maxCumulativeLayoutShift,
    `${shift(idle.clsPhone)} / ${shift(idle.clsDesktop)}${idle.heroFound ? '' : ' (no hero on the page)'}`,
  );
  check(
    `/: main thread nearly idle while the hero rotates (busy under ${timingTargets.maxBusyShare * 100} % of ${idle.rotatingPeriodMs / 1000} s)`,
    busyShare < timingTargets.maxBusyShare,
    `${ms(idle.busyMs)} busy (${(busyShare * 100).toFixed(1)} %), ${idle.bandChanges} band changes`,
  );
  check(
    '/: no timers or animation frames with the hero off screen',
    isQuiet(idle.offScreen),
    quietWork(idle.offScreen),
  );
  check('/: no timers or animation frames with the tab hidden', isQuiet(idle.hidden), quietWork(idle.hidden));
  return checks;
}

/** A Markdown table. */
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);

/** The Markdown report: observed timings, the hero, Lighthouse, bytes, the targets and the conditions. */
export function toMarkdown(result: BenchResult): string {
  const { environment: env, routes } = result;
  const failures = routes.flatMap((route) =>
    route.lighthouse.site.failedAudits.map((audit) => `- ${route.path}: ${audit}`),
  );
  const lighthouseRow = (route: RouteResult, variant: 'site' | 'noJavaScript') => {
    const figure = (name: keyof LighthouseNumbers) => lighthouseMedian(route, variant, name);
    const timings = [figure('fcpMs'), figure('lcpMs'), figure('tbtMs')].map(ms);
    return [
      route.path,
      variantLabels[variant],
      categories.map(figure).join(' / '),
      ...timings,
      shift(figure('cls')),
      String(figure('requests')),
    ];
  };
  const treemap = result.treemap
    ? ` Where each route’s JavaScript goes: [the treemap](${result.treemap}), a region per route.`
    : '';
  return [
    '# Performance benchmark',
    '',
    `${env.browser}, Node ${env.node}, ${env.cpus} CPUs, load average ${env.loadAverage[0].toFixed(1)} → ${env.loadAverage[1].toFixed(1)}. Finished ${env.finishedAt}.`,
    '',
    '## Observed in a real browser',
    '',
    `${env.profile}; median (and spread) of ${env.observedRuns} loads per page, variants alternating. ` +
      '"No JS" is the same build with every script removed (the lower bound); "client-only" is the same ' +
      'bundle rendering an empty page in the browser, as a usual single-page app does. "Interactive" is ' +
      'when the app has taken over the page; long tasks are main-thread tasks over 50 ms, added up. ' +
      'A load that recorded no paint was repeated; "[n of N runs]" marks a figure some loads still lacked, "–" one none had.',
    '',
    ...table(
      ['Route', 'Page', 'FCP', 'LCP', 'LCP ÷ no-JS', 'Interactive', 'Long tasks'],
      routes.flatMap((route) =>
        pageVariants.map((variant) => {
          const { summary } = route.observed[variant];
          const ratio = lcpRatio(route, variant);
          const ratioText = variant === 'noJavaScript' ? '' : ratio === null ? '–' : `×${ratio.toFixed(2)}`;
          const timings = [summary.fcpMs, summary.lcpMs].map(spreadMs);
          return [
            route.path,
            variantLabels[variant],
            ...timings,
            ratioText,
            spreadMs(summary.interactiveMs),
            spreadMs(summary.longTaskMs),
          ];
        }),
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
    ...table(
      [
        'Page',
        'First paint → tapped band shows',
        'Tap → band shows',
        'Navigation → rotating',
        'Band click',
        'Arrow key',
      ],
      pageVariants.map((variant) => {
        const { summary } = result.hero[variant];
        const timings = [summary.pickShownMs, summary.tapToPickShownMs, summary.rotatingMs].map(spreadMs);
        return [
          variantLabels[variant],
          ...timings,
          latency(summary.clickLatencyMs),
          latency(summary.arrowKeyLatencyMs),
        ];
      }),
    ),
    '',
    '## Lighthouse',
    '',
    `Lighthouse ${env.lighthouse}, mobile profile, simulated throttling; median of ${env.lighthouseRuns} runs per page.`,
    '',
    ...table(
      ['Route', 'Page', 'Perf / A11y / BP / SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Requests'],
      routes.flatMap((route) => [lighthouseRow(route, 'site'), lighthouseRow(route, 'noJavaScript')]),
    ),
    '',
    '## Bytes',
    '',
    `What each route loads, lazy chunks included, as the server sends it: the build’s gzip and brotli copies (1 KB = 1000 bytes).${treemap}`,
    '',
    ...table(
      ['Route', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli'],
      routes.map(({ path, wireBytes: { gzip, brotli } }) => [
        path,
        ...[gzip.javascript, brotli.javascript, gzip.css, brotli.css].map(kb),
      ]),
    ),
    '',
    '## Targets',
    '',
    ...result.targets.map((check) => `- ${check.met ? '✅' : '❌'} ${check.target}: ${check.measured}`),
    '',
    `${result.targets.filter((check) => check.met).length} of ${result.targets.length} targets met.`,
    ...(failures.length ? ['', '## Lighthouse audits that did not pass (site)', '', ...failures] : []),
    '',
  ].join('\n');
}
