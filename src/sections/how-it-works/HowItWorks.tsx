import { useId } from 'react';
import { howItWorksCopy, listeningSessionPicture } from '../../content/landing';
import { FeatureCards } from '../feature-cards/FeatureCards';
import { SectionHeading } from '../section-heading/SectionHeading';
import { StartLink } from '../start-link/StartLink';
import listeningSessionUrl from './listening-session.svg';
import './HowItWorks.css';

/** The how-it-works section: a listening session on a phone, the four features, and the way in. */
export function HowItWorks() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="how-it-works">
      <div className="container how-it-works__inner">
        <SectionHeading
          id={headingId}
          eyebrow={howItWorksCopy.eyebrow}
          heading={howItWorksCopy.heading}
          lead={howItWorksCopy.lead}
          className="how-it-works__header"
        />
        <div className="how-it-works__picture">
          {/* Below the fold on a phone: lazy and async so it never delays the first paint. */}
          <img
            src={listeningSessionUrl}
            alt={listeningSessionPicture.alt}
            width={listeningSessionPicture.width}
            height={listeningSessionPicture.height}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div className="how-it-works__features">
          <FeatureCards features={howItWorksCopy.features} />
          <div className="how-it-works__action">
            <StartLink />
          </div>
        </div>
      </div>
    </section>
  );
}
