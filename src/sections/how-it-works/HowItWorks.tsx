import { useId } from 'react';
import type { Feature } from '../../content/landing';
import { FeatureCards } from '../feature-cards/FeatureCards';
import { SectionHeading, type SectionIntro } from '../section-heading/SectionHeading';
import { StartLink } from '../start-link/StartLink';
import listeningSessionUrl from './listening-session.svg';
import './HowItWorks.css';

/** Props of {@link HowItWorks}. */
export interface HowItWorksProps extends SectionIntro {
  /** The listening-session picture's text alternative and intrinsic size. */
  readonly picture: { readonly alt: string; readonly width: number; readonly height: number };
  /** The feature cards, in reading order. */
  readonly features: readonly Feature[];
}

/** The how-it-works section: a listening session on a phone, the features, and the way in. */
export function HowItWorks({ eyebrow, heading, lead, picture, features }: HowItWorksProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="how-it-works">
      <div className="container how-it-works__inner">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          heading={heading}
          lead={lead}
          className="how-it-works__header"
        />
        <div className="how-it-works__picture">
          {/* Below the fold on a phone: lazy and async so it never delays the first paint. */}
          <img
            src={listeningSessionUrl}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div className="how-it-works__features">
          <FeatureCards features={features} />
          <div className="how-it-works__action">
            <StartLink />
          </div>
        </div>
      </div>
    </section>
  );
}
