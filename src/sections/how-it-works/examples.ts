/** The how-it-works section's examples: each is rendered, checked and run through axe by the tests. */
import { howItWorksCopy } from '../../content/landing';
import type { HowItWorksProps } from './HowItWorks';

/** Named example props of HowItWorks. */
export const howItWorksExamples: Record<string, HowItWorksProps> = {
  'the landing page’s section': howItWorksCopy,
  'two feature cards': { ...howItWorksCopy, features: howItWorksCopy.features.slice(0, 2) },
};
