// @vitest-environment node
/**
 * `npm run bench -- --compare` (bench/compare.ts): two runs kept by the bench, side by side. The
 * runs here are written as the bench writes them, with the interactions it records.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareRuns } from '../../bench/compare';
import type { BenchResult } from '../../bench/report';
import { interactionNames, type Interaction } from '../../bench/visits';

/** One interaction with the page transition on. */
const interaction = (
  kind: Interaction['kind'],
  temperature: Interaction['temperature'],
  durationMs: number | null,
  firstFrameMs: number | null = null,
): Interaction => ({
  kind,
  mode: 'motion',
  temperature,
  durationMs,
  firstFrameMs,
  longFrameParts: [],
  intervals: [],
  shift: 0,
});

const run = (trips: number, interactions: Interaction[] | null): BenchResult => ({
  environment: {},
  lighthouse: { version: '', runs: 0 },
  routes: [],
  bytes: [],
  visits: interactions && { trips, failedTrips: 0, interactions },
});

/** The table's row for `kind` at `temperature`, as its cells. */
const rowOf = (table: string, kind: Interaction['kind'], temperature: string) =>
  table
    .split('\n')
    .find((line) => line.startsWith(`| ${interactionNames[kind]} | ${temperature} |`))
    ?.split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('compareRuns', () => {
  let folder: string;
  const path = (name: string) => join(folder, name);
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'bench-compare-'));
    // Two trips each: one cold band tap a trip, two warm ones a trip; the first run also has a
    // cold footer link, which the second lacks.
    const earlier = run(2, [
      interaction('band', 'cold', 40),
      interaction('band', 'cold', 60),
      ...[30, 50, 70, 90].map((ms) => interaction('band', 'warm', ms)),
      interaction('footer', 'cold', 100, 400),
      interaction('footer', 'cold', 120, 500),
    ]);
    const later = run(2, [
      interaction('band', 'cold', 40),
      interaction('band', 'cold', 140),
      ...[30, 50, 70, 80].map((ms) => interaction('band', 'warm', ms)),
    ]);
    await writeFile(path('earlier.json'), JSON.stringify(earlier));
    await writeFile(path('later.json'), JSON.stringify(later));
    await writeFile(path('loads-only.json'), JSON.stringify(run(2, null)));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('gives each interaction its median and worst in both runs, and how far the worst moved', async () => {
    const table = await compareRuns(path('earlier.json'), path('later.json'));
    // Medians of two are their mean; of four, the mean of the middle two.
    expect(rowOf(table, 'band', 'cold')).toEqual([
      'Band tap',
      'cold',
      '2 · 2',
      '50 / 60 · 90 / 140',
      '80',
      '–',
      '–',
    ]);
    expect(rowOf(table, 'band', 'warm')).toEqual([
      'Band tap',
      'warm',
      '4 · 4',
      '60 / 90 · 60 / 80',
      '10',
      '–',
      '–',
    ]);
  });

  it('says a figure one run lacks is missing, and moved by nothing it can measure', async () => {
    const table = await compareRuns(path('earlier.json'), path('later.json'));
    expect(rowOf(table, 'footer', 'cold')).toEqual([
      'Footer link (tap)',
      'cold',
      '2 · 0',
      '110 / 120 · missing / missing',
      'missing',
      '450 / 500 · missing / missing',
      'missing',
    ]);
  });

  it('gives the largest move among rows of one interaction a trip apart from that of rows of several', async () => {
    const table = await compareRuns(path('earlier.json'), path('later.json'));
    expect(table).toContain(
      'by up to 80 ms in rows of one interaction a trip, and by up to 10 ms in rows of several',
    );
  });

  it('refuses a run without interactions, naming its file', async () => {
    await expect(compareRuns(path('earlier.json'), path('loads-only.json'))).rejects.toThrow(
      `${path('loads-only.json')} has no interactions`,
    );
  });
});
