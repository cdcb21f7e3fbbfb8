/**
 * The hero's rules, each tested here once, on Vitest's fake clock. The component tests
 * (src/hero/*.test.tsx) test only which browser facts become these events; the end-to-end tests
 * only what needs a browser. Rules: docs/design.md, "The hero".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  heroMachine,
  rotationInterval,
  selectedBand,
  type Band,
  type HeroEvent,
  type HoldReason,
} from './heroMachine';

let hero: ReturnType<typeof createActor<typeof heroMachine>>;

const send = (...events: HeroEvent[]) => events.forEach((event) => hero.send(event));
const band = () => selectedBand(hero.getSnapshot());
const value = () => hero.getSnapshot().value;

const click = (clicked: Band): HeroEvent => ({ type: 'CLICK', band: clicked });
const hold = (reason: HoldReason): HeroEvent => ({ type: 'HOLD', reason });
const release = (reason: HoldReason): HeroEvent => ({ type: 'RELEASE', reason });
const motion = (reduced: boolean): HeroEvent => ({ type: 'MOTION_PREFERENCE_CHANGED', reduced });
const [reduced, allowed] = [motion(true), motion(false)];
const [stop, start, focus] = [{ type: 'STOP' }, { type: 'START' }, { type: 'FOCUS_ENTERED' }] as const;
const [counting, held] = [{ rotating: 'counting' }, { rotating: 'held' }];
const [byVisitor, byPreference] = [{ stopped: 'byVisitor' }, { stopped: 'byPreference' }];

/** Expects `from` still selected a millisecond before `milliseconds` have passed, `to` after. */
function expectNextAdvanceIn(milliseconds: number, from: Band, to: Band) {
  vi.advanceTimersByTime(milliseconds - 1);
  expect(band()).toBe(from);
  vi.advanceTimersByTime(1);
  expect(band()).toBe(to);
}

/** Expects `expected` still selected after ten intervals. */
function expectNoAdvance(expected: Band) {
  vi.advanceTimersByTime(10 * rotationInterval);
  expect(band()).toBe(expected);
}

beforeEach(() => {
  vi.useFakeTimers();
  hero = createActor(heroMachine).start();
});

afterEach(() => {
  hero.stop();
});

it('starts with no hold, Start not pressed and motion allowed: the context the server renders', () => {
  expect(hero.getSnapshot().context).toEqual({
    visitorPressedStart: false,
    holds: { pointer: false, pageHidden: false, offScreen: false },
    prefersReducedMotion: false,
  });
});

it('starts at band one, counting down, and advances one → two → three → one every rotationInterval', () => {
  expect(value()).toEqual({ band: 'one', playback: counting });
  expectNextAdvanceIn(rotationInterval, 'one', 'two');
  expectNextAdvanceIn(rotationInterval, 'two', 'three');
  expectNextAdvanceIn(rotationInterval, 'three', 'one');
});

describe('CLICK', () => {
  it.each(['one', 'two', 'three'] as const)('selects band %s from every band', (clicked) => {
    for (const from of ['one', 'two', 'three'] as const) {
      send(click(from), click(clicked));
      expect(band()).toBe(clicked);
    }
  });

  it.each([
    ['another band', 'two', 'three'],
    ['the band already selected', 'one', 'two'],
  ] as const)(
    'on %s part-way restarts the countdown: the next advance is a whole interval on',
    (_, clicked, next) => {
      vi.advanceTimersByTime(2500);
      send(click(clicked));
      expectNextAdvanceIn(rotationInterval, clicked, next);
    },
  );
});

it('STOP keeps the band and stops advancing; START resumes with a full interval', () => {
  vi.advanceTimersByTime(2000);
  send(stop);
  expect(value()).toEqual({ band: 'one', playback: byVisitor });
  expectNoAdvance('one');
  send(start);
  expectNextAdvanceIn(rotationInterval, 'one', 'two');
});

it.each(['pointer', 'pageHidden', 'offScreen'] as const)(
  '%s holds the countdown; on release a fresh interval starts',
  (reason) => {
    vi.advanceTimersByTime(2000);
    send(hold(reason));
    expect(value()).toEqual({ band: 'one', playback: held });
    expectNoAdvance('one');
    send(release(reason));
    expect(value()).toEqual({ band: 'one', playback: counting });
    expectNextAdvanceIn(rotationInterval, 'one', 'two');
  },
);

it('starts stopped when reduced motion is preferred, and Start still starts it', () => {
  send(reduced);
  expect(value()).toEqual({ band: 'one', playback: byPreference });
  expectNoAdvance('one');
  send(start);
  expectNextAdvanceIn(rotationInterval, 'one', 'two');
});

// Each row: what happens, the events, the playback that follows, and the band if not band one.
it.each<[string, HeroEvent[], object, Band?]>([
  ['keyboard focus entering the hero stops rotation', [focus], byVisitor],
  ['a click selects without resuming a stopped rotation', [stop, click('three')], byVisitor, 'three'],
  [
    'after Start, focus no longer stops rotation nor hover holds it',
    [focus, start, focus, hold('pointer')],
    counting,
  ],
  ['Stop still stops after Start', [stop, start, stop], byVisitor],
  ['held while any hold remains', [hold('pointer'), hold('pageHidden'), release('pointer')], held],
  [
    'counting again once every hold is released',
    [hold('pointer'), hold('pageHidden'), release('pointer'), release('pageHidden')],
    counting,
  ],
  ['a click while held selects and stays held', [hold('pointer'), click('three')], held, 'three'],
  ['holds remembered while stopped apply when rotation starts again', [stop, hold('offScreen'), start], held],
  [
    'releasing a hold does not resume a stopped rotation',
    [hold('pageHidden'), stop, release('pageHidden')],
    byVisitor,
  ],
  ['motion allowed keeps rotating', [allowed], counting],
  ['the setting becoming allowed again resumes what it stopped', [reduced, allowed], counting],
  ['a repeated report of the same setting changes nothing', [reduced, start, reduced], counting],
  ['a repeated report of reduced motion keeps the stop it caused', [reduced, reduced], byPreference],
  [
    'the setting reduced, allowed and reduced again stops rotation again',
    [reduced, allowed, reduced],
    byPreference,
  ],
  [
    'after Start, the setting allowed and then reduced again stops rotation again',
    [reduced, start, allowed, reduced],
    byPreference,
  ],
  [
    "motion becoming allowed does not undo the visitor's own stop",
    [reduced, start, stop, allowed],
    byVisitor,
  ],
])('%s', (_, events, playback, expectedBand = 'one') => {
  send(...events);
  expect(value()).toEqual({ band: expectedBand, playback });
});
