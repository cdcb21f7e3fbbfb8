/**
 * The facts the documents in src/content/ quote by name, as words: `{product}`,
 * `{operator.name}`, `{ages.minimum}`. The documents import them from ./facts.tsx, beside the
 * components they use (`<ContactEmail />`); the build reads them here to fill in a front matter's
 * names and to find a fact written out instead of quoted.
 */
import { offer } from '../content/offer.ts';
import { siteConfig } from '../site/config.ts';

/** The product's name. */
export const product = siteConfig.productName;

const { legalName, state } = siteConfig.operator;

/** The company that operates the service and is party to the Terms. */
export const operator = {
  /** Its registered name. */
  name: legalName,
  /** The state it is established in. */
  state,
  /** That state's law, as a governing-law clause names it: "the State of Delaware". */
  stateLaw: state === 'District of Columbia' ? 'the District of Columbia' : `the State of ${state}`,
} as const;

/** Ages, in years. */
export const ages = {
  /** The youngest age allowed to use the service. */
  minimum: offer.minimumAge,
  /** Below it, a parent's or guardian's permission is needed. */
  parentalPermissionUnder: offer.ageOfMajority,
} as const;

/** Days of notice before a material change to the Terms or the Privacy Policy. */
export const noticeDays = offer.materialChangeNoticeDays;

/** The business constants: `{offer.freeDeepDives}`, `{offer.sessionMinutes}` (src/content/offer.ts). */
export { offer };

/** Every fact by the name a document writes it with (`operator.name`: `factsByName.operator.name`). */
export const factsByName = { product, operator, ages, noticeDays, offer } as const;
