import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { heroMachine, isRotating, rotationInterval, selectedBand, type HeroEvent } from './heroMachine';

/** A started hero actor on the fake clock, with shorthands for what the tests read. */
function startHero() {
  const actor = createActor(heroMachine).start();
  return {
    send: (event: HeroEvent) => actor.send(event),
    band: () => selectedBand(actor.getSnapshot()),
    rotating: () => isRotating(actor.getSnapshot()),
    value: () => actor.getSnapshot().value,
    actor,
  };
}

let hero: ReturnType<typeof startHero>;

beforeEach(() => {
  vi.useFakeTimers();
  hero = startHero();
});

afterEach(() => {
  hero.actor.stop();
  vi.useRealTimers();
});

describe('automatic rotation', () => {
  it('starts at band one, rotating', () => {
    expect(hero.value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
  });

  it('advances one → two → three → one, every rotationInterval milliseconds', () => {
    const seen = [hero.band()];
    for (let step = 0; step < 3; step += 1) {
      vi.advanceTimersByTime(rotationInterval - 1);
      expect(hero.band()).toBe(seen.at(-1));
      vi.advanceTimersByTime(1);
      seen.push(hero.band());
    }
    expect(seen).toEqual(['one', 'two', 'three', 'one']);
  });
});

describe('CLICK', () => {
  it.each(['one', 'two', 'three'] as const)('selects band %s from every band', (band) => {
    for (const from of ['one', 'two', 'three'] as const) {
      hero.send({ type: 'CLICK', band: from });
      hero.send({ type: 'CLICK', band });
      expect(hero.band()).toBe(band);
    }
  });

  it('restarts the countdown: a click part-way moves the next advance a whole interval on', () => {
    vi.advanceTimersByTime(2500);
    hero.send({ type: 'CLICK', band: 'two' });
    vi.advanceTimersByTime(rotationInterval - 1);
    expect(hero.band()).toBe('two');
    vi.advanceTimersByTime(1);
    expect(hero.band()).toBe('three');
  });

  it('re-enters the band already selected, restarting the countdown', () => {
    vi.advanceTimersByTime(2500);
    hero.send({ type: 'CLICK', band: 'one' });
    vi.advanceTimersByTime(rotationInterval - 1);
    expect(hero.band()).toBe('one');
    vi.advanceTimersByTime(1);
    expect(hero.band()).toBe('two');
  });

  it('selects without resuming when rotation is stopped', () => {
    hero.send({ type: 'STOP' });
    hero.send({ type: 'CLICK', band: 'three' });
    expect(hero.band()).toBe('three');
    expect(hero.rotating()).toBe(false);
    vi.advanceTimersByTime(10 * rotationInterval);
    expect(hero.band()).toBe('three');
  });
});

describe('stop and start', () => {
  it('STOP keeps the band and stops advancing; START resumes with a full interval', () => {
    vi.advanceTimersByTime(2000);
    hero.send({ type: 'STOP' });
    expect(hero.value()).toEqual({ band: 'one', playback: { stopped: 'byVisitor' } });
    vi.advanceTimersByTime(10 * rotationInterval);
    expect(hero.band()).toBe('one');
    hero.send({ type: 'START' });
    expect(hero.rotating()).toBe(true);
    vi.advanceTimersByTime(rotationInterval - 1);
    expect(hero.band()).toBe('one');
    vi.advanceTimersByTime(1);
    expect(hero.band()).toBe('two');
  });

  it('keyboard focus entering the hero stops rotation, and it stays stopped', () => {
    hero.send({ type: 'FOCUS_ENTERED' });
    expect(hero.value()).toEqual({ band: 'one', playback: { stopped: 'byVisitor' } });
    vi.advanceTimersByTime(10 * rotationInterval);
    expect(hero.band()).toBe('one');
  });

  it('after the visitor pressed Start, focus no longer stops rotation', () => {
    hero.send({ type: 'FOCUS_ENTERED' });
    hero.send({ type: 'START' });
    hero.send({ type: 'FOCUS_ENTERED' });
    expect(hero.rotating()).toBe(true);
    vi.advanceTimersByTime(rotationInterval);
    expect(hero.band()).toBe('two');
  });

  it('after the visitor pressed Start, hover no longer holds the countdown', () => {
    hero.send({ type: 'STOP' });
    hero.send({ type: 'START' });
    hero.send({ type: 'HOLD', reason: 'pointer' });
    expect(hero.value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
    vi.advanceTimersByTime(rotationInterval);
    expect(hero.band()).toBe('two');
  });

  it('the Stop button still stops rotation after Start was pressed', () => {
    hero.send({ type: 'STOP' });
    hero.send({ type: 'START' });
    hero.send({ type: 'STOP' });
    expect(hero.rotating()).toBe(false);
  });
});

describe('holds', () => {
  it.each(['pointer', 'pageHidden', 'offScreen'] as const)(
    '%s holds the countdown; on release a fresh interval starts',
    (reason) => {
      vi.advanceTimersByTime(2000);
      hero.send({ type: 'HOLD', reason });
      expect(hero.value()).toEqual({ band: 'one', playback: { rotating: 'held' } });
      vi.advanceTimersByTime(10 * rotationInterval);
      expect(hero.band()).toBe('one');
      hero.send({ type: 'RELEASE', reason });
      expect(hero.value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
      vi.advanceTimersByTime(rotationInterval - 1);
      expect(hero.band()).toBe('one');
      vi.advanceTimersByTime(1);
      expect(hero.band()).toBe('two');
    },
  );

  it('stays held until every hold is released', () => {
    hero.send({ type: 'HOLD', reason: 'pointer' });
    hero.send({ type: 'HOLD', reason: 'pageHidden' });
    hero.send({ type: 'RELEASE', reason: 'pointer' });
    expect(hero.value()).toEqual({ band: 'one', playback: { rotating: 'held' } });
    hero.send({ type: 'RELEASE', reason: 'pageHidden' });
    expect(hero.value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
  });

  it('a click while held selects and stays held until release', () => {
    hero.send({ type: 'HOLD', reason: 'pointer' });
    hero.send({ type: 'CLICK', band: 'three' });
    expect(hero.value()).toEqual({ band: 'three', playback: { rotating: 'held' } });
    vi.advanceTimersByTime(10 * rotationInterval);
    expect(hero.band()).toBe('three');
  });

  it('holds remembered while stopped apply when rotation starts again', () => {
    hero.send({ type: 'STOP' });
    hero.send({ type: 'HOLD', reason: 'offScreen' });
    hero.send({ type: 'START' });
    expect(hero.value()).toEqual({ band: 'one', playback: { rotating: 'held' } });
  });

  it('releasing a hold does not resume a stopped rotation', () => {
    hero.send({ type: 'HOLD', reason: 'pageHidden' });
    hero.send({ type: 'STOP' });
    hero.send({ type: 'RELEASE', reason: 'pageHidden' });
    expect(hero.rotating()).toBe(false);
  });
});

describe('reduced motion', () => {
  it('starts stopped when reduced motion is preferred, and Start still starts it', () => {
    hero.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true });
    expect(hero.value()).toEqual({ band: 'one', playback: { stopped: 'byPreference' } });
    vi.advanceTimersByTime(10 * rotationInterval);
    expect(hero.band()).toBe('one');
    hero.send({ type: 'START' });
    vi.advanceTimersByTime(rotationInterval);
    expect(hero.band()).toBe('two');
  });

  it('keeps rotating when motion is allowed', () => {
    hero.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: false });
    expect(hero.rotating()).toBe(true);
  });

  it('honours the setting changing while the page is open', () => {
    hero.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: false });
    hero.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true });
    expect(hero.rotating()).toBe(false);
    hero.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: false });
    expect(hero.value()).toEqual({ band: 'one', playback: { rotating: 'counting' } });
  });

  it('a repeated report of the same setting changes nothing', () => {
    hero.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true });
    hero.send({ type: 'START' });
    hero.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true });
    expect(hero.rotating()).toBe(true);
  });

  it("does not undo the visitor's own stop when motion becomes allowed", () => {
    hero.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: true });
    hero.send({ type: 'START' });
    hero.send({ type: 'STOP' });
    hero.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: false });
    expect(hero.value()).toEqual({ band: 'one', playback: { stopped: 'byVisitor' } });
  });
});
