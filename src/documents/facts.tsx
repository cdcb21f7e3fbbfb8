/**
 * The facts the documents in src/content/ quote from the site config and the offer, by name, so
 * that a document never writes them out: `{product}`, `{operator.name}`, `<ContactEmail />`. A
 * document imports the ones it uses in its first line. (The Privacy Policy's `<Processors />` is in
 * Processors.tsx, imported on a line of its own.)
 */
import { siteConfig } from '../site/config';

export { ages, conformance, noticeDays, offer, operator, product } from './factValues';

/** The legal contact address, as a mail link. */
export function ContactEmail() {
  return <a href={`mailto:${siteConfig.legalContactEmail}`}>{siteConfig.legalContactEmail}</a>;
}
