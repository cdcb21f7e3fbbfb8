import { bands, type Band } from '../../machines/heroMachine';

/**
 * The band whose radio is checked in `region`, if any. The checked radio is the hero's state in
 * the page: the stylesheet draws it, and before hydration the visitor may have changed it
 * without React knowing.
 */
export function checkedBandIn(region: ParentNode | null | undefined): Band | undefined {
  const radio = region?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return bands.find((band) => band === radio?.value);
}
