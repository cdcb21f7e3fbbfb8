/**
 * The hero's rules, each tested here once, on Vitest's fake clock. The component tests
 * (src/hero/*.test.tsx) test only which browser facts become these events; the end-to-end tests
 * only what needs a browser. Rules: docs/design.md, "The hero".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  heroMachine,
  isRotating,
  rotationInterval,
  selectedBand,
  type Band,
  type HeroEvent,
} from './heroMachine';

let hero: ReturnType<typeof createActor<typeof heroMachine>>;

const send = (...events: HeroEvent[]) => events.forEach((event) => hero.send(event));
const band = () => selectedBand(hero.getSnapshot());
const rotating = () => isRotating(hero.getSnapshot());
const value = () => hero.getSnapshot().value;

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
  vi.useRealTimers();
});

it('starts at band one, counting down, and advances one → two → three → one every rotationInterval', () => {
  expect(value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
  expectNextAdvanceIn(rotationInterval, 'one', 'two');
  expectNextAdvanceIn(rotationInterval, 'two', 'three');
  expectNextAdvanceIn(rotationInterval, 'three', 'one');
});

describe('CLICK', () => {
  it.each(['one', 'two', 'three'] as const)('selects band %s from every band', (clicked) => {
    for (const from of ['one', 'two', 'three'] as const) {
      send({ type: 'CLICK', band: from }, { type: 'CLICK', band: clicked });
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
      send({ type: 'CLICK', band: clicked });
      expectNextAdvanceIn(rotationInterval, clicked, next);
    },
  );

  it('selects without resuming when rotation is stopped', () => {
    send({ type: 'STOP' }, { type: 'CLICK', band: 'three' });
    expect(rotating()).toBe(false);
    expectNoAdvance('three');
  });
});

describe('stop and start', () => {
  it('STOP keeps the band and stops advancing; START resumes with a full interval; STOP again stops', () => {
    vi.advanceTimersByTime(2000);
    send({ type: 'STOP' });
    expect(value()).toEqual({ band: 'one', playback: { stopped: 'byVisitor' } });
    expectNoAdvance('one');
    send({ type: 'START' });
    expectNextAdvanceIn(rotationInterval, 'one', 'two');
    send({ type: 'STOP' });
    expect(rotating()).toBe(false);
  });

  it('keyboard focus entering the hero stops rotation, and it stays stopped', () => {
    send({ type: 'FOCUS_ENTERED' });
    expect(value()).toEqual({ band: 'one', playback: { stopped: 'byVisitor' } });
    expectNoAdvance('one');
  });

  it('after the visitor pressed Start, focus no longer stops rotation nor hover holds it', () => {
    send({ type: 'FOCUS_ENTERED' }, { type: 'START' }, { type: 'FOCUS_ENTERED' });
    expect(value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
    send({ type: 'HOLD', reason: 'pointer' });
    expect(value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
    expectNextAdvanceIn(rotationInterval, 'one', 'two');
  });
});

describe('holds', () => {
  it.each(['pointer', 'pageHidden', 'offScreen'] as const)(
    '%s holds the countdown; on release a fresh interval starts',
    (reason) => {
      vi.advanceTimersByTime(2000);
      send({ type: 'HOLD', reason });
      expect(value()).toEqual({ band: 'one', playback: { rotating: 'held' } });
      expectNoAdvance('one');
      send({ type: 'RELEASE', reason });
      expect(value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
      expectNextAdvanceIn(rotationInterval, 'one', 'two');
    },
  );

  it('stays held until every hold is released', () => {
    send({ type: 'HOLD', reason: 'pointer' }, { type: 'HOLD', reason: 'pageHidden' });
    send({ type: 'RELEASE', reason: 'pointer' });
    expect(value()).toEqual({ band: 'one', playback: { rotating: 'held' } });
    send({ type: 'RELEASE', reason: 'pageHidden' });
    expect(value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
  });

  it('a click while held selects and stays held until release', () => {
    send({ type: 'HOLD', reason: 'pointer' }, { type: 'CLICK', band: 'three' });
    expect(value()).toEqual({ band: 'three', playback: { rotating: 'held' } });
    expectNoAdvance('three');
  });

  it('holds remembered while stopped apply when rotation starts again', () => {
    send({ type: 'STOP' }, { type: 'HOLD', reason: 'offScreen' }, { type: 'START' });
    expect(value()).toEqual({ band: 'one', playback: { rotating: 'held' } });
  });

  it('releasing a hold does not resume a stopped rotation', () => {
    send({ type: 'HOLD', reason: 'pageHidden' }, { type: 'STOP' }, { type: 'RELEASE', reason: 'pageHidden' });
    expect(rotating()).toBe(false);
  });
});

describe('reduced motion', () => {
  it('starts stopped when reduced motion is preferred, and Start still starts it', () => {
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true });
    expect(value()).toEqual({ band: 'one', playback: { stopped: 'byPreference' } });
    expectNoAdvance('one');
    send({ type: 'START' });
    expectNextAdvanceIn(rotationInterval, 'one', 'two');
  });

  it('honours the setting changing while the page is open', () => {
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: false });
    expect(rotating()).toBe(true);
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true });
    expect(rotating()).toBe(false);
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: false });
    expect(value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
  });

  it('a repeated report of the same setting changes nothing', () => {
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true }, { type: 'START' });
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true });
    expect(rotating()).toBe(true);
  });

  it("does not undo the visitor's own stop when motion becomes allowed", () => {
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true }, { type: 'START' }, { type: 'STOP' });
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: false });
    expect(value()).toEqual({ band: 'one', playback: { stopped: 'byVisitor' } });
  });
});
