/**
 * Checked by `tsc`, never run, and `npm run build` runs `tsc` first: a feature card naming an
 * icon that src/sections/feature-cards/FeatureIcon.tsx does not draw fails the type check, so it
 * fails the build instead of shipping a card with an empty icon. (The site's own cards, each with
 * an icon it draws, pass it: `satisfies Feature[]` in src/content/landing.ts.)
 */
import type { Feature } from '../../src/content/landing';

export const cardWithAnUnknownIcon: Feature = {
  // @ts-expect-error There is no "rocket" drawing.
  icon: 'rocket',
  title: 'To the moon',
  description: 'A card whose icon does not exist.',
};
