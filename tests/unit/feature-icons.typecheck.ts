/**
 * Checked by `tsc`, never run, and `npm run build` runs `tsc` first: a feature card naming an
 * icon that src/sections/feature-cards/FeatureIcon.tsx does not draw fails the type check, so it
 * fails the build instead of shipping a card with an empty icon.
 */
import type { Feature } from '../../src/content/landing';

export const cardWithADrawnIcon: Feature = {
  icon: 'clock',
  title: 'Five minutes',
  description: 'A card whose icon exists.',
};

export const cardWithAnUnknownIcon: Feature = {
  // @ts-expect-error There is no "rocket" drawing.
  icon: 'rocket',
  title: 'To the moon',
  description: 'A card whose icon does not exist.',
};
