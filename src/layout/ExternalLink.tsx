import type { ReactNode } from 'react';
import { layoutCopy } from '../content/layout';
import './ExternalLink.css';

/** Props of {@link ExternalLink}. */
export interface ExternalLinkProps {
  /** Absolute URL on another site. */
  readonly href: string;
  /** The visible link text. */
  readonly children: ReactNode;
}

/**
 * A link to another site that opens in a new tab, without giving that site a handle on ours,
 * and says so to every reader, sighted or not.
 */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{layoutCopy.opensInNewTab}</span>
      <span aria-hidden="true" className="external-link-icon">
        ↗
      </span>
    </a>
  );
}
