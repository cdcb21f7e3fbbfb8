/**
 * A stand-in for src/hero/devInspector.ts that records every event the page sends the hero
 * machine, through the inspection hook the Stately inspector uses. A test file replaces the
 * module with it (`vi.mock('./devInspector', () => import('../../tests/support/heroEvents'))`)
 * and reads what was sent with `takeSent`.
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
