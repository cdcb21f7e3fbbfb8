/**
 * The facts the documents in src/content/ quote from the site config and the offer, by name, so
 * that a document never writes them out: `{product}`, `{operator.name}`, `<ContactEmail />`. A
 * document imports the ones it uses in its first line.
 */
import { offer } from '../content/offer';
import { ExternalLink } from '../layout/ExternalLink';
import { siteConfig } from '../site/config';

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

/** The legal contact address, as a mail link. */
export function ContactEmail() {
  return <a href={`mailto:${siteConfig.legalContactEmail}`}>{siteConfig.legalContactEmail}</a>;
}

/** The third-party processors from the site config, each linking to its own privacy policy. */
export function Processors() {
  return (
    <ul>
      {siteConfig.thirdPartyProcessors.map((processor) => (
        <li key={processor.name}>
          <strong>{processor.name}</strong>, for {processor.purpose}:{' '}
          <ExternalLink href={processor.privacyPolicyUrl}>{processor.name} Privacy Policy</ExternalLink>
        </li>
      ))}
    </ul>
  );
}
