/**
 * Wires the hero machine to the browser: page visibility, scrolling out of view, the
 * reduced-motion setting, keyboard focus and hover become machine events; the snapshot becomes
 * what the wave bands render. `useMachine` starts no timer during the server render.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type RefObject } from 'react';
import {
  countdown,
  heroMachine,
  isRotating,
  selectedBand,
  type Band,
  type Countdown,
} from '../../machines/heroMachine';
import { developmentInspector } from './devInspector';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** What the wave bands need from the machine, and the handlers that feed it. */
export interface HeroRotation {
  /** The band shown enlarged, with its caption. */
  readonly selectedBand: Band;
  /** Whether the bands advance by themselves (the countdown may be held for a moment). */
  readonly isRotating: boolean;
  /** Where the countdown stands; shown as `data-countdown` so tests can see a hold at once. */
  readonly countdown: Countdown;
  /** Whether the visitor asks for reduced motion: every change is then instant. */
  readonly prefersReducedMotion: boolean;
  /** Selects a band and restarts the countdown; for clicks, taps and keys alike. */
  readonly select: (band: Band) => void;
  /** What the Stop/Start button does. */
  readonly toggleRotation: () => void;
  /** Spread on the hero's outermost element: focus stops rotation, scrolling away holds it. */
  readonly regionProps: {
    /** The element watched for leaving the viewport. */
    readonly ref: RefObject<HTMLElement | null>;
    /** Stops rotation when keyboard focus arrives. */
    readonly onFocus: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Spread on the graphic: hovering holds the countdown. */
  readonly graphicProps: {
    /** Starts the hover hold (mouse and pen; a touch has no hover). */
    readonly onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    /** Ends the hover hold; a fresh interval starts. */
    readonly onPointerLeave: () => void;
  };
}

/** Keyboard focus only: a click that focuses a radio is a selection, not a request to stop. */
function isKeyboardFocus(element: Element): boolean {
  return element.matches(':focus-visible');
}

/** Runs the hero machine in this component and connects it to the page. */
export function useHeroRotation(): HeroRotation {
  const [inspect] = useState(developmentInspector);
  const [snapshot, send] = useMachine(heroMachine, { inspect });
  const prefersReducedMotion = usePrefersReducedMotion();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: prefersReducedMotion });
  }, [prefersReducedMotion, send]);

  useEffect(() => {
    const reportVisibility = () => send({ type: document.hidden ? 'HOLD' : 'RELEASE', reason: 'pageHidden' });
    reportVisibility();
    document.addEventListener('visibilitychange', reportVisibility);
    return () => document.removeEventListener('visibilitychange', reportVisibility);
  }, [send]);

  useEffect(() => {
    const region = regionRef.current;
    if (!region || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) send({ type: entry.isIntersecting ? 'RELEASE' : 'HOLD', reason: 'offScreen' });
    });
    observer.observe(region);
    return () => observer.disconnect();
  }, [send]);

  const rotating = isRotating(snapshot);
  return {
    selectedBand: selectedBand(snapshot),
    isRotating: rotating,
    countdown: countdown(snapshot),
    prefersReducedMotion,
    select: (band) => send({ type: 'CLICK', band }),
    toggleRotation: () => send({ type: rotating ? 'STOP' : 'START' }),
    regionProps: {
      ref: regionRef,
      onFocus: (event) => {
        if (isKeyboardFocus(event.target)) send({ type: 'FOCUS_ENTERED' });
      },
    },
    graphicProps: {
      onPointerEnter: (event) => {
        if (event.pointerType !== 'touch') send({ type: 'HOLD', reason: 'pointer' });
      },
      onPointerLeave: () => send({ type: 'RELEASE', reason: 'pointer' }),
    },
  };
}
