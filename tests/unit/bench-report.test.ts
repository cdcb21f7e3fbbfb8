// @vitest-environment node
/**
 * What `npm run bench` reports (bench/report.ts, bench/visits.ts): an Event Timing entry's parts,
 * and the targets measured side by side in one run, on interactions as the bench records them.
 */
import { describe, expect, it } from 'vitest';
import { checkTargets, targets, type BenchResult } from '../../bench/report';
import { eventParts, interactionNames, type Interaction, type Kind, type Mode } from '../../bench/visits';

const entry = {
  interactionId: 7,
  startTime: 1000,
  processingStart: 1060,
  processingEnd: 1072,
};

/** Warm interactions of `kind` in `mode`, one for each duration, or each first frame for Back and Forward. */
const some = (kind: Kind, mode: Mode, figures: number[]): Interaction[] =>
  figures.map((ms) => ({
    kind,
    mode,
    temperature: 'warm',
    entry: kind === 'back' ? null : eventParts({ ...entry, duration: ms }),
    firstFrameMs: kind === 'back' ? ms : null,
  }));

/** The checks whose target names `what`, met or not, for a run of `interactions` and /terms's own gzip bytes. */
function checked(what: string, interactions: Interaction[], termsGzip = 0) {
  const own = { gzip: { javascript: termsGzip, css: 0 }, brotli: { javascript: 0, css: 0 } };
  const route = { path: '/terms', own, ahead: { gzip: 0, brotli: 0 } };
  const result: BenchResult = {
    environment: {},
    lighthouse: { version: '', runs: 0 },
    routes: [],
    bytes: { floor: { gzip: 90_000, brotli: 80_000 }, routes: [route] },
    visits: { trips: 1, failedTrips: 0, interactions },
  };
  return checkTargets(result)
    .checks.filter((check) => check.target.includes(what))
    .map((check) => check.met);
}

describe('the bench', () => {
  it('splits a duration into input delay, processing and presentation, none below 0', () => {
    expect(eventParts({ ...entry, duration: 96 })).toEqual({
      duration: 96,
      inputDelay: 60,
      processing: 12,
      presentation: 24,
    });
    // Handlers ending at 75 ms, the duration rounded to 72.
    expect(eventParts({ ...entry, processingEnd: 1075, duration: 72 }).presentation).toBe(0);
  });

  it('holds a band tap and an arrow key within 16 ms of the reference tap at the median, in each mode', () => {
    const reference = [...some('text', 'motion', [40, 48]), ...some('text', 'reduced', [32, 32])];
    const band = (motion: number, reduced: number) => [
      ...some('band', 'motion', [motion, motion]),
      ...some('band', 'reduced', [reduced, reduced]),
      ...some('arrow', 'motion', [24]),
      ...some('arrow', 'reduced', [24]),
    ];
    const name = `${interactionNames.band}, `;
    expect(checked(name, [...reference, ...band(44 + targets.maxOverReferenceMs, 48)])).toEqual([true, true]);
    expect(checked(name, [...reference, ...band(64, 48)])).toEqual([false, true]);
    expect(checked(name, [...reference, ...band(48, 56)])).toEqual([true, false]);
    expect(checked(name, band(48, 48)), 'without a reference tap').toEqual([false, false]);
  });

  it("says beside the band tap's target what the same taps cost on the page without scripts", () => {
    const interactions = [
      ...some('text', 'motion', [24]),
      ...some('band', 'motion', [56]),
      ...some('bareText', 'motion', [0]),
      ...some('bareBand', 'motion', [40]),
    ];
    const result: BenchResult = {
      ...{ environment: {}, lighthouse: { version: '', runs: 0 }, routes: [], bytes: null },
      visits: { trips: 1, failedTrips: 0, interactions },
    };
    const { checks } = checkTargets(result);
    const band = checks.find((check) => check.target.startsWith(`${interactionNames.band}, with motion`));
    expect(band?.measured).toBe('56 ms against 24 ms; without scripts, 40 ms against < 16 ms');
    expect(
      checks.filter((check) => check.target.includes('without scripts')),
      'no target of their own',
    ).toEqual([]);
  });

  it('holds every page change within 100 ms at the worst trip, Back by its first frame', () => {
    const back = `${interactionNames.back} (input to first frame)`;
    expect(checked(back, some('back', 'motion', [40, targets.maxInteractionMs]))).toEqual([true]);
    expect(checked(back, some('back', 'motion', [40, 104]))).toEqual([false]);
  });

  it("holds a document page's own JavaScript to the measured floor plus 10 KB gzip", () => {
    expect(checked('the floor plus', [], 90_000 + targets.maxOverFloorBytes)).toEqual([true]);
    expect(checked('the floor plus', [], 90_001 + targets.maxOverFloorBytes)).toEqual([false]);
  });
});
