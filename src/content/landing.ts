/**
 * The landing page's words. Edit freely; the product name and numbers come from the site config
 * and src/content/plans.ts.
 */
import { siteConfig } from '../site/config';
import { offer } from './plans';

const product = siteConfig.productName;

/** The label of every call to action that leads to sign-up. */
export const startCallToAction = `Start with ${offer.freeDeepDives} free deep dives →`;

/** The hero: the page's one `h1` and the line under it. */
export const heroCopy = {
  heading: 'Go past the surface of what you’re curious about',
  lead: `Most people stop at the headline. A few go one level further. ${product} turns any topic, including today's news, into ${offer.sessionMinutes}-minute audio deep dives that start from what you already understand and take you all the way down, so you connect the dots.`,
} as const;

/** A card in the how-it-works section. */
export interface Feature {
  /** The card's heading. */
  readonly title: string;
  /** One sentence about it. */
  readonly description: string;
}

/** The how-it-works section. */
export const howItWorksCopy = {
  heading: 'How it works',
  lead: `Tell ${product} what you want to understand. It finds where you are and builds a short listening session that takes you further.`,
  features: [
    {
      title: `${offer.sessionMinutes}-Minute Sessions`,
      description: `Each deep dive is a focused ${offer.sessionMinutes}-minute listen: long enough to learn something real, short enough for a walk or a coffee.`,
    },
    {
      title: 'Explore Today’s Headlines',
      description: 'Pick a story from today’s news and hear the background that the headline leaves out.',
    },
    {
      title: 'Topic Relationships',
      description: 'See how each topic connects to the ideas around it, so every session builds on the last.',
    },
    {
      title: 'Go Deeper',
      description:
        'Start from what you already know, then follow the thread one level further whenever you like.',
    },
  ] satisfies Feature[],
} as const;
