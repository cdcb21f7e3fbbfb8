/**
 * The bench's targets, and its report as Markdown: each figure's median and spread over the runs
 * that recorded it (one no run recorded is missing, and a target that needs it is not met).
 */
import { javascriptTargetsFor, showsHero } from '../tests/support/budgets';
import type { WireEncoding } from '../tests/support/routeLoad';
import type { RouteBytes } from './bytes';
import { categories, type LighthouseFigures } from './lighthouseRun';
import type { ObservedLoad } from './loads';
import { interactionNames, type EventParts, type Interaction, type Kind, type Mode } from './visits';

/** What `npm run bench` checks, on the slow phone unless said; byte budgets are tests (tests/support/budgets.ts). */
export const targets = {
  /** Every Lighthouse category, out of 100; Total Blocking Time (simulated mobile), ms; CLS on load. */
  lighthouseScore: 100,
  maxTotalBlockingTimeMs: 50,
  maxCumulativeLayoutShift: 0,
  /** Observed LCP, over that of the same page without JavaScript. */
  maxObservedLcpRatio: 1.05,
  /** From navigation to the hero interactive and rotating, ms. */
  maxHeroInteractiveMs: 2000,
  /** Every interaction, cold included, with the page transition: its duration (Back and Forward: input to first frame) at the worst trip, ms. */
  maxInteractionMs: 100,
  /** A band tap and an arrow key: their median duration over the reference tap's, in each mode, ms. */
  maxOverReferenceMs: 16,
  /** A document page's own JavaScript over the stack's floor (./bytes.ts), gzip bytes. */
  maxOverFloorBytes: 10_000,
} as const;

/** A figure over the runs that recorded it: median, least, most; null if none did. */
type Spread = { median: number; min: number; max: number } | null;

function spread(values: readonly (number | null | undefined)[]): Spread {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  const [at, middle] = [(index: number) => sorted[index] ?? NaN, Math.floor(sorted.length / 2)];
  const median = sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  return sorted.length ? { median, min: at(0), max: at(sorted.length - 1) } : null;
}

export const summarize = <T extends object>(runs: readonly T[]) =>
  Object.fromEntries(
    Object.keys(runs[0] ?? {}).map((key) => [key, spread(runs.map((run) => run[key as keyof T] as number))]),
  ) as Record<keyof T, Spread>;

/** The whole result, as written to bench/results/latest.json. */
export interface BenchResult {
  readonly environment: Record<string, string | number>;
  readonly lighthouse: { version: string; runs: number };
  readonly routes: readonly {
    path: string;
    site: Record<keyof ObservedLoad, Spread>;
    noJavaScript: Record<keyof ObservedLoad, Spread>;
    lighthouse: { summary: Record<keyof LighthouseFigures, Spread>; failedAudits: readonly string[] };
  }[];
  readonly bytes: {
    readonly floor: Record<WireEncoding, number>;
    readonly routes: readonly RouteBytes[];
  } | null;
  readonly visits: { trips: number; failedTrips: number; interactions: readonly Interaction[] } | null;
}

const kinds = Object.keys(interactionNames) as Kind[];
const pageChanges: readonly Kind[] = ['footer', 'brand', 'back', 'forward'];
/** Back and Forward are the browser's own: no Event Timing entry. */
const timed = (kind: Kind) => kind !== 'back' && kind !== 'forward';
/** A tap no handler answers: what any tap costs here, the band tap's and the arrow key's reference. */
const reference: Kind = 'text';
/** The taps on the page without scripts: what the browser alone spends, shown beside the band tap's target. */
const bare: readonly Kind[] = ['bareBand', 'bareText'];
const ms = (value?: number | null) =>
  typeof value === 'number' && !Number.isNaN(value) ? `${Math.round(value)} ms` : 'missing';
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const spreadMs = (figure?: Spread) =>
  figure ? `${ms(figure.median)} (${Math.round(figure.min)}–${Math.round(figure.max)})` : 'missing';
/** An Event Timing duration: none is reported under 16 ms. */
const duration = (value?: number) => (value === undefined ? 'missing' : value < 16 ? '< 16 ms' : ms(value));
const medianWorst = (figure: Spread, show: (value: number) => string = ms) =>
  figure ? `${show(figure.median)} / ${show(figure.max)}` : 'missing';
const durations = (list: readonly Interaction[]) => spread(list.map((each) => each.entry?.duration ?? 0));

/** The rows of the interactions: each kind, cold and warm, and what was counted in each mode. */
const interactionRows = (all: readonly Interaction[]) =>
  kinds.flatMap((kind) =>
    (['cold', 'warm'] as const).flatMap((temperature) => {
      const mine = all.filter((each) => each.kind === kind && each.temperature === temperature);
      // A cold link tapped after idle preloading had fetched its page is no cold visit: left out.
      const counted = (mode: Mode) =>
        mine.filter((each) => each.mode === mode && !(temperature === 'cold' && each.preloaded));
      const [motion, reduced] = [counted('motion'), counted('reduced')];
      const preloaded = temperature === 'cold' ? mine.filter((each) => each.preloaded).length : 0;
      return mine.length ? [{ kind, temperature, motion, reduced, preloaded }] : [];
    }),
  );

/** Each target, met or not, and what was measured. */
export function checkTargets({ routes, bytes, visits }: BenchResult) {
  const checks: { met: boolean; target: string; measured: string }[] = [];
  const check = (met: boolean, target: string, measured: string) => checks.push({ met, target, measured });
  const { maxObservedLcpRatio: lcpRatio, maxTotalBlockingTimeMs: tbtMs, maxInteractionMs: slowest } = targets;
  for (const { path, site, noJavaScript, lighthouse } of routes) {
    const [page, bound] = [site.lcpMs?.median, noJavaScript.lcpMs?.median];
    const ratio = page && bound ? page / bound : NaN;
    const lcp = `${ms(page)} vs ${ms(bound)}${ratio ? ` (×${ratio.toFixed(2)})` : ''}`;
    check(ratio <= lcpRatio, `${path}: observed LCP at most ×${lcpRatio} that without JavaScript`, lcp);
    const figure = (name: keyof LighthouseFigures) => lighthouse.summary[name]?.median ?? null;
    const [scores, tbt, cls] = [categories.map(figure), figure('tbtMs'), figure('cls')];
    const all100 = scores.every((score) => score !== null && score >= targets.lighthouseScore);
    const failed = lighthouse.failedAudits.join(', ');
    const named = `${scores.map((score) => score ?? 'missing').join(' / ')}${failed && ` (${failed})`}`;
    check(all100, `${path}: Lighthouse ${targets.lighthouseScore} in all four categories`, named);
    check(tbt !== null && tbt < tbtMs, `${path}: TBT under ${tbtMs} ms (Lighthouse)`, ms(tbt));
    const noShift = cls === targets.maxCumulativeLayoutShift;
    check(noShift, `${path}: CLS 0 on load (Lighthouse)`, String(cls ?? 'missing'));
  }
  const [ready, readyMs] = [
    routes.find((route) => route.path === '/')?.site.interactiveMs,
    targets.maxHeroInteractiveMs,
  ];
  check(!!ready && ready.median <= readyMs, `/: the hero interactive within ${readyMs} ms`, spreadMs(ready));
  for (const { path, own } of bytes?.routes ?? []) {
    for (const [encoding, most] of Object.entries(javascriptTargetsFor(path)) as [WireEncoding, number][]) {
      const javascript = own[encoding].javascript;
      check(
        javascript <= most,
        `${path}: its own JavaScript at most ${kb(most)} ${encoding}`,
        kb(javascript),
      );
    }
    const [mine, floor, over] = [own.gzip.javascript, bytes?.floor.gzip ?? NaN, targets.maxOverFloorBytes];
    const target = `${path}: its own JavaScript at most the floor plus ${kb(over)} gzip`;
    if (!showsHero(path)) check(mine <= floor + over, target, `${kb(mine)}, the floor ${kb(floor)}`);
  }

  const all = visits?.interactions ?? [];
  const rows = interactionRows(all);
  for (const kind of kinds.filter((kind) => kind !== reference && !bare.includes(kind))) {
    const mine = rows.filter((row) => row.kind === kind);
    const worst = (row: (typeof rows)[number]) =>
      (timed(kind) ? durations(row.motion) : spread(row.motion.map((each) => each.firstFrameMs)))?.max;
    const measured = mine.map((row) => `${row.temperature} ${ms(worst(row))}`).join(', ');
    const target = `${interactionNames[kind]}${timed(kind) ? '' : ' (input to first frame)'}: at most ${slowest} ms at the worst trip`;
    check(mine.length > 0 && mine.every((row) => (worst(row) ?? NaN) <= slowest), target, measured);
  }
  for (const mode of ['motion', 'reduced'] as const) {
    const medianOf = (kind: Kind) =>
      durations(all.filter((each) => each.kind === kind && each.mode === mode))?.median;
    const [floor, most] = [medianOf(reference), targets.maxOverReferenceMs];
    for (const kind of ['band', 'arrow'] as const) {
      const median = medianOf(kind);
      const over = median === undefined || floor === undefined ? NaN : median - floor;
      const target = `${interactionNames[kind]}, ${mode === 'motion' ? 'with motion' : 'reduced motion'}: at most ${most} ms over the reference tap at the median`;
      // The same two taps on the page without scripts: what the change costs with none of our code.
      const without = `; without scripts, ${duration(medianOf('bareBand'))} against ${duration(medianOf('bareText'))}`;
      check(
        over <= most,
        target,
        `${duration(median)} against ${duration(floor)}${kind === 'band' ? without : ''}`,
      );
    }
  }
  return { rows, checks };
}

/** The mean of each part of the entries `list` recorded. */
function partsOf(list: readonly Interaction[]) {
  const entries = list.flatMap((each) => (each.entry ? [each.entry] : []));
  const mean = (part: keyof EventParts) =>
    entries.length ? ms(entries.reduce((sum, each) => sum + each[part], 0) / entries.length) : '–';
  return (['inputDelay', 'processing', 'presentation'] as const).map(mean);
}

const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);

export function toMarkdown(result: BenchResult) {
  const { environment: env, routes, visits, bytes } = result;
  const { rows, checks } = checkTargets(result);
  const failed = visits?.failedTrips ? `, ${visits.failedTrips} failed and left out` : '';
  const both = (show: (mode: Mode) => string) => [show('motion'), show('reduced')];
  const pair = (encodings: Record<WireEncoding, number>) => `${kb(encodings.gzip)} / ${kb(encodings.brotli)}`;
  return [
    '# Performance benchmark',
    '',
    `${Object.entries(env)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ')}.`,
    '',
    '## Interactions',
    '',
    `${visits ? `${visits.trips} trips in each mode${failed}` : 'Not measured'}; median / worst over the trips, on: with ` +
      'the page transition, off: reduced motion; the parts: means, on. What each column means: docs/performance.md.',
    '',
    ...table(
      'Interaction|When|Trips|Duration, on|off|First frame, on|off|Input delay|Processing|Presentation|Preloaded'.split(
        '|',
      ),
      rows.map((row) => [
        interactionNames[row.kind],
        row.temperature,
        `${row.motion.length} + ${row.reduced.length}`,
        ...both((mode) => (timed(row.kind) ? medianWorst(durations(row[mode]), duration) : 'n/a')),
        ...both((mode) =>
          pageChanges.includes(row.kind)
            ? medianWorst(spread(row[mode].map((each) => each.firstFrameMs)))
            : '–',
        ),
        ...(timed(row.kind) ? partsOf(row.motion) : ['–', '–', '–']),
        row.temperature === 'cold' && pageChanges.slice(0, 2).includes(row.kind)
          ? String(row.preloaded)
          : '–',
      ]),
    ),
    '',
    '## Loads on the slow phone',
    '',
    `Median (spread) of ${env.loads} loads a page, the site and the same build without any script alternating.`,
    '',
    ...table(
      ['Route', 'Page', 'FCP', 'LCP', 'App took over', 'Long tasks'],
      routes.flatMap((route) =>
        (['site', 'noJavaScript'] as const).map((page) => {
          const { fcpMs, lcpMs, interactiveMs, longTaskMs } = route[page];
          return [route.path, page, ...[fcpMs, lcpMs, interactiveMs, longTaskMs].map(spreadMs)];
        }),
      ),
    ),
    '',
    '## Bytes',
    '',
    'Gzip / brotli as the server sends it: each route’s own (with Save-Data), what it fetches ahead, and the floor.',
    '',
    ...(bytes
      ? table(
          ['Route', 'JavaScript', 'CSS', 'Ahead'],
          [
            ...bytes.routes.map(({ path, own, ahead }) => [
              path,
              pair({ gzip: own.gzip.javascript, brotli: own.brotli.javascript }),
              pair({ gzip: own.gzip.css, brotli: own.brotli.css }),
              pair(ahead),
            ]),
            ['the floor', pair(bytes.floor), '–', '–'],
          ],
        )
      : ['Not measured.']),
    '',
    '## Targets',
    '',
    `Lighthouse ${result.lighthouse.version}, mobile, simulated, median of ${result.lighthouse.runs} runs a page.`,
    '',
    ...checks.map((each) => `- ${each.met ? '✅' : '❌'} ${each.target}: ${each.measured}`),
    '',
    `${checks.filter((each) => each.met).length} of ${checks.length} targets met.`,
    '',
  ].join('\n');
}
