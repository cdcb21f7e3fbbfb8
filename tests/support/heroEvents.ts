/**
 * A stand-in for src/hero/devInspector.ts recording every event sent to the hero machine, through
 * the inspector's hook: `vi.mock('./devInspector', () => import('../../tests/support/heroEvents'))`.
 */
import type { InspectionEvent } from 'xstate';
import type { HeroEvent } from '../../machines/heroMachine';

const sent: HeroEvent[] = [];

/** The inspection listener the hook asks for: records the events from outside the machine. */
export const developmentInspector = () => (inspection: InspectionEvent) => {
  if (inspection.type !== '@xstate.event') return;
  const { type } = inspection.event;
  if (!type.startsWith('xstate.') && type !== 'ADVANCE') sent.push(inspection.event as HeroEvent);
};

/** The events sent since the last call. */
export const takeSent = (): HeroEvent[] => sent.splice(0);
