/**
 * The facts the documents in src/content/ quote from the site config and the offer, by name, so
 * that a document never writes them out: `{product}`, `{operator.name}`, `<ContactEmail />`. A
 * document imports the ones it uses in its first line.
 */
import { ExternalLink } from '../layout/ExternalLink';
import { siteConfig } from '../site/config';

export { ages, conformance, noticeDays, offer, operator, product } from './factValues';

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
