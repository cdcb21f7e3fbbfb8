/**
 * The landing page's words. Edit freely; the product name and numbers come from the site config
 * and src/content/offer.ts.
 */
import { siteConfig } from '../site/config';
import { offer } from './offer';

const product = siteConfig.productName;

/**
 * The words of every call to action that leads to sign-up, which is also its name to a screen
 * reader. The arrow that follows them on the page is drawn by StartLink and hidden from screen
 * readers, which would otherwise read out "right arrow".
 */
export const startCallToAction = `Start with ${offer.freeDeepDives} free deep dives`;

/** The icons a feature card can show; each is drawn in src/sections/feature-cards/FeatureIcon.tsx. */
export type FeatureIcon = 'clock' | 'headlines' | 'relationships' | 'deeper';

/** A card in the how-it-works section. */
export interface Feature {
  /** The small drawing beside the heading. */
  readonly icon: FeatureIcon;
  /** The card's heading. */
  readonly title: string;
  /** One sentence about it. */
  readonly description: string;
}

/** The example session drawn in the how-it-works picture (src/sections/how-it-works/listening-session.svg). */
const listeningSessionPicture = {
  /** The picture's text alternative: what a sighted visitor learns from it. */
  alt: `A ${product} listening session on a phone: the deep dive “Why undersea cables matter more than ever” with its cover art, a ${offer.sessionMinutes}-minute player at 2:14, and three key takeaways.`,
  /** Its intrinsic size in CSS pixels (the SVG's viewBox), so the page reserves its box. */
  width: 360,
  height: 740,
} as const;

/** The how-it-works section. */
export const howItWorksCopy = {
  eyebrow: 'How it works',
  heading: 'A short listen that starts where you are',
  lead: `Tell ${product} what you want to understand and how well you know it already. It starts at the level you choose and builds a focused listening session that takes you one step further each time.`,
  picture: listeningSessionPicture,
  features: [
    {
      icon: 'clock',
      title: `${offer.sessionMinutes}-Minute Sessions`,
      description: `Each deep dive is a focused ${offer.sessionMinutes}-minute listen: long enough to learn something real, short enough for a walk or a coffee.`,
    },
    {
      icon: 'headlines',
      title: 'Explore Today’s Headlines',
      description: 'Pick a story from today’s news and hear the background that the headline leaves out.',
    },
    {
      icon: 'relationships',
      title: 'Topic Relationships',
      description: 'See how each topic connects to the ideas around it, so every session builds on the last.',
    },
    {
      icon: 'deeper',
      title: 'Go Deeper',
      description:
        'Start from what you already know, then follow the thread one level further whenever you like.',
    },
  ] satisfies Feature[],
} as const;
