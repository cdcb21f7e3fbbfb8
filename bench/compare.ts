/**
 * Two runs of `npm run bench`, side by side (`npm run bench -- --compare <earlier> <later>`): each
 * interaction's median and worst with the page transition in both, and how far its worst moved
 * between them, so a change can be told from the bench's own spread. Each run is kept as
 * bench/results/<when it finished>.json.
 */
import { readFile } from 'node:fs/promises';
import { interactionRows, type BenchResult } from './report';
import { interactionNames } from './visits';

type Row = ReturnType<typeof interactionRows>[number];
type Figure = 'durationMs' | 'firstFrameMs';

/** A run's rows, and the trips a mode it was asked for (a trip that failed is left out of its rows). */
async function runOf(path: string) {
  const result = JSON.parse(await readFile(path, 'utf8')) as BenchResult;
  if (!result.visits) throw new Error(`${path} has no interactions: run the bench with its visits.`);
  return { rows: interactionRows(result.visits.interactions), trips: result.visits.trips };
}

const rounded = (value?: number) => (value === undefined ? 'missing' : String(Math.round(value)));

/** "median / worst" in each run, and how far the worst moved; nothing for a figure neither run has. */
function compared(before: Row | undefined, after: Row | undefined, figure: Figure) {
  const [a, b] = [before?.motion[figure], after?.motion[figure]];
  if (!a && !b) return null;
  const both = `${rounded(a?.median)} / ${rounded(a?.max)} · ${rounded(b?.median)} / ${rounded(b?.max)}`;
  const moved = a && b ? Math.abs(b.max - a.max) : null;
  return { text: both, moved };
}

/** The comparison of the runs kept at `earlier` and `later`, as Markdown. */
export async function compareRuns(earlier: string, later: string) {
  const [first, second] = await Promise.all([runOf(earlier), runOf(later)]);
  const [before, after] = [first.rows, second.rows];
  // A row of one interaction a trip (every cold one, and the warm Stop, Start, hover and tap on
  // text) has in each run at most as many as that run's trips; one of two a trip, about twice.
  const oneATrip = (a?: Row, b?: Row) =>
    (a?.motion.trips ?? 0) <= first.trips && (b?.motion.trips ?? 0) <= second.trips;
  const key = (row: Row) => `${row.kind} ${row.temperature}`;
  const keys = [...new Set([...before, ...after].map(key))];
  const lines = [
    '| Interaction | When | Interactions | Duration, ms | Worst moved | First frame, ms | Worst moved |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const moves: { oneATrip: boolean; moved: number }[] = [];
  for (const name of keys) {
    const [a, b] = [before.find((row) => key(row) === name), after.find((row) => key(row) === name)];
    const row = (a ?? b) as Row;
    const counts = `${a?.motion.trips ?? 0} · ${b?.motion.trips ?? 0}`;
    const cells = (['durationMs', 'firstFrameMs'] as const).flatMap((figure) => {
      const each = compared(a, b, figure);
      if (each?.moved != null) moves.push({ oneATrip: oneATrip(a, b), moved: each.moved });
      return each
        ? [each.text, each.moved === null ? 'missing' : String(Math.round(each.moved))]
        : ['–', '–'];
    });
    lines.push(`| ${[interactionNames[row.kind], row.temperature, counts, ...cells].join(' | ')} |`);
  }
  const most = (few: boolean) => {
    const mine = moves.filter((each) => each.oneATrip === few).map((each) => each.moved);
    const rows = few ? 'rows of one interaction a trip' : 'rows of several';
    return mine.length
      ? `by up to ${Math.round(Math.max(...mine))} ms in ${rows}`
      : `not at all in ${rows}, there being none`;
  };
  return [
    `Median / worst with the page transition, ${earlier} · ${later} (${first.trips} · ${second.trips} trips a mode); interactions in each.`,
    '',
    ...lines,
    '',
    `The worst moved ${most(true)}, and ${most(false)}.`,
  ].join('\n');
}
