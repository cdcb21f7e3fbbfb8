/**
 * Turns the benchmark's runs into its report: median and spread per route and variant, each
 * target checked, and the Markdown written to bench/results/latest.md. A figure a run did not record is left
 * out of the median and the spread, which say how many runs they stand on; a figure no run
 * recorded is reported missing, and a target that needs it is not met.
 */
import { javascriptTargetsFor } from '../tests/support/budgets';
import { timingTargets as goal } from './targets';
import type { IdleCost, ScheduledWork } from './idleCost';
import type { MotionCost } from './motion';
import { categories, type LighthouseFigures } from './lighthouseRun';
import type { ObservedHero, ObservedLoad } from './observedLoad';
import type { BytesByKind, WireEncoding } from '../tests/support/routeLoad';

/** The pages measured side by side (./pageVariants.ts), with their names in the report. */
const variantLabels = { site: 'site', noJavaScript: 'no JS', clientOnly: 'client-only' } as const;
export const pageVariants = Object.keys(variantLabels) as PageVariant[];
type PageVariant = keyof typeof variantLabels;

/** A figure over the runs that recorded it, and how many of how many runs did. */
interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly recorded: number;
  readonly runs: number;
}

/** Every run of one variant of a page, and the spread of each figure; null where no run recorded it. */
export interface Measured<T> {
  readonly runs: readonly T[];
  readonly summary: { readonly [K in keyof T]: Spread | null };
}

export interface RouteResult {
  readonly path: string;
  readonly observed: Readonly<Record<PageVariant, Measured<ObservedLoad>>>;
  /** Lighthouse, for the site and the page without scripts, with the audits that failed in any run. */
  readonly lighthouse: Readonly<
    Record<
      'site' | 'noJavaScript',
      Measured<LighthouseFigures> & { readonly failedAudits: readonly string[] }
    >
  >;
  /** Bytes on the wire the site's page loaded, lazy chunks included, per encoding. */
  readonly wireBytes: Readonly<Record<WireEncoding, BytesByKind>>;
}

/** The whole result, as written to bench/results/latest.json. */
export interface BenchResult {
  /** Where and how it ran, so that a reader can judge the timings; the load average at start and end. */
  readonly environment: {
    readonly finishedAt: string;
    readonly observedRuns: number;
    readonly lighthouseRuns: number;
    readonly profile: string;
    readonly lighthouse: string;
    readonly browser: string;
    readonly node: string;
    readonly cpus: number;
    readonly loadAverage: readonly [number, number];
  };
  readonly routes: readonly RouteResult[];
  readonly hero: Readonly<Record<PageVariant, Measured<ObservedHero>>>;
  readonly idle: IdleCost;
  /** Frames through band changes and page transitions (./motion.ts). */
  readonly motion: MotionCost;
  readonly targets: readonly { readonly target: string; readonly met: boolean; readonly measured: string }[];
  /** The treemap of every route's JavaScript, relative to the results folder; null when not drawn. */
  readonly treemap: string | null;
}

/** The runs and the spread of each of their figures, leaving out the runs that did not record it. */
export function measured<T extends object>(runs: readonly T[]): Measured<T> {
  const spread = (key: string) => {
    const values = runs
      .map((run) => (run as Record<string, unknown>)[key])
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    const median =
      values.length % 2 ? values[middle] : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
    const [min, max] = [values[0], values.at(-1)];
    return values.length ? { median, min, max, recorded: values.length, runs: runs.length } : null;
  };
  const summary = Object.fromEntries(Object.keys(runs[0] ?? {}).map((key) => [key, spread(key)]));
  return { runs, summary: summary as Measured<T>['summary'] };
}

/** Lighthouse's runs of one page summarized, with each failed audit's count. */
export function lighthouseMeasured(
  runs: readonly { figures: LighthouseFigures; failedAudits: readonly string[] }[],
): RouteResult['lighthouse']['site'] {
  const counts = new Map<string, number>();
  for (const audit of runs.flatMap((run) => run.failedAudits.map((entry) => entry.split(' (')[0] ?? entry))) {
    counts.set(audit, (counts.get(audit) ?? 0) + 1);
  }
  return {
    ...measured(runs.map((run) => run.figures)),
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
/** The variant's median LCP over that of the page without scripts, or null when either is missing. */
const lcpRatio = (route: RouteResult, variant: PageVariant) => {
  const [page, bound] = [route.observed[variant].summary.lcpMs, route.observed.noJavaScript.summary.lcpMs];
  return page && bound ? page.median / bound.median : null;
};
const lighthouseMedian =
  (route: RouteResult, variant: 'site' | 'noJavaScript') => (name: keyof LighthouseFigures) =>
    route.lighthouse[variant].summary[name]?.median ?? Number.NaN;

const quietWork = (work: ScheduledWork | null) =>
  !work
    ? 'not measured'
    : `${work.animationFrames} animation frames, ${work.timeouts} timeouts, ${work.intervals} intervals in ${work.periodMs / 1000} s${work.bandChanged ? ' (the band changed!)' : ''}`;
const isQuiet = (work: ScheduledWork | null) =>
  work !== null && work.animationFrames + work.timeouts + work.intervals === 0 && !work.bandChanged;

/** Checks every target against the results. */
export function checkTargets(routes: readonly RouteResult[], hero: BenchResult['hero'], idle: IdleCost) {
  const checks: { target: string; met: boolean; measured: string }[] = [];
  const check = (target: string, met: boolean, measured: string) => checks.push({ target, met, measured });
  for (const route of routes) {
    const ratio = lcpRatio(route, 'site');
    const [site, bound] = [route.observed.site.summary.lcpMs, route.observed.noJavaScript.summary.lcpMs];
    check(
      `${route.path}: observed LCP within ${Math.round((goal.maxObservedLcpRatio - 1) * 100)} % of the page without JavaScript`,
      ratio !== null && ratio <= goal.maxObservedLcpRatio,
      ratio === null || !site || !bound
        ? `not recorded (site ${spreadMs(site)}, no JS ${spreadMs(bound)})`
        : `${ms(site.median)} vs ${ms(bound.median)} (×${ratio.toFixed(2)})`,
    );
  }
  for (const route of routes) {
    const targets = javascriptTargetsFor(route.path);
    for (const encoding of ['gzip', 'brotli'] as const) {
      const [target, bytes] = [targets[encoding], route.wireBytes[encoding].javascript];
      if (target === undefined) continue;
      const name = `${route.path}: at most ${target / 1000} KB of JavaScript in ${encoding}, lazy chunks included`;
      check(name, bytes <= target, kb(bytes));
    }
  }
  const interactive = routes.find((route) => route.path === '/')?.observed.site.summary.interactiveMs ?? null;
  check(
    `/: the hero interactive and rotating within ${goal.maxHeroInteractiveMs / 1000} s of navigation`,
    interactive !== null && interactive.median <= goal.maxHeroInteractiveMs,
    spreadMs(interactive),
  );
  for (const [name, spread] of [
    ['a band click', hero.site.summary.clickLatencyMs],
    ['an arrow key on the bands', hero.site.summary.arrowKeyLatencyMs],
  ] as const) {
    check(
      `/: ${name} under ${goal.maxInteractionLatencyMs} ms from input to next paint`,
      spread !== null && spread.median < goal.maxInteractionLatencyMs,
      latency(spread),
    );
  }
  for (const route of routes) {
    const figure = lighthouseMedian(route, 'site');
    const scores = categories.map(figure);
    const [tbt, cls] = [figure('tbtMs'), figure('cls')];
    check(
      `${route.path}: Lighthouse ${goal.lighthouseScore} in all four categories`,
      scores.every((score) => score >= goal.lighthouseScore),
      scores.join(' / '),
    );
    check(
      `${route.path}: TBT under ${goal.maxTotalBlockingTimeMs} ms (Lighthouse)`,
      tbt < goal.maxTotalBlockingTimeMs,
      ms(tbt),
    );
    check(
      `${route.path}: CLS ${goal.maxCumulativeLayoutShift} on load (Lighthouse)`,
      cls <= goal.maxCumulativeLayoutShift,
      shift(cls),
    );
  }
  const { rotatingPeriodMs: rotating, desktopPeriodMs: desktop } = idle;
  check(
    `/: CLS ${goal.maxCumulativeLayoutShift} over full rotations of the hero (phone ${rotating / 1000} s, desktop ${desktop / 1000} s)`,
    idle.heroFound && Math.max(idle.clsPhone, idle.clsDesktop) <= goal.maxCumulativeLayoutShift,
    `${shift(idle.clsPhone)} / ${shift(idle.clsDesktop)}${idle.heroFound ? '' : ' (no hero on the page)'}`,
  );
  const busyShare = idle.busyMs / rotating;
  check(
    `/: main thread nearly idle while the hero rotates (busy under ${goal.maxBusyShare * 100} % of ${rotating / 1000} s)`,
    busyShare < goal.maxBusyShare,
    `${ms(idle.busyMs)} busy (${(busyShare * 100).toFixed(1)} %), ${idle.bandChanges} band changes`,
  );
  for (const [when, work] of [
    ['the hero off screen', idle.offScreen],
    ['the tab hidden', idle.hidden],
  ] as const) {
    check(`/: no timers or animation frames with ${when}`, isQuiet(work), quietWork(work));
  }
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
  const observedRow = (route: RouteResult, variant: PageVariant) => {
    const { fcpMs, lcpMs, interactiveMs, longTaskMs } = route.observed[variant].summary;
    const ratio = lcpRatio(route, variant);
    const ratioText = variant === 'noJavaScript' ? '' : ratio === null ? '–' : `×${ratio.toFixed(2)}`;
    return [
      route.path,
      variantLabels[variant],
      spreadMs(fcpMs),
      spreadMs(lcpMs),
      ratioText,
      spreadMs(interactiveMs),
      spreadMs(longTaskMs),
    ];
  };
  const heroRow = (variant: PageVariant) => {
    const { pickShownMs, tapToPickShownMs, rotatingMs, clickLatencyMs, arrowKeyLatencyMs } =
      result.hero[variant].summary;
    const timings = [pickShownMs, tapToPickShownMs, rotatingMs].map(spreadMs);
    return [variantLabels[variant], ...timings, latency(clickLatencyMs), latency(arrowKeyLatencyMs)];
  };
  const lighthouseRow = (route: RouteResult, variant: 'site' | 'noJavaScript') => {
    const figure = lighthouseMedian(route, variant);
    const timings = [figure('fcpMs'), figure('lcpMs'), figure('tbtMs')].map(ms);
    const scores = categories.map(figure).join(' / ');
    return [
      route.path,
      variantLabels[variant],
      scores,
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
      routes.flatMap((route) => pageVariants.map((variant) => observedRow(route, variant))),
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
      pageVariants.map(heroRow),
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
