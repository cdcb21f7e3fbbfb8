/** The learning journey's examples: each is rendered, checked and run through axe by the tests. */
import { learningJourneyCopy } from '../../content/journey';
import type { LearningJourneyProps } from './LearningJourney';

/** Named example props of LearningJourney. */
export const learningJourneyExamples: Record<string, LearningJourneyProps> = {
  'the four landing-page steps': learningJourneyCopy,
  'two steps': { ...learningJourneyCopy, steps: learningJourneyCopy.steps.slice(0, 2) },
};
