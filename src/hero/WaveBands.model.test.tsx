/**
 * Model-based test: XState's graph utilities enumerate every reachable state of the hero machine
 * and every event possible in it; walks that take each of those transitions at least once are
 * replayed against the rendered component, which must agree with the machine after every step.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type ActorLogic } from 'xstate';
import type { AdjacencyMap, StatePath } from 'xstate/graph';
import { TestModel } from 'xstate/graph';
import {
  bands,
  countdown,
  heroMachine,
  isRotating,
  rotationInterval,
  selectedBand,
  type HeroEvent,
  type HeroSnapshot,
  type HoldReason,
} from '../../machines/heroMachine';
import { waveBandsCopy } from '../content/hero';
import {
  bandRadio,
  bandsGraphic,
  elapse,
  reducedMotionSetting,
  renderWaveBands,
  rotationButton,
  setPageHidden,
  useFakeClock,
  viewportStub,
} from '../../tests/support/waveBands';

/** The event XState raises when the countdown in `playback.rotating.counting` runs out. */
const countdownElapsed = 'xstate.after.rotationInterval.hero.playback.rotating.counting';

/** A model event: one of the machine's own, or the countdown running out. */
type ModelEvent = HeroEvent | { readonly type: typeof countdownElapsed };

const holdReasons: readonly HoldReason[] = ['pointer', 'pageHidden', 'offScreen'];

/** Two snapshots are the same state when their state value and context agree. */
const serializeState = (snapshot: HeroSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/**
 * The machine as test logic whose events include the countdown running out, so a walk can
 * name it and the test can map it to the fake clock. (XState types only the events it is sent.)
 */
const heroLogic = heroMachine as unknown as ActorLogic<HeroSnapshot, ModelEvent, unknown>;

/** A model event as it was generated, payload included (XState's step typing keeps only `type`). */
function sent<TType extends ModelEvent['type']>(step: { event: { type: TType } }) {
  return step.event as Extract<ModelEvent, { type: TType }>;
}

const model = new TestModel(heroLogic, {
  serializeState,
  events: (snapshot: HeroSnapshot): ModelEvent[] => [
    ...bands.map((band) => ({ type: 'CLICK', band }) as const),
    { type: 'STOP' },
    { type: 'START' },
    { type: 'FOCUS_ENTERED' },
    ...holdReasons.flatMap((reason) => [
      { type: 'HOLD', reason } as const,
      { type: 'RELEASE', reason } as const,
    ]),
    // A media query reports changes only: the opposite of the setting last reported.
    { type: 'MOTION_PREFERENCE_CHANGED', reduced: !snapshot.context.prefersReducedMotion },
    { type: countdownElapsed },
  ],
  // ADVANCE is raised by the machine itself, never sent from outside; the one rotation button
  // says Stop or Start, never both.
  filterEvents: (snapshot, event) => {
    switch (event.type) {
      case 'ADVANCE':
        return false;
      case 'STOP':
        return isRotating(snapshot);
      case 'START':
        return !isRotating(snapshot);
      default:
        return true;
    }
  },
});

type Adjacency = AdjacencyMap<HeroSnapshot, ModelEvent>;
type Walk = StatePath<HeroSnapshot, ModelEvent>;

/** One transition of the model: from a state, an event, to the next state. */
interface Transition {
  /** Names the transition: the state it leaves and the event, serialized. */
  readonly key: string;
  /** The event taken. */
  readonly event: ModelEvent;
  /** The state reached, serialized. */
  readonly to: string;
  /** The state reached. */
  readonly snapshot: HeroSnapshot;
}

/** Every state's outgoing transitions, keyed by the serialized state. */
function transitionsByState(adjacency: Adjacency): Map<string, readonly Transition[]> {
  return new Map(
    Object.entries(adjacency).map(([state, { transitions }]: [string, Adjacency[keyof Adjacency]]) => [
      state,
      Object.entries(transitions).map(([event, next]) => ({
        key: `${state}|${event}`,
        event: next.event,
        to: serializeState(next.state),
        snapshot: next.state,
      })),
    ]),
  );
}

/** The shortest route from `from` to a transition not yet taken, ending with that transition. */
function routeToUntaken(
  graph: Map<string, readonly Transition[]>,
  untaken: Set<string>,
  from: string,
): Transition[] | undefined {
  const cameBy = new Map<string, Transition[]>([[from, []]]);
  const queue = [from];
  for (let state = queue.shift(); state !== undefined; state = queue.shift()) {
    const route = cameBy.get(state) ?? [];
    for (const transition of graph.get(state) ?? []) {
      if (untaken.has(transition.key)) return [...route, transition];
      if (!cameBy.has(transition.to)) {
        cameBy.set(transition.to, [...route, transition]);
        queue.push(transition.to);
      }
    }
  }
  return undefined;
}

/**
 * Walks from the initial state that together take every transition in the adjacency map:
 * each walk heads for the nearest transition not yet taken, and a new walk starts when none is
 * reachable any more (Start, once pressed, cannot be unpressed).
 */
function coveringWalks(adjacency: Adjacency, initialState: HeroSnapshot): Walk[] {
  const graph = transitionsByState(adjacency);
  const untaken = new Set([...graph.values()].flat().map(({ key }) => key));
  const walks: Walk[] = [];
  while (untaken.size > 0) {
    const steps: Walk['steps'] = [{ event: { type: 'xstate.init' } as never, state: initialState }];
    let current = serializeState(initialState);
    for (
      let route = routeToUntaken(graph, untaken, current);
      route;
      route = routeToUntaken(graph, untaken, current)
    ) {
      for (const transition of route) {
        untaken.delete(transition.key);
        steps.push({ event: transition.event, state: transition.snapshot });
        current = transition.to;
      }
    }
    walks.push({ state: steps[steps.length - 1]?.state ?? initialState, steps, weight: steps.length });
  }
  return walks;
}

const adjacency = model.getAdjacencyMap() as Adjacency;
const walks = coveringWalks(adjacency, createActor(heroMachine).getSnapshot());

let setting: ReturnType<typeof reducedMotionSetting>;
let viewport: ReturnType<typeof viewportStub>;

beforeEach(() => {
  useFakeClock();
  setting = reducedMotionSetting(false);
  viewport = viewportStub();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The component's parts, found once per walk by role and name (the elements persist; looking
 * them up by role at every one of thousands of steps would dominate the run time).
 */
function findParts() {
  return {
    radios: bands.map((band) => bandRadio(band) as HTMLInputElement),
    button: rotationButton(),
    figure: bandsGraphic(),
    region: screen.getByRole('region', { name: waveBandsCopy.heading }),
  };
}

/** The component must show what the machine says. */
function expectComponentToAgree(parts: ReturnType<typeof findParts>, snapshot: HeroSnapshot) {
  const band = selectedBand(snapshot);
  const rotating = isRotating(snapshot);
  expect(parts.radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([band]);
  expect(parts.region.dataset.countdown).toBe(countdown(snapshot));
  expect(parts.button.textContent).toBe(rotating ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation);
}

describe('the component follows the machine', () => {
  it('covers every reachable state and every transition', () => {
    const states = Object.keys(adjacency);
    const visited = new Set(walks.flatMap((walk) => walk.steps.map((step) => serializeState(step.state))));
    const transitions = [...transitionsByState(adjacency).values()].flat().map(({ key }) => key);
    const taken = new Set(
      walks.flatMap((walk) =>
        walk.steps.flatMap((step, index) => {
          const before = walk.steps[index - 1];
          return before ? [`${serializeState(before.state)}|${JSON.stringify(step.event)}`] : [];
        }),
      ),
    );
    expect(visited).toEqual(new Set(states));
    expect(taken).toEqual(new Set(transitions));
    console.info(
      `${states.length} states, ${transitions.length} transitions, ${walks.length} walks, ` +
        `${walks.reduce((steps, walk) => steps + walk.steps.length, 0)} steps`,
    );
  });

  it.each(walks.map((walk, index) => [index + 1, walk] as const))(
    'walk %i',
    async (_number, walk) => {
      const { user } = await renderWaveBands();
      const parts = findParts();
      const { figure } = parts;
      await model.testPath(walk, {
        states: { '*': (snapshot) => expectComponentToAgree(parts, snapshot) },
        events: {
          CLICK: (step) => {
            fireEvent.click(bandRadio(sent(step).band));
          },
          STOP: () => {
            fireEvent.click(parts.button);
          },
          START: () => {
            fireEvent.click(parts.button);
          },
          FOCUS_ENTERED: async () => {
            act(() => (document.activeElement as HTMLElement | null)?.blur());
            await user.tab();
          },
          HOLD: (step) => hold(sent(step).reason, true),
          RELEASE: (step) => hold(sent(step).reason, false),
          MOTION_PREFERENCE_CHANGED: (step) => setting.change(sent(step).reduced),
          [countdownElapsed]: () => elapse(rotationInterval),
        },
      });

      function hold(reason: HoldReason, held: boolean) {
        switch (reason) {
          case 'pointer':
            if (held) fireEvent.pointerEnter(figure, { pointerType: 'mouse' });
            else fireEvent.pointerLeave(figure, { pointerType: 'mouse' });
            return;
          case 'pageHidden':
            setPageHidden(held);
            return;
          case 'offScreen':
            viewport.show(!held);
            return;
        }
      }
      expect(findParts().radios).toEqual(parts.radios);
    },
    // The first walk takes over a thousand steps through one render.
    30_000,
  );
});
