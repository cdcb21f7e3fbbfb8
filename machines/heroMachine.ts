/**
 * The hero's wave bands: which band is selected and whether the selection rotates by itself.
 * Pure XState: no DOM, no React. The hook in src/hero/ turns browser facts into these events.
 * Behaviour: docs/design.md, "The hero".
 */
import { assertEvent, assign, not, raise, setup, type SnapshotFrom } from 'xstate';

/** Milliseconds between automatic advances. */
export const rotationInterval = 3000;

/** The three bands, from the surface down to the full picture. */
export const bands = ['one', 'two', 'three'] as const;

/** One of the three bands, named like the machine's states. */
export type Band = (typeof bands)[number];

/** Something in the visitor's world that pauses the countdown without stopping rotation. */
export type HoldReason = 'pointer' | 'pageHidden' | 'offScreen';

/** Facts the machine remembers across states. */
export interface HeroContext {
  /** True once the visitor has pressed Start: from then on focus and hover leave rotation alone. */
  readonly visitorPressedStart: boolean;
  /** Which holds are in force right now. */
  readonly holds: Readonly<Record<HoldReason, boolean>>;
  /** The visitor's `prefers-reduced-motion` setting, as last reported. */
  readonly prefersReducedMotion: boolean;
}

/** Everything that can happen to the hero. */
export type HeroEvent =
  /** The visitor picked a band (mouse, touch or keyboard: a keyboard selection is a click). */
  | { readonly type: 'CLICK'; readonly band: Band }
  /** The visitor pressed "Stop automatic rotation". */
  | { readonly type: 'STOP' }
  /** The visitor pressed "Start automatic rotation". */
  | { readonly type: 'START' }
  /** Keyboard focus arrived somewhere in the hero. */
  | { readonly type: 'FOCUS_ENTERED' }
  /** A hold began: pointer over the graphic, page hidden, or hero scrolled out of view. */
  | { readonly type: 'HOLD'; readonly reason: HoldReason }
  /** A hold ended. */
  | { readonly type: 'RELEASE'; readonly reason: HoldReason }
  /** The `prefers-reduced-motion` setting is known or has changed. */
  | { readonly type: 'MOTION_PREFERENCE_CHANGED'; readonly reduced: boolean }
  /** Internal: the countdown ran out; move to the next band. */
  | { readonly type: 'ADVANCE' };

const noHolds: HeroContext['holds'] = { pointer: false, pageHidden: false, offScreen: false };

/** The hero machine. Start it with `createActor(heroMachine)` or `useMachine(heroMachine)`. */
export const heroMachine = setup({
  types: {
    context: {} as HeroContext,
    events: {} as HeroEvent,
  },
  delays: {
    rotationInterval,
  },
  guards: {
    clicked: ({ event }, params: { band: Band }) => {
      assertEvent(event, 'CLICK');
      return event.band === params.band;
    },
    visitorPressedStart: ({ context }) => context.visitorPressedStart,
    // Hover holds only until the visitor presses Start; page visibility and scrolling always hold.
    isHeld: ({ context }) =>
      context.holds.pageHidden ||
      context.holds.offScreen ||
      (context.holds.pointer && !context.visitorPressedStart),
    // Compared with the last report, so a repeated report of the same setting changes nothing.
    motionBecameReduced: ({ context, event }) => {
      assertEvent(event, 'MOTION_PREFERENCE_CHANGED');
      return event.reduced && !context.prefersReducedMotion;
    },
    motionBecameAllowed: ({ context, event }) => {
      assertEvent(event, 'MOTION_PREFERENCE_CHANGED');
      return !event.reduced && context.prefersReducedMotion;
    },
  },
  actions: {
    advanceToNextBand: raise({ type: 'ADVANCE' }),
    rememberHold: assign({
      holds: ({ context, event }) => {
        assertEvent(event, 'HOLD');
        return { ...context.holds, [event.reason]: true };
      },
    }),
    forgetHold: assign({
      holds: ({ context, event }) => {
        assertEvent(event, 'RELEASE');
        return { ...context.holds, [event.reason]: false };
      },
    }),
    rememberVisitorPressedStart: assign({ visitorPressedStart: true }),
    rememberMotionPreference: assign({
      prefersReducedMotion: ({ event }) => {
        assertEvent(event, 'MOTION_PREFERENCE_CHANGED');
        return event.reduced;
      },
    }),
  },
}).createMachine({
  id: 'hero',
  type: 'parallel',
  // The server renders this context: rotating, with no setting known yet. The hook reports the
  // real setting once in the browser, which stops rotation before its first advance if need be.
  context: { visitorPressedStart: false, holds: noHolds, prefersReducedMotion: false },
  // XState runs these only when no region takes the event itself, so the regions' transitions
  // for MOTION_PREFERENCE_CHANGED remember the setting too.
  on: {
    HOLD: { actions: 'rememberHold' },
    RELEASE: { actions: 'forgetHold' },
    MOTION_PREFERENCE_CHANGED: { actions: 'rememberMotionPreference' },
  },
  states: {
    band: {
      initial: 'one',
      // Targeting a child from its parent exits and re-enters that child even when it is
      // already selected, so a click on the selected band is still a fresh selection.
      on: {
        CLICK: bands.map((band) => ({
          guard: { type: 'clicked', params: { band } },
          target: `.${band}`,
        })),
      },
      states: {
        one: { on: { ADVANCE: 'two' } },
        two: { on: { ADVANCE: 'three' } },
        three: { on: { ADVANCE: 'one' } },
      },
    },
    playback: {
      initial: 'rotating',
      states: {
        rotating: {
          initial: 'counting',
          on: {
            STOP: 'stopped.byVisitor',
            // APG carousel: keyboard focus inside stops rotation until Start is pressed.
            FOCUS_ENTERED: { guard: not('visitorPressedStart'), target: 'stopped.byVisitor' },
            MOTION_PREFERENCE_CHANGED: {
              guard: 'motionBecameReduced',
              target: 'stopped.byPreference',
              actions: 'rememberMotionPreference',
            },
          },
          states: {
            counting: {
              always: { guard: 'isHeld', target: 'held' },
              after: {
                // Re-enters `counting`, which re-arms the countdown for the next band.
                rotationInterval: { target: 'counting', reenter: true, actions: 'advanceToNextBand' },
              },
              on: {
                // A click restarts the countdown: re-entering `counting` re-arms its timer.
                CLICK: { target: 'counting', reenter: true },
              },
            },
            held: {
              // Leaving the hold enters `counting` afresh: a full interval, not the remainder.
              always: { guard: not('isHeld'), target: 'counting' },
            },
          },
        },
        stopped: {
          initial: 'byVisitor',
          on: {
            START: { target: 'rotating', actions: 'rememberVisitorPressedStart' },
          },
          states: {
            byVisitor: {},
            byPreference: {
              // Only a stop the setting caused is undone by the setting; a visitor's stop stays.
              on: {
                MOTION_PREFERENCE_CHANGED: {
                  guard: 'motionBecameAllowed',
                  target: '#hero.playback.rotating',
                  actions: 'rememberMotionPreference',
                },
              },
            },
          },
        },
      },
    },
  },
});

/** A snapshot of the hero machine. */
export type HeroSnapshot = SnapshotFrom<typeof heroMachine>;

/** The band currently selected. */
export function selectedBand(snapshot: HeroSnapshot): Band {
  return snapshot.value.band;
}

/** Whether the selection advances by itself (its countdown may be held for a moment). */
export function isRotating(snapshot: HeroSnapshot): boolean {
  return snapshot.matches({ playback: 'rotating' });
}
