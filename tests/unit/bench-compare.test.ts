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
import { interactionNames, type Interaction, type Kind } from '../../bench/visits';

/** One interaction with the page transition on. */
const interaction = (
  kind: Kind,
  temperature: Interaction['temperature'],
  durationMs: number,
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

/** `kind`'s interactions at `temperature`, one for each duration. */
const each = (
  kind: Kind,
  temperature: Interaction['temperature'],
  durations: number[],
  firstFrame?: number[],
) => durations.map((ms, index) => interaction(kind, temperature, ms, firstFrame?.[index] ?? null));

const run = (trips: number, interactions: Interaction[] | null): BenchResult => ({
  environment: {},
  lighthouse: { version: '', runs: 0 },
  routes: [],
  bytes: [],
  visits: interactions && { trips, failedTrips: 0, interactions },
});

/** The table's row for `kind` at `temperature`, as its cells after the interaction's name. */
const rowOf = (table: string, kind: Kind, temperature: string) =>
  table
    .split('\n')
    .find((line) => line.startsWith(`| ${interactionNames[kind]} | ${temperature} |`))
    ?.split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());

describe('compareRuns', () => {
  let folder: string;
  const path = (name: string) => join(folder, name);
  const [earlierTrips, laterTrips] = [2, 4];
  let table: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'bench-compare-'));
    // One interaction a trip: cold band taps, warm Stop, the warm header link; two a trip: warm
    // band taps. The cold footer link is in the earlier run only; the later has no first frame
    // for the warm header link.
    const earlier = run(earlierTrips, [
      ...each('band', 'cold', [40, 60]),
      ...each('band', 'warm', [30, 50, 70, 90]),
      ...each('stop', 'warm', [20, 30]),
      ...each('brand', 'warm', [40, 60], [100, 150]),
      ...each('footer', 'cold', [100, 120], [400, 500]),
    ]);
    const later = run(laterTrips, [
      ...each('band', 'cold', [40, 140, 50, 60]),
      ...each('band', 'warm', [30, 50, 70, 80, 30, 50, 70, 80]),
      ...each('stop', 'warm', [20, 25, 30, 100]),
      ...each('brand', 'warm', [40, 50, 60, 70]),
    ]);
    await writeFile(path('earlier.json'), JSON.stringify(earlier));
    await writeFile(path('later.json'), JSON.stringify(later));
    await writeFile(path('loads-only.json'), JSON.stringify(run(earlierTrips, null)));
    table = await compareRuns(path('earlier.json'), path('later.json'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("names both runs and each one's trips", () => {
    expect(table.split('\n')[0]).toContain(
      `${path('earlier.json')} · ${path('later.json')} (${earlierTrips} · ${laterTrips} trips a mode)`,
    );
  });

  it('gives each interaction its median and worst in both runs, and how far the worst moved', () => {
    // A median of an even count is the mean of the middle two.
    expect(rowOf(table, 'band', 'cold')).toEqual(['cold', '2 · 4', '50 / 60 · 55 / 140', '80', '–', '–']);
    expect(rowOf(table, 'band', 'warm')).toEqual(['warm', '4 · 8', '60 / 90 · 60 / 80', '10', '–', '–']);
    expect(rowOf(table, 'stop', 'warm')).toEqual(['warm', '2 · 4', '25 / 30 · 28 / 100', '70', '–', '–']);
  });

  it('says missing for a figure one run lacks, and for how far it moved', () => {
    const brand = ['warm', '2 · 4', '50 / 60 · 55 / 70', '10', '125 / 150 · missing / missing', 'missing'];
    expect(rowOf(table, 'brand', 'warm')).toEqual(brand);
    const footer = [
      'cold',
      '2 · 0',
      '110 / 120 · missing / missing',
      'missing',
      '450 / 500 · missing / missing',
    ];
    expect(rowOf(table, 'footer', 'cold')).toEqual([...footer, 'missing']);
  });

  it("tells rows of one interaction a trip from rows of several by each run's own trips", () => {
    // One a trip: the cold band taps (80), warm Stop (70), the warm header link (10); several: the
    // warm band taps (10), 4 in a run of 2 trips and 8 in one of 4.
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
