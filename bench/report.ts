/**
 * Turns the bench's runs into its report: median and spread of each figure, every target checked,
 * and the Markdown of bench/results/latest.md. A figure a run did not record is left out of the
 * spread, which says on how many runs it stands; a figure no run recorded is shown missing, and a
 * target that needs it is not met.
 */
import { javascriptTargetsFor } from '../tests/support/budgets';
import type { RouteBytes } from './bytes';
import type { IdleCost, ScheduledWork } from './idleCost';
import { categories, type LighthouseFigures } from './lighthouseRun';
import type { ObservedLoad } from './loads';
import { timingTargets as goal } from './targets';
import { interactionNames, type Interaction, type Kind, type Mode, type Temperature } from './visits';

/** The pages measured side by side, with their names in the report. */
export const variantLabels = { site: 'site', noJavaScript: 'no JS', clientOnly: 'client-only' } as const;
export type PageVariant = keyof typeof variantLabels;

/** A figure over the runs that recorded it: median, least, most, and how many of how many runs. */
interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly recorded: number;
  readonly runs: number;
}

/** The spread of `values`, null where none was recorded. */
export function spread(values: readonly (number | null | undefined)[]): Spread | null {
  const sorted = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return median === undefined || !sorted.length
    ? null
    : { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0, recorded: sorted.length, runs: values.length };
}

/** The spread of each figure of `runs`. */
export const summarize = <T extends object>(runs: readonly T[]) =>
  Object.fromEntries(
    Object.keys(runs[0] ?? {}).map((key) => [key, spread(runs.map((run) => run[key as keyof T] as number | null))]),
  ) as { [K in keyof T]: Spread | null };

type Lighthouse = { summary: ReturnType<typeof summarize<LighthouseFigures>>; failedAudits: readonly string[] };
type Observed = ReturnType<typeof summarize<ObservedLoad>>;

/** One row of the interactions: a kind, first or later, in each mode. */
export interface InteractionRow {
  readonly kind: Kind;
  readonly temperature: Temperature;
  readonly modes: Record<Mode, { trips: number; durationMs: Spread | null; firstFrameMs: Spread | null; longFrames: Spread | null; preloaded: number }>;
}

/** The whole result, as written to bench/results/latest.json. */
export interface BenchResult {
  /** Where and how it ran, the load average at start and end among it. */
  readonly environment: Record<string, string | number | readonly number[]> & { loadAverage: readonly number[] };
  readonly routes: readonly { path: string; observed: Record<PageVariant, Observed>; lighthouse: Record<'site' | 'noJavaScript', Lighthouse> }[];
  readonly hero: Partial<Record<PageVariant, Observed>>;
  readonly bytes: readonly RouteBytes[];
  readonly idle: IdleCost | null;
  readonly visits: { trips: number; failedTrips: number; rows: readonly InteractionRow[] } | null;
  /** Band changes (taps, arrow keys) and page transitions (navigations, from the first frame), per mode. */
  readonly motion: Record<'bandChange' | 'pageTransition', Record<Mode, ReturnType<typeof framesOf>>> | null;
  readonly targets: readonly { readonly target: string; readonly met: boolean; readonly measured: string }[];
  readonly treemap: string | null;
}

/** Interactions grouped by kind and temperature, each mode's figures; an Event Timing duration under 16 ms counts as 0. */
export const interactionRows = (all: readonly Interaction[]): InteractionRow[] =>
  [...new Set(all.map(({ kind, temperature }) => `${kind}|${temperature}`))]
    .map((key) => key.split('|') as [Kind, Temperature])
    .sort(([a, x], [b, y]) => Object.keys(interactionNames).indexOf(a) - Object.keys(interactionNames).indexOf(b) || x.localeCompare(y))
    .map(([kind, temperature]) => {
      const figures = (mode: Mode) => {
        const list = all.filter((each) => each.kind === kind && each.temperature === temperature && each.mode === mode);
        const timed = kind !== 'back' && kind !== 'forward';
        return {
          trips: list.length,
          durationMs: timed ? spread(list.map((each) => each.durationMs ?? 0)) : null,
          firstFrameMs: spread(list.map((each) => each.firstFrameMs)),
          longFrames: spread(list.map((each) => each.longFrames)),
          preloaded: list.filter((each) => each.preloaded).length,
        };
      };
      return { kind, temperature, modes: { motion: figures('motion'), reduced: figures('reduced') } };
    });

/** The frames of one kind of motion: share over 25 ms, the longest, layout shift, long animation frames. */
export function framesOf(list: readonly Interaction[]) {
  const intervals = list.flatMap((each) => each.intervals);
  const sum = (values: (number | null)[]) => (values.includes(null) ? null : (values as number[]).reduce((a, b) => a + b, 0));
  return {
    frames: intervals.length,
    slowShare: intervals.length ? intervals.filter((ms) => ms > 25).length / intervals.length : null,
    worstMs: intervals.length ? Math.max(...intervals) : null,
    cls: sum(list.map((each) => each.shift)),
    longAnimationFrames: sum(list.map((each) => each.longFrames)),
  };
}

const ms = (value: number | null | undefined) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'missing');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const shift = (value: number | null | undefined) => (typeof value === 'number' ? value.toFixed(3) : 'missing');
/** "1234 ms (1100–1300)", and how many runs recorded it when not all did. */
const spreadMs = (figure: Spread | null) =>
  !figure
    ? 'missing'
    : `${ms(figure.median)} (${Math.round(figure.min)}–${Math.round(figure.max)})` +
      (figure.recorded < figure.runs ? ` [${figure.recorded} of ${figure.runs} runs]` : '');
/** An Event Timing duration: none is reported under 16 ms, counted as 0. */
const duration = (value: number | undefined) => (value === undefined ? 'missing' : value === 0 ? '< 16 ms' : ms(value));
const medianWorst = (figure: Spread | null, show = ms) => (figure ? `${show(figure.median)} / ${show(figure.max)}` : 'missing');
const lcpRatio = (route: BenchResult['routes'][number], variant: PageVariant) => {
  const [page, bound] = [route.observed[variant].lcpMs, route.observed.noJavaScript.lcpMs];
  return page && bound ? page.median / bound.median : null;
};
const quietWork = (work: ScheduledWork | null) =>
  !work
    ? 'not measured'
    : `${work.animationFrames} animation frames, ${work.timeouts} timeouts, ${work.intervals} intervals in ${work.periodMs / 1000} s${work.bandChanged ? ' (the band changed!)' : ''}`;
const isQuiet = (work: ScheduledWork | null | undefined) =>
  !!work && work.animationFrames + work.timeouts + work.intervals === 0 && !work.bandChanged;
const motionText = (figures: ReturnType<typeof framesOf> | undefined) =>
  !figures
    ? 'missing'
    : `${figures.slowShare === null ? 'missing' : `${(figures.slowShare * 100).toFixed(1)} %`} of ${figures.frames} frames over 25 ms, the longest ${ms(figures.worstMs)}, CLS ${shift(figures.cls)}, ${figures.longAnimationFrames ?? 'missing'} long animation frames`;

/** Checks every target against `result`. */
export function checkTargets(result: Omit<BenchResult, 'targets'>) {
  const checks: { target: string; met: boolean; measured: string }[] = [];
  const check = (target: string, met: boolean, measured: string) => checks.push({ target, met, measured });
  for (const route of result.routes) {
    const ratio = lcpRatio(route, 'site');
    check(
      `${route.path}: observed LCP within ${Math.round((goal.maxObservedLcpRatio - 1) * 100)} % of the page without JavaScript`,
      ratio !== null && ratio <= goal.maxObservedLcpRatio,
      `${ms(route.observed.site.lcpMs?.median)} vs ${ms(route.observed.noJavaScript.lcpMs?.median)}${ratio ? ` (×${ratio.toFixed(2)})` : ''}`,
    );
  }
  for (const { path, own, ahead, aheadAfterMs, aheadUnderSaveData } of result.bytes) {
    for (const [encoding, target] of Object.entries(javascriptTargetsFor(path)) as [keyof typeof own, number][])
      check(`${path}: at most ${target / 1000} KB of its own JavaScript in ${encoding}`, own[encoding].javascript <= target, kb(own[encoding].javascript));
    check(
      `${path}: fetches ahead only once loaded, hydrated and idle, and nothing under Save-Data`,
      (aheadAfterMs === null || aheadAfterMs >= 0) && aheadUnderSaveData === 0,
      `${kb(ahead.brotli)} brotli ahead, from ${ms(aheadAfterMs)} after load and hydration; ${aheadUnderSaveData} chunks of other pages under Save-Data`,
    );
  }
  const interactive = result.routes.find((route) => route.path === '/')?.observed.site.interactiveMs ?? null;
  check(`/: the hero interactive and rotating within ${goal.maxHeroInteractiveMs / 1000} s of navigation`, !!interactive && interactive.median <= goal.maxHeroInteractiveMs, spreadMs(interactive));
  for (const route of result.routes) {
    const figure = (name: keyof LighthouseFigures) => route.lighthouse.site.summary[name]?.median ?? null;
    const scores = categories.map(figure);
    check(`${route.path}: Lighthouse ${goal.lighthouseScore} in all four categories`, scores.every((score) => score !== null && score >= goal.lighthouseScore), scores.map((score) => score ?? 'missing').join(' / '));
    check(`${route.path}: TBT under ${goal.maxTotalBlockingTimeMs} ms (Lighthouse)`, (figure('tbtMs') ?? Infinity) < goal.maxTotalBlockingTimeMs, ms(figure('tbtMs')));
    check(`${route.path}: CLS ${goal.maxCumulativeLayoutShift} on load (Lighthouse)`, figure('cls') === goal.maxCumulativeLayoutShift, shift(figure('cls')));
  }
  const idle = result.idle;
  check(
    `/: CLS ${goal.maxCumulativeLayoutShift} over full rotations of the hero (phone, desktop)`,
    !!idle?.heroFound && idle.clsPhone === goal.maxCumulativeLayoutShift && idle.clsDesktop === goal.maxCumulativeLayoutShift,
    idle ? `${shift(idle.clsPhone)} / ${shift(idle.clsDesktop)}${idle.heroFound ? '' : ' (no hero)'}` : 'missing',
  );
  const busy = idle && idle.busyMs / idle.rotatingPeriodMs;
  check(`/: main thread busy under ${goal.maxBusyShare * 100} % while the hero rotates`, busy !== null && busy < goal.maxBusyShare, idle && busy !== null ? `${ms(idle.busyMs)} in ${idle.rotatingPeriodMs / 1000} s (${(busy * 100).toFixed(1)} %), ${idle.bandChanges} band changes` : 'missing');
  for (const [when, work] of [['the hero off screen', idle?.offScreen], ['the tab hidden', idle?.hidden]] as const)
    check(`/: no timers or animation frames with ${when}`, isQuiet(work), quietWork(work ?? null));

  const rows = result.visits?.rows ?? [];
  for (const kind of Object.keys(interactionNames).filter((each) => each !== 'back' && each !== 'forward') as Kind[]) {
    const mine = rows.filter((row) => row.kind === kind);
    const worsts = mine.map((row) => ({ temperature: row.temperature, worst: row.modes.motion.durationMs?.max }));
    check(
      `${interactionNames[kind]}: every trip at most ${goal.maxInteractionMs} ms (Event Timing, with motion)`,
      worsts.length > 0 && worsts.every(({ worst }) => worst !== undefined && worst <= goal.maxInteractionMs),
      worsts.map(({ temperature, worst }) => `${temperature} ${duration(worst)}`).join(', ') || 'missing',
    );
  }
  for (const kind of ['band', 'arrow'] as const) {
    const all = (result.visits?.rows ?? []).filter((row) => row.kind === kind);
    const median = spread(all.flatMap((row) => Array(row.modes.motion.trips).fill(row.modes.motion.durationMs?.median ?? null)));
    check(`${interactionNames[kind]}: at most ${goal.maxBandMedianMs} ms at the median (with motion)`, !!median && median.median <= goal.maxBandMedianMs, duration(median?.median));
  }
  const pageChanges = rows.filter((row) => row.modes.motion.firstFrameMs || row.modes.reduced.firstFrameMs);
  check(
    `Page changes: no long animation frame from the input to ${450} ms after the new page's first frame (with motion)`,
    pageChanges.length > 0 && pageChanges.every((row) => row.modes.motion.longFrames?.max === goal.maxLongFramesInPageChange),
    pageChanges.map((row) => `${interactionNames[row.kind]} ${row.temperature} ${row.modes.motion.longFrames?.max ?? 'missing'}`).join(', ') || 'missing',
  );
  const costs = pageChanges.map((row) => ({ row, cost: (row.modes.motion.firstFrameMs?.median ?? NaN) - (row.modes.reduced.firstFrameMs?.median ?? NaN) }));
  check(
    `Page changes: the transition adds at most ${goal.maxTransitionCostMs} ms to the median of input to first frame, over reduced motion`,
    costs.length > 0 && costs.every(({ cost }) => cost <= goal.maxTransitionCostMs),
    costs.map(({ row, cost }) => `${interactionNames[row.kind]} ${row.temperature} ${Number.isNaN(cost) ? 'missing' : `${cost > 0 ? '+' : ''}${Math.round(cost)} ms`}`).join(', ') || 'missing',
  );
  for (const [motion, name] of [['bandChange', 'band changes'], ['pageTransition', 'page transitions, from the first frame']] as const) {
    const figures = result.motion?.[motion];
    const { slowShare, worstMs, cls, longAnimationFrames } = figures?.motion ?? {};
    check(
      `Motion, ${name}: at most ${goal.maxSlowFrameShare * 100} % of frames over 25 ms, none over ${goal.maxFrameMs} ms, CLS 0, no long animation frame`,
      slowShare !== undefined && slowShare !== null && slowShare <= goal.maxSlowFrameShare && (worstMs ?? Infinity) < goal.maxFrameMs && cls === 0 && longAnimationFrames === 0,
      `${motionText(figures?.motion)}; under reduced motion ${motionText(figures?.reduced)}`,
    );
  }
  return checks;
}

/** A Markdown table. */
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);

/** The Markdown report. */
export function toMarkdown(result: BenchResult): string {
  const { environment: env, routes } = result;
  const both = (row: InteractionRow, show: (figures: InteractionRow['modes']['motion']) => string) => [show(row.modes.motion), show(row.modes.reduced)];
  const untimed = (row: InteractionRow) => row.kind === 'back' || row.kind === 'forward';
  return [
    '# Performance benchmark',
    '',
    `${env.browser}, Node ${env.node}, ${env.cpus} CPUs, load average ${env.loadAverage.map((load) => load.toFixed(1)).join(' → ')}. Finished ${env.finishedAt}. ${env.profile}.`,
    '',
    '## Interactions',
    '',
    `${result.visits ? `${result.visits.trips} trips in each mode${result.visits.failedTrips ? `, ${result.visits.failedTrips} failed and left out` : ''}` : 'Not measured'}; median / worst. ` +
      'Duration: the longest Event Timing entry of the interaction (none is reported under 16 ms; Back and Forward are the browser’s, n/a). ' +
      'First frame: input to the new page’s first frame (Chromium’s soft navigation). Long frames: long animation frames from the input to 450 ms after that frame. ' +
      '"before idle": tapped the moment the app took over, in a fresh profile; "cold": the first of its kind (a link: the first visit to its page) in the trip; "warm": later. ' +
      'Preloaded: trips whose page’s code had all arrived before the tap.',
    '',
    ...table(
      ['Interaction', 'When', 'Trips', 'Duration, motion', 'reduced', 'First frame, motion', 'reduced', 'Long frames, motion', 'reduced', 'Preloaded'],
      (result.visits?.rows ?? []).map((row) => [
        interactionNames[row.kind],
        row.temperature,
        String(row.modes.motion.trips + row.modes.reduced.trips),
        ...both(row, (figures) => (untimed(row) ? 'n/a' : medianWorst(figures.durationMs, duration))),
        ...both(row, (figures) => (row.modes.motion.firstFrameMs || row.modes.reduced.firstFrameMs ? medianWorst(figures.firstFrameMs) : '–')),
        ...both(row, (figures) => medianWorst(figures.longFrames, String)),
        row.kind === 'footer' ? `${row.modes.motion.preloaded + row.modes.reduced.preloaded}` : '–',
      ]),
    ),
    '',
    '## Loads on the slow phone',
    '',
    `Median (spread) of ${env.observedRuns} loads per page, variants alternating: "no JS" is the same build without any script, "client-only" the same bundle rendering an empty page. Interactive: when the app took over. Long tasks: over 50 ms, added up.`,
    '',
    ...table(
      ['Route', 'Page', 'FCP', 'LCP', 'LCP ÷ no-JS', 'Interactive', 'Long tasks'],
      routes.flatMap((route) =>
        (Object.keys(variantLabels) as PageVariant[]).map((variant) => {
          const { fcpMs, lcpMs, interactiveMs, longTaskMs } = route.observed[variant];
          const ratio = lcpRatio(route, variant);
          return [route.path, variantLabels[variant], spreadMs(fcpMs), spreadMs(lcpMs), variant === 'noJavaScript' ? '' : ratio ? `×${ratio.toFixed(2)}` : 'missing', spreadMs(interactiveMs), spreadMs(longTaskMs)];
        }),
      ),
    ),
    '',
    'The landing page, a band tapped as soon as the page first paints (the tap scrolls to it):',
    '',
    ...table(
      ['Page', 'First paint → tapped band shows', 'Tap → band shows'],
      Object.entries(result.hero).map(([variant, hero]) => [variantLabels[variant as PageVariant], spreadMs(hero.pickShownMs ?? null), spreadMs(hero.tapToPickShownMs ?? null)]),
    ),
    '',
    '## Motion',
    '',
    ...['bandChange', 'pageTransition'].flatMap((motion) =>
      (['motion', 'reduced'] as const).map((mode) => `- ${motion === 'bandChange' ? 'Band changes' : 'Page transitions'}, ${mode === 'motion' ? 'with motion' : 'reduced motion'}: ${motionText(result.motion?.[motion as 'bandChange'][mode])}`),
    ),
    '',
    '## Lighthouse',
    '',
    `Lighthouse ${env.lighthouse}, mobile, simulated throttling; median of ${env.lighthouseRuns} runs.`,
    '',
    ...table(
      ['Route', 'Page', 'Perf / A11y / BP / SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Requests', 'Audits not passed'],
      routes.flatMap((route) =>
        (['site', 'noJavaScript'] as const).map((variant) => {
          const { summary, failedAudits } = route.lighthouse[variant];
          const figure = (name: keyof LighthouseFigures) => summary[name]?.median ?? null;
          const scores = categories.map((category) => figure(category) ?? 'missing').join(' / ');
          return [route.path, variantLabels[variant], scores, ms(figure('fcpMs')), ms(figure('lcpMs')), ms(figure('tbtMs')), shift(figure('cls')), String(figure('requests') ?? 'missing'), failedAudits.join(', ') || '–'];
        }),
      ),
    ),
    '',
    '## Bytes',
    '',
    `A route’s own files (loaded with Save-Data, so nothing is fetched ahead), as the server sends them (1 KB = 1000 bytes), and what it fetches ahead for the pages it links to once loaded, hydrated and idle.${result.treemap ? ` Its own JavaScript by module: [the treemap](${result.treemap}).` : ''}`,
    '',
    ...table(
      ['Route', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'Ahead gzip', 'Ahead brotli'],
      result.bytes.map(({ path, own, ahead }) => [path, ...[own.gzip.javascript, own.brotli.javascript, own.gzip.css, own.brotli.css, ahead.gzip, ahead.brotli].map(kb)]),
    ),
    '',
    '## Targets',
    '',
    ...result.targets.map((check) => `- ${check.met ? '✅' : '❌'} ${check.target}: ${check.measured}`),
    '',
    `${result.targets.filter((check) => check.met).length} of ${result.targets.length} targets met.`,
    '',
  ].join('\n');
}
