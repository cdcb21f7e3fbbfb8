/**
 * The wave-band graphic's words. Edit freely: the product name comes from the site config, and
 * the keys are the machine's band states (machines/heroMachine.ts).
 */
import type { Band } from '../../machines/heroMachine';
import { siteConfig } from '../site/config';

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
      caption: `You go ${siteConfig.productName} to connect the dots and get the full picture.`,
    },
  } satisfies Record<Band, BandCopy>,
} as const;
