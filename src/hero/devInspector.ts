/**
 * Development only: with `?inspect` in the URL, the hero machine shows up in the Stately
 * inspector. In a production build `import.meta.env.DEV` is `false`, so everything after the
 * first guard, including the dynamic import, is dead code and left out of the bundle.
 */
import type { InspectionEvent } from 'xstate';

/** Receives the machine's inspection events, as XState's `inspect` option expects. */
export type InspectionListener = (event: InspectionEvent) => void;

let listener: InspectionListener | undefined;

/** The inspector's listener when asked for in development, otherwise `undefined`. */
export function developmentInspector(): InspectionListener | undefined {
  if (!import.meta.env.DEV || typeof window === 'undefined') return undefined;
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  // One inspector per page: React may create the actor twice in development (StrictMode).
  listener ??= connectInspector();
  return listener;
}

function connectInspector(): InspectionListener {
  // The inspector loads asynchronously; events from the actor's first moments wait for it.
  const waiting: InspectionEvent[] = [];
  let forward: InspectionListener | undefined;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const { inspect } = createBrowserInspector();
    forward = (event) => inspect.next?.(event);
    waiting.splice(0).forEach(forward);
  });
  return (event) => {
    if (forward) forward(event);
    else waiting.push(event);
  };
}
