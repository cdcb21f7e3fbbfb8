/**
 * The landing page's opening words: a small label, the page's one `h1`, and the line under it.
 * Edit freely. The share image's description (src/content/shareImage.ts), which every page's
 * head carries, quotes the heading.
 */
import { siteConfig } from '../site/config';
import { offer } from './offer';

const product = siteConfig.productName;

/** The hero: a small label, the page's one `h1`, and the line under it. */
export const heroCopy = {
  eyebrow: `Personalized ${offer.sessionMinutes}-minute audio deep dives`,
  heading: 'Most people stop at the surface. You go all the way down.',
  lead: `A few people go one level further, then stop. ${product} starts from what you already understand and takes you downstream, connecting the dots until you have the full picture, on any topic, including today’s headlines.`,
} as const;
