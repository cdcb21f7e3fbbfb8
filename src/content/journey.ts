/** The words of the hidden "Your Learning Journey" block (shown when siteConfig.flags.learningJourney is on). */
import { siteConfig } from '../site/config';
import { offer } from './offer';

const product = siteConfig.productName;

/** One step of the journey. */
export interface JourneyStep {
  /** The step's one-word heading. */
  readonly title: string;
  /** One sentence about what happens in it. */
  readonly description: string;
}

/** The block's heading, its line, and the four steps in order. */
export const learningJourneyCopy = {
  eyebrow: 'Your Learning Journey',
  heading: 'From a question to the full picture',
  lead: `Four steps, and you choose how far to take them.`,
  steps: [
    {
      title: 'Search',
      description: 'Type any topic or pick one of today’s headlines, and say how well you know it already.',
    },
    {
      title: 'Process',
      description: `${product} maps how the topic connects to others and writes a session that starts at your level.`,
    },
    {
      title: 'Listen',
      description: `Hear a ${offer.sessionMinutes}-minute deep dive, with key takeaways to keep.`,
    },
    {
      title: 'Explore',
      description: 'Follow a related topic one level deeper, whenever you are ready.',
    },
  ] satisfies JourneyStep[],
} as const;
