/**
 * The bench's report, as Markdown: each figure's median and spread over the runs that recorded it
 * (one no run recorded is missing, and a target that needs it is not met), every target checked.
 */
import { javascriptTargetsFor } from '../tests/support/budgets';
import type { RouteBytes } from './bytes';
import { categories, type LighthouseFigures } from './lighthouseRun';
import type { ObservedLoad } from './loads';
import type { EventParts } from './frames';
import { timingTargets as goal } from './targets';
import { interactionNames, type Interaction, type Kind, type Mode } from './visits';

/** A figure over the runs that recorded it: median, least, most, and how many of how many runs. */
type Spread = { median: number; min: number; max: number; recorded: number; runs: number } | null;

function spread(values: readonly (number | null | undefined)[]): Spread {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  const [at, middle] = [(index: number) => sorted[index] ?? NaN, Math.floor(sorted.length / 2)];
  const median = sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  const [recorded, runs] = [sorted.length, values.length];
  return recorded ? { median, min: at(0), max: at(recorded - 1), recorded, runs } : null;
}

/** The spread of each figure of `runs`. */
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
  readonly bytes: readonly RouteBytes[];
  readonly visits: { trips: number; failedTrips: number; interactions: readonly Interaction[] } | null;
}

const kinds = Object.keys(interactionNames) as Kind[];
const pageChanges: readonly Kind[] = ['footer', 'brand', 'back', 'forward'];
/** Back and Forward are the browser's own: no Event Timing entry. */
const timed = (kind: Kind) => kind !== 'back' && kind !== 'forward';
/** A tap no handler answers: what any tap costs, read beside the band tap's target, with none of its own. */
const reference: Kind = 'text';
const ms = (value?: number | null) =>
  typeof value === 'number' && !Number.isNaN(value) ? `${Math.round(value)} ms` : 'missing';
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const pair = (value: string | number[]) => (typeof value === 'string' ? value : value.map(kb).join(' / '));
const fixed = (value?: number | null) => (typeof value === 'number' ? value.toFixed(3) : 'missing');
const spreadMs = (figure?: Spread) =>
  !figure
    ? 'missing'
    : `${ms(figure.median)} (${Math.round(figure.min)}–${Math.round(figure.max)})` +
      (figure.recorded < figure.runs ? ` [${figure.recorded} of ${figure.runs} runs]` : '');
/** An Event Timing duration: none is reported under 16 ms. */
const duration = (value?: number) => (value === undefined ? 'missing' : value < 16 ? '< 16 ms' : ms(value));
const medianWorst = (figure: Spread, show: (value: number) => string = ms) =>
  figure ? `${show(figure.median)} / ${show(figure.max)}` : 'missing';

/** The rows of the interactions: each kind, cold and warm, and its figures in each mode. */
export const interactionRows = (all: readonly Interaction[]) =>
  kinds.flatMap((kind) =>
    (['cold', 'warm'] as const).flatMap((temperature) => {
      const figures = (mode: Mode) => {
        const mine = all.filter(
          (each) => each.kind === kind && each.temperature === temperature && each.mode === mode,
        );
        // A cold link tapped after idle preloading had fetched its page is no cold visit: left out.
        const list = mine.filter((each) => !(temperature === 'cold' && each.preloaded));
        return {
          trips: list.length,
          durationMs: timed(kind) ? spread(list.map((each) => each.durationMs ?? 0)) : null,
          firstFrameMs: spread(list.map((each) => each.firstFrameMs)),
          longFrames: spread(list.map((each) => each.longFrameParts?.length)),
          counted: list,
          preloaded: mine.filter((each) => each.preloaded).length,
        };
      };
      const [motion, reduced] = [figures('motion'), figures('reduced')];
      return motion.trips + reduced.trips ? [{ kind, temperature, motion, reduced }] : [];
    }),
  );

/** The frames of one kind of motion: share over 25 ms, the longest, layout shift. */
function framesOf(list: readonly Interaction[]) {
  const intervals = list.flatMap((each) => each.intervals);
  const slow = intervals.length ? intervals.filter((each) => each > 25).length / intervals.length : null;
  const worst = intervals.length ? Math.max(...intervals) : null;
  const shifts = list.map((each) => each.shift);
  const cls = shifts.includes(null) ? null : (shifts as number[]).reduce((sum, value) => sum + value, 0);
  const share = slow === null ? 'missing' : `${(slow * 100).toFixed(1)} %`;
  const fast = slow !== null && slow <= goal.maxSlowFrameShare && (worst ?? 1e9) < goal.maxFrameMs;
  const text = `${share} of ${intervals.length} frames over 25 ms, the longest ${ms(worst)}, CLS ${fixed(cls)}`;
  return { met: fast && cls === 0, text };
}

function checkTargets({ routes, bytes, visits }: BenchResult) {
  const checks: { met: boolean; target: string; measured: string }[] = [];
  const check = (met: boolean, target: string, measured: string) => checks.push({ met, target, measured });
  for (const { path, site, noJavaScript, lighthouse } of routes) {
    const [page, bound] = [site.lcpMs?.median, noJavaScript.lcpMs?.median];
    const ratio = page && bound ? page / bound : null;
    const within = `${Math.round((goal.maxObservedLcpRatio - 1) * 100)} %`;
    const lcp = `${ms(page)} vs ${ms(bound)}${ratio ? ` (×${ratio.toFixed(2)})` : ''}`;
    const met = !!ratio && ratio <= goal.maxObservedLcpRatio;
    check(met, `${path}: observed LCP within ${within} of the page without JavaScript`, lcp);
    const figure = (name: keyof LighthouseFigures) => lighthouse.summary[name]?.median ?? null;
    const [scores, tbt, cls] = [categories.map(figure), figure('tbtMs'), figure('cls')];
    const all100 = scores.every((score) => score !== null && score >= goal.lighthouseScore);
    const failed = lighthouse.failedAudits.join(', ');
    const named = `${scores.map((score) => score ?? 'missing').join(' / ')}${failed && ` (${failed})`}`;
    check(all100, `${path}: Lighthouse ${goal.lighthouseScore} in all four categories`, named);
    const fast = tbt !== null && tbt < goal.maxTotalBlockingTimeMs;
    check(fast, `${path}: TBT under ${goal.maxTotalBlockingTimeMs} ms (Lighthouse)`, ms(tbt));
    check(cls === goal.maxCumulativeLayoutShift, `${path}: CLS 0 on load (Lighthouse)`, fixed(cls));
  }
  const ready = routes.find((route) => route.path === '/')?.site.interactiveMs;
  const soon = !!ready && ready.median <= goal.maxHeroInteractiveMs;
  check(soon, `/: the hero interactive and rotating within ${goal.maxHeroInteractiveMs} ms`, spreadMs(ready));
  for (const { path, own, ahead, aheadAfterMs: after, aheadUnderSaveData: saving } of bytes) {
    for (const [encoding, target] of Object.entries(javascriptTargetsFor(path))) {
      const js = own[encoding as keyof typeof own].javascript;
      const budget = `${path}: at most ${target / 1000} KB of its own JavaScript in ${encoding}`;
      check(js <= target, budget, kb(js));
    }
    const met = (after === null || after >= 0) && saving === 0;
    const when = `${kb(ahead.brotli)} brotli, from ${ms(after)} after load and hydration; ${saving} under Save-Data`;
    check(met, `${path}: fetches ahead only once loaded and hydrated, nothing under Save-Data`, when);
  }

  const all = visits?.interactions ?? [];
  const rows = interactionRows(all);
  const named = (row: (typeof rows)[number]) => `${interactionNames[row.kind]} ${row.temperature}`;
  for (const kind of kinds.filter((kind) => timed(kind) && kind !== reference)) {
    const mine = rows.filter((row) => row.kind === kind);
    const met = mine.every((row) => (row.motion.durationMs?.max ?? 1e9) <= goal.maxInteractionMs);
    const worsts = mine.map((row) => `${row.temperature} ${duration(row.motion.durationMs?.max)}`).join(', ');
    const target = `${interactionNames[kind]}: at most ${goal.maxInteractionMs} ms at the worst trip`;
    check(mine.length > 0 && met, target, worsts || 'missing');
  }
  const medianOf = (kind: Kind) =>
    spread(
      all.filter((each) => each.kind === kind && each.mode === 'motion').map((each) => each.durationMs ?? 0),
    )?.median;
  // Runs kept from before the bench had the reference have none.
  const anyway = medianOf(reference);
  const besideBand =
    anyway === undefined ? '' : `; ${interactionNames[reference].toLowerCase()}: ${duration(anyway)}`;
  for (const kind of ['band', 'arrow'] as const) {
    const median = medianOf(kind);
    const target = `${interactionNames[kind]}: at most ${goal.maxBandMedianMs} ms at the median`;
    const measured = duration(median) + (kind === 'band' ? besideBand : '');
    check(median !== undefined && median <= goal.maxBandMedianMs, target, measured);
  }
  const changes = rows.filter((row) => pageChanges.includes(row.kind));
  const none = changes.every((row) => row.motion.longFrames?.max === goal.maxLongFramesInPageChange);
  const longFrames = changes.map((row) => `${named(row)} ${row.motion.longFrames?.max ?? 'missing'}`);
  const longMeasured = longFrames.join(', ') || 'missing';
  check(changes.length > 0 && none, 'Page changes: no long animation frame', longMeasured);
  const cost = (row: (typeof rows)[number]) =>
    (row.motion.firstFrameMs?.median ?? NaN) - (row.reduced.firstFrameMs?.median ?? NaN);
  const cheap = changes.every((row) => cost(row) <= goal.maxTransitionCostMs);
  const added = changes.map((row) => `${named(row)} ${cost(row) > 0 ? '+' : ''}${ms(cost(row))}`);
  const target = `Page changes: the transition adds at most ${goal.maxTransitionCostMs} ms to input → first frame`;
  check(changes.length > 0 && cheap, `${target} (medians)`, added.join(', ') || 'missing');
  const frameTarget = `at most ${goal.maxSlowFrameShare * 100} % of frames over 25 ms, none over ${goal.maxFrameMs} ms`;
  for (const [name, which] of [
    ['band changes', ['band', 'arrow']],
    ['page transitions', pageChanges],
  ] as const) {
    const of = (mode: Mode) =>
      framesOf(all.filter((each) => each.mode === mode && (which as readonly Kind[]).includes(each.kind)));
    const [on, off] = [of('motion'), of('reduced')];
    check(on.met, `Motion, ${name}: ${frameTarget}, CLS 0`, `${on.text}; under reduced motion ${off.text}`);
  }
  return { rows, checks };
}

/** The mean of `part` over `items`, in ms; '–' for none. */
function meanOf<T, K extends keyof T>(items: readonly (T & Record<K, number>)[], part: K) {
  return items.length ? ms(items.reduce((sum, item) => sum + item[part], 0) / items.length) : '–';
}

/** The value given most often, "value (times of all)"; '–' when none is given. */
function mostOften(values: readonly (string | null | undefined)[]) {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [top, times] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['–', 0];
  return times ? `${top} (${times} of ${values.length})` : '–';
}

/**
 * The rows of a table over the interactions each row of `rows` counts with the page transition
 * on, for the kinds `shows`: the interaction, when, how many, then `cells` of what they
 * recorded, or "missing" when one of them recorded nothing (`table` fills in the rest).
 */
function countedRows<T>(
  rows: ReturnType<typeof interactionRows>,
  shows: (kind: Kind) => boolean,
  recorded: (interaction: Interaction) => T | undefined,
  cells: (recorded: readonly T[]) => string[],
) {
  return rows
    .filter((row) => shows(row.kind) && row.motion.counted.length > 0)
    .map(({ kind, temperature, motion: { counted } }) => {
      const named = [interactionNames[kind], temperature, String(counted.length)];
      const each = counted.map(recorded);
      if (each.includes(undefined)) return [...named, 'missing'];
      return [...named, ...cells(each as T[])];
    });
}

/**
 * Where the long frames of each kind of page change went: how many, and each part's mean per
 * frame (the parts add up to the mean duration); the invoker that most often ran the longest
 * script.
 */
const longFrameRows = (rows: ReturnType<typeof interactionRows>) =>
  countedRows(
    rows,
    (kind) => pageChanges.includes(kind),
    (interaction) => interaction.longFrameParts ?? undefined,
    (each) => {
      const frames = each.flat();
      const parts = (['duration', 'scripts', 'forced', 'rendering', 'other'] as const).map((part) =>
        meanOf(frames, part),
      );
      return [String(frames.length), ...parts, mostOften(frames.map((frame) => frame.longest))];
    },
  );

/**
 * Where the durations of each kind of interaction went: how many had an Event Timing entry, the
 * mean of its duration and of its parts, and which event's entry was most often the longest.
 * Missing for a run that did not record the parts.
 */
const durationRows = (rows: ReturnType<typeof interactionRows>) =>
  countedRows(
    rows,
    timed,
    (interaction) => interaction.durationParts,
    (each) => {
      const entries = each.filter((parts): parts is EventParts => parts !== null);
      const parts = (['duration', 'inputDelay', 'processing', 'presentation'] as const).map((part) =>
        meanOf(entries, part),
      );
      return [String(entries.length), ...parts, mostOften(entries.map((entry) => entry.name))];
    },
  );

/** A Markdown table; a row shorter than the head is filled in with '–'. */
const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [head, head.map(() => '---'), ...rows].map(
    (cells) =>
      `| ${[...cells, ...Array<string>(Math.max(0, head.length - cells.length)).fill('–')].join(' | ')} |`,
  );

export function toMarkdown(result: BenchResult) {
  const { environment: env, routes, visits } = result;
  const { rows, checks } = checkTargets(result);
  const failed = visits?.failedTrips ? `, ${visits.failedTrips} failed and left out` : '';
  const both = (show: (mode: Mode) => string) => [show('motion'), show('reduced')];
  const about = Object.entries(env).map(([name, value]) => `${name}: ${value}`);
  return [
    '# Performance benchmark',
    '',
    `${about.join('; ')}.`,
    '',
    '## Interactions',
    '',
    `${visits ? `${visits.trips} trips in each mode${failed}` : 'Not measured'}; median / worst over the trips. ` +
      'Duration: the longest Event Timing entry of the interaction, as INP counts it (none is reported under 16 ms; ' +
      'Back and Forward are the browser’s own, n/a). First frame: input to the new page’s first frame. Long frames: ' +
      'long animation frames (≥ 50 ms) from the input to 450 ms after that frame. Cold: the first of its kind in a ' +
      'fresh profile; for a link, tapped before idle preloading to a page not yet visited. Warm: later. On: with the ' +
      'page transition; off: reduced motion. Preloaded: trips whose page’s code had all arrived before the tap (left out when cold).',
    '',
    ...table(
      'Interaction|When|Trips|Duration, on|off|First frame, on|off|Long frames, on|off|Preloaded'.split('|'),
      rows.map((row) => [
        interactionNames[row.kind],
        row.temperature,
        `${row.motion.trips} + ${row.reduced.trips}`,
        ...both((mode) => (timed(row.kind) ? medianWorst(row[mode].durationMs, duration) : 'n/a')),
        ...both((mode) => (pageChanges.includes(row.kind) ? medianWorst(row[mode].firstFrameMs) : '–')),
        ...both((mode) => medianWorst(row[mode].longFrames, String)),
        pageChanges.slice(0, 2).includes(row.kind) ? `${row.motion.preloaded + row.reduced.preloaded}` : '–',
      ]),
    ),
    '',
    '### Where page changes’ long frames go',
    '',
    'With the page transition on, every long animation frame counted above, as the browser attributes its time: ' +
      'the mean per frame of its duration and of its parts, which add up to it (give or take rounding). Scripts: those of 5 ms or more before ' +
      'the frame began to render, less the style and layout they forced (a computed style read, a focus); rendering: ' +
      'animation frame callbacks, style, layout and paint; other: input handling, shorter scripts, the browser’s own ' +
      'work. Longest script: what most often invoked the frame’s longest script.',
    '',
    ...(visits
      ? table(
          'Interaction|When|Interactions|Long frames|Duration|Scripts|Forced style and layout|Rendering|Other|Longest script'.split(
            '|',
          ),
          longFrameRows(rows),
        )
      : ['Not measured.']),
    '',
    '### Where interactions’ durations go',
    '',
    'With the page transition on, the Event Timing entry each interaction above is timed by (its longest), in the ' +
      'three parts the browser gives: the mean over the interactions that had one (an entry under 16 ms is not ' +
      'reported) of its duration and of its parts, which add up to it give or take rounding (the browser rounds the ' +
      'duration to the nearest 8 ms). Input delay: from the input to its handlers, other work on the main thread or ' +
      'the browser’s own handling of the input; processing: the handlers; presentation: from their end to the next ' +
      'frame on screen. Longest entry: the event whose entry was most often the longest (for a tap, its pointerdown, ' +
      'pointerup or click).',
    '',
    ...(visits
      ? table(
          'Interaction|When|Interactions|Timed|Duration|Input delay|Processing|Presentation|Longest entry'.split(
            '|',
          ),
          durationRows(rows),
        )
      : ['Not measured.']),
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
    'A route’s own files (loaded with Save-Data), as the server sends them, gzip / brotli; and what it fetches ahead.',
    '',
    ...table(
      ['Route', 'JavaScript', 'CSS', 'Ahead'],
      result.bytes.map(({ path, own: { gzip: gz, brotli: br }, ahead }) =>
        [path, [gz.javascript, br.javascript], [gz.css, br.css], [ahead.gzip, ahead.brotli]].map(pair),
      ),
    ),
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
