import type { AnyRouter } from '@tanstack/react-router';
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Runs `run` once the browser has painted its next frame: in a task of its own after that frame
 * (or after 100 ms, in a tab that draws none). Returns what cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const frame = requestAnimationFrame(() => setTimeout(once, 0));
  const fallback = setTimeout(once, 100);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}

/** A router that shows its pages a frame late, and the `onRendered` events it holds meanwhile. */
interface ShowsLate {
  /** Holds `onRendered` events from now until `release`. */
  readonly hold: () => void;
  /** Tells the listeners of every event held, in order, and stops holding. */
  readonly release: () => void;
}

const showsLate = new WeakMap<AnyRouter, ShowsLate>();

/**
 * Makes `router`'s page changes take two frames: the router's work, and React's render of
 * everything but the page itself (the head, the links' state, the page built if it was not
 * yet), in the first; the new page shown in its place in the next. The page shown, its style
 * worked out, the focus on its heading, the window's scroll and its motion in one frame was
 * a long animation frame (over 50 ms) on a slow phone; each half fits in a frame of its own.
 *
 * Until the new page shows, the router's `onRendered` event is held: what its listeners do
 * (the router's own scroll to the top, ours to where the visitor was, the focus, the motion)
 * belongs to the page that shows, so they hear of the change as it shows.
 */
export function showPagesAfterPaint(router: AnyRouter): void {
  const emit = router.emit;
  const held: Parameters<AnyRouter['emit']>[0][] = [];
  let holding = false;
  showsLate.set(router, {
    hold: () => (holding = true),
    release: () => {
      holding = false;
      held.splice(0).forEach(emit);
    },
  });
  router.emit = (event) => (holding && event.type === 'onRendered' ? void held.push(event) : emit(event));
}

/**
 * The page that shows while the router is on `current`: `current` itself, but for a router set
 * up by `showPagesAfterPaint`, the page before it (`undefined` for anything but a page) until
 * after the frame in which the router rendered the change. A change from or to something other
 * than a page (the not-found page) shows at once.
 */
export function useShownPage(router: AnyRouter, current: string | undefined): string | undefined {
  const late = showsLate.get(router);
  const [shown, setShown] = useState(current);
  const waits = late !== undefined && current !== undefined && shown !== undefined && shown !== current;
  if (!waits && shown !== current) setShown(current);
  useLayoutEffect(() => {
    if (!late) return;
    if (!waits) {
      late.release();
      return;
    }
    late.hold();
    return afterNextPaint(() => flushSync(() => setShown(current)));
  }, [late, waits, current]);
  // Pages gone (the layout failed): nothing is held for a page that will never show.
  useLayoutEffect(() => () => late?.release(), [late]);
  return waits ? shown : current;
}
