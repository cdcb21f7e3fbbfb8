/**
 * Model-based test: xstate/graph walks the hero machine, and each walk is replayed on the
 * rendered component through the page (clicks, keys, hover, the setting, the clock), which must
 * show what the machine says after every step: the checked band and what the rotation button
 * says (when the machine advances is its own test's). The bound: the shortest walk into each
 * playback state (counting, held, stopped by the visitor or by the setting) by each kind of
 * event, hovering standing for every hold (visibility and scrolling send the same events:
 * WaveBands.test.tsx).
 */
import { act, fireEvent } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { TestModel } from 'xstate/graph';
import {
  bands,
  heroMachine,
  isRotating,
  rotationInterval,
  selectedBand,
  type HeroEvent,
  type HeroSnapshot,
} from '../../machines/heroMachine';
import { waveBandsCopy } from '../content/hero';
import {
  bandRadio,
  bandsGraphic,
  checkedBand,
  reducedMotionSetting,
  renderWaveBands,
  rotationButton,
} from '../../tests/support/waveBands';

const counting = (snapshot: HeroSnapshot) => snapshot.matches({ playback: { rotating: 'counting' } });

const model = new TestModel(heroMachine, {
  events: (snapshot): HeroEvent[] => [
    ...bands.map((band) => ({ type: 'CLICK', band }) as const),
    { type: 'STOP' },
    { type: 'START' },
    { type: 'FOCUS_ENTERED' },
    { type: 'HOLD', reason: 'pointer' },
    { type: 'RELEASE', reason: 'pointer' },
    // A media query reports changes only: the opposite of the setting last reported.
    { type: 'MOTION_PREFERENCE_CHANGED', reduced: !snapshot.context.prefersReducedMotion },
    // The machine's own event for the countdown running out, which only a counting one does.
    { type: 'ADVANCE' },
  ],
  // The one rotation button says Stop or Start, never both.
  filterEvents: (snapshot, { type }) =>
    type === 'ADVANCE'
      ? counting(snapshot)
      : type === 'STOP'
        ? isRotating(snapshot)
        : type !== 'START' || !isRotating(snapshot),
  // A state is the snapshot and the kind of event that led to it, so walks end with every kind.
  serializeState: (snapshot, event) => JSON.stringify([snapshot.value, snapshot.context, event?.type]),
});

type Walk = ReturnType<typeof model.getShortestPaths>[number];

/** The shortest walk into each playback state by each kind of event. */
const walks = new Map<string, Walk>();
for (const walk of model
  .getShortestPaths({ allowDuplicatePaths: true })
  .sort((a, b) => a.steps.length - b.steps.length)) {
  const key = JSON.stringify([walk.state.value.playback, walk.steps.at(-1)?.event.type]);
  if (!walks.has(key)) walks.set(key, walk);
}

/** A step's event with its payload (XState's executor typing keeps only `type`). */
function sent<Type extends HeroEvent['type']>(step: { event: { type: Type } }) {
  return step.event as Extract<HeroEvent, { type: Type }>;
}

/** The walk as a visitor would read it: its events in order. */
function describeWalk(walk: Walk): string {
  const events = walk.steps.slice(1).map(({ event }) => Object.values(event).join(' '));
  return events.join(' → ') || 'the start';
}

let setting: ReturnType<typeof reducedMotionSetting>;

beforeEach(() => {
  vi.useFakeTimers();
  setting = reducedMotionSetting(false);
});

it.each([...walks.values()].map((walk) => [describeWalk(walk), walk] as const))('%s', async (_, walk) => {
  const { user } = renderWaveBands();
  const graphic = bandsGraphic();
  await walk.test({
    states: {
      '*': (snapshot) => {
        expect(checkedBand()).toBe(selectedBand(snapshot));
        expect(rotationButton()).toHaveAccessibleName(
          isRotating(snapshot) ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation,
        );
      },
    },
    events: {
      CLICK: (step) => void fireEvent.click(bandRadio(sent(step).band)),
      STOP: () => void fireEvent.click(rotationButton()),
      START: () => void fireEvent.click(rotationButton()),
      FOCUS_ENTERED: async () => {
        (document.activeElement as HTMLElement | null)?.blur();
        await user.tab();
      },
      HOLD: () => void fireEvent.pointerEnter(graphic, { pointerType: 'mouse' }),
      RELEASE: () => void fireEvent.pointerLeave(graphic, { pointerType: 'mouse' }),
      MOTION_PREFERENCE_CHANGED: (step) => setting.change(sent(step).reduced),
      ADVANCE: () => act(() => void vi.advanceTimersByTime(rotationInterval)),
    },
  });
});
