/**
 * Where a long animation frame's time went, from the browser's own attribution (./recorder.ts),
 * so the report can say what makes a page change's frames long; and where an interaction's
 * Event Timing duration went.
 */
import type { EventEntry, LongFrame } from './recorder';

/** A long frame's milliseconds, in four parts that add up to its duration. */
export interface FrameParts {
  readonly duration: number;
  /** Scripts of 5 ms or more before the frame began to render, less the style and layout they forced. */
  readonly scripts: number;
  /** The style and layout those scripts forced (reading a computed style, focusing, measuring). */
  readonly forced: number;
  /** The frame's rendering: animation frame callbacks, style, layout, paint. */
  readonly rendering: number;
  /** The rest: input handling, shorter scripts, the browser's own work, time between tasks. */
  readonly other: number;
  /** The script that took longest, as the browser names its invoker; null if none took 5 ms. */
  readonly longest: string | null;
}

export function partsOf({ start, end, renderStart, scripts }: LongFrame): FrameParts {
  const rendersFrom = renderStart ?? end;
  const before = scripts.filter((script) => script.start < rendersFrom);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  // A script that runs on into the rendering (it cannot, but the clock's rounding can say so) counts up to it.
  const ran = before.map((script) => Math.min(script.duration, rendersFrom - script.start));
  // Its forced style and layout within that part too, so no part is ever negative.
  const forced = sum(before.map((script, index) => Math.min(script.forced, ran[index] ?? 0)));
  const [duration, rendering] = [end - start, end - rendersFrom];
  const longest = [...scripts].sort((a, b) => b.duration - a.duration)[0]?.invoker ?? null;
  const scriptTime = sum(ran) - forced;
  return {
    duration,
    scripts: scriptTime,
    forced,
    rendering,
    other: duration - scriptTime - forced - rendering,
    longest,
  };
}

/**
 * An Event Timing entry's duration in three parts, which add up to it but where the rounding of the
 * duration (to the nearest 8 ms) would make the last negative; and which event it was.
 */
export interface EventParts {
  /** The event: for a tap, its pointerdown, pointerup or click, whichever lasted longest. */
  readonly name: string;
  readonly duration: number;
  /** From the input to its handlers starting: other work on the main thread, or the browser's own handling of the input. */
  readonly inputDelay: number;
  /** The event's handlers. */
  readonly processing: number;
  /** From the handlers' end to the next frame on screen: rendering, and what ran before it. */
  readonly presentation: number;
}

/**
 * The parts of `entry`'s duration. The browser rounds the duration to the nearest 8 ms, so the
 * presentation is what is left of it, never below 0.
 */
export function eventParts({
  name,
  startTime,
  processingStart,
  processingEnd,
  duration,
}: EventEntry): EventParts {
  const inputDelay = processingStart - startTime;
  const processing = processingEnd - processingStart;
  return {
    name,
    duration,
    inputDelay,
    processing,
    presentation: Math.max(0, duration - inputDelay - processing),
  };
}
