/**
 * Every word of the landing page's hero: its opening (a small label, the page's one `h1` and the
 * line under it) and the wave-band graphic's. Edit freely: the product name comes from the site
 * config, and the bands' keys are the machine's band states (machines/heroMachine.ts). The share
 * image's description (src/content/shareImage.ts), which every page's head carries, quotes the
 * heading.
 */
import type { Band } from '../../machines/heroMachine';
import { siteConfig } from '../site/config';
import { offer } from './offer';

const product = siteConfig.productName;

/**
 * Every play on the product's name, and the name they play on. After a rename, rewrite each (or
 * drop the play) and set `name` to the new one: src/content/copy.test.ts fails until then.
 */
export const playOnTheName = {
  name: 'Downstream',
  /** In the hero's lead. */
  lead: 'takes you downstream',
  /** Band three's caption: the name as what you do. */
  bandThree: 'You go Downstream to connect the dots',
} as const;

/** The hero's opening: a small label, the page's one `h1`, and the line under it. */
export const heroCopy = {
  eyebrow: `Personalized ${offer.sessionMinutes}-minute audio deep dives`,
  heading: 'Most people stop at the surface. You go all the way down.',
  lead: `A few people go one level further, then stop. ${product} starts from what you already understand and ${playOnTheName.lead}, connecting the dots until you have the full picture, on any topic, including today’s headlines.`,
} as const;

/** What a band says: its short radio label and the caption shown while it is selected. */
export interface BandCopy {
  /** The radio's accessible and visible name. */
  readonly name: string;
  /** The sentence shown under the graphic while this band is selected. */
  readonly caption: string;
}

/** Everything the graphic says. */
export const waveBandsCopy = {
  /** The visible heading that names the graphic and its radio group. */
  heading: 'How far down do you go?',
  /** The rotation button while the bands rotate by themselves. */
  stopRotation: 'Stop automatic rotation',
  /** The rotation button while they stand still. */
  startRotation: 'Start automatic rotation',
  bands: {
    one: {
      name: 'Surface',
      caption: 'Most people understand complex topics at surface level.',
    },
    two: {
      name: 'Next level',
      caption: 'Some go one step further, but stop at the next level.',
    },
    three: {
      name: 'Full picture',
      caption: `${playOnTheName.bandThree} and get the full picture.`,
    },
  } satisfies Record<Band, BandCopy>,
} as const;
