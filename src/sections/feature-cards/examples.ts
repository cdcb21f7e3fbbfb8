/**
 * The feature cards' examples: each is rendered and checked by the tests; axe checks the cards
 * inside the how-it-works section (HowItWorks.test.tsx).
 */
import { howItWorksCopy } from '../../content/landing';
import type { FeatureCardsProps } from './FeatureCards';

/** Named example props of FeatureCards. */
export const featureCardsExamples: Record<string, FeatureCardsProps> = {
  'the four landing-page features': { features: howItWorksCopy.features },
  'a single card': { features: howItWorksCopy.features.slice(0, 1) },
};
