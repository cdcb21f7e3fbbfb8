/**
 * Wires the hero machine to the browser: what the visitor did before the app arrived, page
 * visibility, scrolling out of view (or its page kept hidden beside the one that shows), the
 * reduced-motion setting, keyboard focus and hover become machine events; the band and whether it
 * rotates, selected from the snapshot, are what the wave bands render. `useActorRef` starts the
 * machine, and its timers, only in the browser.
 */
import { useActorRef, useSelector } from '@xstate/react';
import {
  useEffect,
  useMemo,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import { heroMachine, isRotating, selectedBand, type Band } from '../../machines/heroMachine';
import { usePageShown } from '../navigation/pageShown';
import { checkedBandIn } from './checkedBand';
import { developmentInspector } from './devInspector';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** What the bands themselves need: a band change renders nothing (WaveBands.tsx's BandPicker). */
export interface BandPicking {
  /** The machine, whose selected band the radios and the drawing follow. */
  readonly machine: ActorRefFrom<typeof heroMachine>;
  /** Selects a band and restarts the countdown; for clicks, taps and keys alike. */
  readonly select: (band: Band) => void;
}

/** What the wave bands need from the machine, and the handlers that feed it. */
export interface HeroRotation {
  /** The bands' own part, the same object from render to render. */
  readonly picking: BandPicking;
  /** Whether the bands advance by themselves (the countdown may be held for a moment). */
  readonly isRotating: boolean;
  /** Whether the visitor asks for reduced motion: every change is then instant. */
  readonly prefersReducedMotion: boolean;
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
    /** The element whose hover holds the countdown. */
    readonly ref: RefObject<HTMLDivElement | null>;
    /** Starts the hover hold (mouse and pen; a touch has no hover). */
    readonly onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    /** Ends the hover hold; a fresh interval starts (a touch, which began none, sends nothing). */
    readonly onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  };
}

/** Keyboard focus only: a click that focuses a radio is a selection, not a request to stop. */
function isKeyboardFocus(element: Element): boolean {
  return element.matches(':focus-visible');
}

/** Whether the main pointer can hover: after a tap, a touch screen keeps `:hover` where it was. */
function pointerCanHover(): boolean {
  return window.matchMedia('(hover: hover)').matches;
}

/** Runs the hero machine in this component and connects it to the page. */
export function useHeroRotation(): HeroRotation {
  const [inspect] = useState(developmentInspector);
  const actorRef = useActorRef(heroMachine, { inspect });
  const send = actorRef.send;
  // Only what the hero shows renders it again: a hold beginning or ending changes nothing, and a
  // band change reaches the radios and the drawing without a render (BandPicker).
  const picking = useMemo<BandPicking>(
    () => ({ machine: actorRef, select: (band) => send({ type: 'CLICK', band }) }),
    [actorRef, send],
  );
  const rotating = useSelector(actorRef, isRotating);
  const prefersReducedMotion = usePrefersReducedMotion();
  const regionRef = useRef<HTMLElement>(null);
  const graphicRef = useRef<HTMLDivElement>(null);

  // The prerendered page works before the app arrives: the visitor may already have picked a
  // band, tabbed in or put the pointer over the graphic. React takes over at this commit, so the
  // page is read here, before it handles any input, and reported as the events those actions
  // would have sent. The machine has not started yet: these wait for it, and anything the visitor
  // does from now on queues behind them, in the order it happened.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const picked = checkedBandIn(region);
    if (picked && picked !== selectedBand(actorRef.getSnapshot())) send({ type: 'CLICK', band: picked });
    const focused = document.activeElement;
    if (focused && region.contains(focused) && isKeyboardFocus(focused)) send({ type: 'FOCUS_ENTERED' });
    if (graphicRef.current?.matches(':hover') && pointerCanHover()) send({ type: 'HOLD', reason: 'pointer' });
  }, [actorRef, send]);

  useEffect(() => {
    send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: prefersReducedMotion });
  }, [prefersReducedMotion, send]);

  useEffect(() => {
    const reportVisibility = () => send({ type: document.hidden ? 'HOLD' : 'RELEASE', reason: 'pageHidden' });
    reportVisibility();
    document.addEventListener('visibilitychange', reportVisibility);
    return () => document.removeEventListener('visibilitychange', reportVisibility);
  }, [send]);

  // Off screen: scrolled out of view, or on a page kept hidden beside the one that shows.
  const pageShown = usePageShown();
  useEffect(() => {
    const region = regionRef.current;
    const hold = (held: boolean) => send({ type: held ? 'HOLD' : 'RELEASE', reason: 'offScreen' });
    if (!pageShown || !region || typeof IntersectionObserver === 'undefined') {
      hold(!pageShown);
      return;
    }
    // Entries come oldest first, each told as if it came alone: out of view and back in one batch
    // holds and releases, as two callbacks would.
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) hold(!entry.isIntersecting);
    });
    observer.observe(region);
    return () => observer.disconnect();
  }, [send, pageShown]);

  return {
    picking,
    isRotating: rotating,
    prefersReducedMotion,
    toggleRotation: () => send({ type: rotating ? 'STOP' : 'START' }),
    regionProps: {
      ref: regionRef,
      onFocus: (event) => {
        if (isKeyboardFocus(event.target)) send({ type: 'FOCUS_ENTERED' });
      },
    },
    graphicProps: {
      ref: graphicRef,
      onPointerEnter: (event) => {
        if (event.pointerType !== 'touch') send({ type: 'HOLD', reason: 'pointer' });
      },
      onPointerLeave: (event) => {
        if (event.pointerType !== 'touch') send({ type: 'RELEASE', reason: 'pointer' });
      },
    },
  };
}
