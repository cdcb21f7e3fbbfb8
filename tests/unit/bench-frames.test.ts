/**
 * How the bench splits a long animation frame's time (bench/frames.ts): the parts its report gives
 * for page changes must add up to the frame, and put each script where it ran; and an Event Timing
 * entry's duration, into the parts its report gives for every interaction.
 */
import { describe, expect, it } from 'vitest';
import { eventParts, partsOf } from '../../bench/frames';
import type { LongFrame } from '../../bench/recorder';

const script = (invoker: string, start: number, duration: number, forced = 0) => ({
  invoker,
  start,
  duration,
  forced,
});

describe('partsOf', () => {
  // An 80 ms frame: a timer's script forcing 10 ms of style, an event listener, then a frame
  // callback once rendering has begun at 150.
  const frame: LongFrame = {
    start: 100,
    end: 180,
    renderStart: 150,
    scripts: [
      script('TimerHandler:setTimeout (hydrate.js)', 105, 30, 10),
      script('DOMWindow.onpopstate (client.js)', 140, 8),
      script('FrameRequestCallback (client.js)', 152, 6),
    ],
  };

  it('counts scripts before rendering, less the style and layout they forced, as scripts', () => {
    expect(partsOf(frame)).toMatchObject({ scripts: 28, forced: 10 });
  });

  it('counts everything from the start of rendering, frame callbacks included, as rendering', () => {
    expect(partsOf(frame).rendering).toBe(30);
  });

  it('leaves the rest as other, so the parts add up to the duration', () => {
    const { duration, scripts, forced, rendering, other } = partsOf(frame);
    expect(duration).toBe(80);
    expect(other).toBe(12);
    expect(scripts + forced + rendering + other).toBe(duration);
  });

  it('names the invoker of the longest script, wherever it ran', () => {
    expect(partsOf(frame).longest).toBe('TimerHandler:setTimeout (hydrate.js)');
    const late = {
      ...frame,
      end: 200,
      scripts: [...frame.scripts, script('FrameRequestCallback (client.js)', 151, 40)],
    };
    expect(partsOf(late).longest).toBe('FrameRequestCallback (client.js)');
  });

  it('counts no rendering in a frame that drew nothing, and no longest script when none is reported', () => {
    const idle = partsOf({ start: 0, end: 60, renderStart: null, scripts: [] });
    expect(idle).toEqual({ duration: 60, scripts: 0, forced: 0, rendering: 0, other: 60, longest: null });
  });

  it('counts a script that the clock has running on into the rendering only up to it', () => {
    const overlapping = { ...frame, scripts: [script('TimerHandler:setTimeout (hydrate.js)', 130, 25, 5)] };
    expect(partsOf(overlapping)).toMatchObject({ scripts: 15, forced: 5, rendering: 30, other: 30 });
  });

  it('counts no more forced style and layout than the part of its script it keeps, so no part is negative', () => {
    const cut = { ...frame, scripts: [script('TimerHandler:setTimeout (hydrate.js)', 148, 30, 25)] };
    const parts = partsOf(cut);
    expect(parts).toMatchObject({ scripts: 0, forced: 2, rendering: 30 });
    expect(Object.values(parts).filter((value) => typeof value === 'number' && value < 0)).toEqual([]);
  });
});

describe('eventParts', () => {
  // A tap at 1000 whose handlers waited 60 ms, ran 12, and whose frame came 24 ms after them.
  const entry = {
    name: 'pointerdown',
    interactionId: 7,
    startTime: 1000,
    processingStart: 1060,
    processingEnd: 1072,
    duration: 96,
  };

  it('splits a duration into input delay, processing and presentation, which add up to it, and names the event', () => {
    const parts = eventParts(entry);
    expect(parts).toEqual({
      name: 'pointerdown',
      duration: 96,
      inputDelay: 60,
      processing: 12,
      presentation: 24,
    });
    expect(parts.inputDelay + parts.processing + parts.presentation).toBe(parts.duration);
  });

  it('counts no presentation when the duration, rounded to the nearest 8 ms, ends before the handlers did', () => {
    // Handlers ending at 75 ms, the frame a moment later: 75 or 76 ms, rounded to 72.
    const rounded = { ...entry, processingEnd: 1075, duration: 72 };
    expect(eventParts(rounded)).toMatchObject({ inputDelay: 60, processing: 15, presentation: 0 });
  });
});
