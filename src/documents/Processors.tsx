/**
 * The Privacy Policy's list of processors (src/content/processors.ts), each linking to its own
 * privacy policy. Apart from facts.tsx, which every document imports, so that no other page
 * downloads the list.
 */
import { thirdPartyProcessors } from '../content/processors';
import { ExternalLink } from '../layout/ExternalLink';

/** The processors, each with what it does for the service and a link to its privacy policy. */
export function Processors() {
  return (
    <ul>
      {thirdPartyProcessors.map((processor) => (
        <li key={processor.name}>
          <strong>{processor.name}</strong>, for {processor.purpose}:{' '}
          <ExternalLink href={processor.privacyPolicyUrl}>{processor.name} Privacy Policy</ExternalLink>
        </li>
      ))}
    </ul>
  );
}
