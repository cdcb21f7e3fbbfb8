/**
 * The facts the documents in src/content/ quote by name, as words: `{product}`,
 * `{operator.name}`, `{ages.minimum}`. The documents import them from ./facts.tsx, beside the
 * components they use (`<ContactEmail />`); the build reads them here to fill in a front matter's
 * names and to find a fact written out instead of quoted.
 */
import report from '../../docs/accessibility.json' with { type: 'json' };
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

/**
 * A tool's release as its maker numbers it, from the full version the report gives: the parts of
 * the version up to the first of two digits or more ("Chromium 156.0.8078.108" is "Chromium 156",
 * "WebKitGTK 2.50.6" is "WebKitGTK 2.50"), so a patch the browsers get does not change the page.
 */
const release = (version: string): string =>
  version.replace(/[\d.]+$/, (number) => {
    const parts = number.split('.');
    return parts.slice(0, parts.findIndex((part) => part.length > 1) + 1 || 1).join('.');
  });

/**
 * What the conformance report found (docs/accessibility.json, the committed record that
 * `npm run accessibility-report` writes after a run in every engine and Orca): the accessibility
 * statement quotes it, so it says what the tests proved.
 */
export const conformance = {
  /** The standard and level the site is tested against: "WCAG 2.2 Level AA". */
  standard: `${report.standard} Level ${report.level}`,
  /** "fully meets" when every criterion is supported or does not apply, else "partially meets". */
  claim: report.supports + report.notApplicable === report.criteria ? 'fully meets' : 'partially meets',
  /** How many Level A and AA success criteria there are, how many the site supports, and how many do not apply. */
  criteria: report.criteria,
  supported: report.supports,
  notApplicable: report.notApplicable,
  /** The browsers' releases: "Chromium 156" (one the record lacks stops the build: scripts/build/documents.ts). */
  chromium: release(report.engines.Chromium ?? ''),
  firefox: release(report.engines.Gecko ?? ''),
  webkit: release(report.engines.WebKit ?? ''),
  /** The screen reader's release: "Orca 43". */
  screenReader: release(report.screenReader ?? ''),
} as const;

/** Every fact by the name a document writes it with (`operator.name`: `factsByName.operator.name`). */
export const factsByName = { product, operator, ages, noticeDays, offer, conformance } as const;
