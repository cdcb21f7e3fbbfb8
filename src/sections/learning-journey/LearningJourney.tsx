import { useId } from 'react';
import type { JourneyStep } from '../../content/journey';
import { SectionHeading, type SectionIntro } from '../section-heading/SectionHeading';
import './LearningJourney.css';

/** Props of {@link LearningJourney}. */
export interface LearningJourneyProps extends SectionIntro {
  /** The steps, in order; they are numbered from 1. */
  readonly steps: readonly JourneyStep[];
}

/** "Your Learning Journey": the numbered steps from a question to the full picture. */
export function LearningJourney({ eyebrow, heading, lead, steps }: LearningJourneyProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="learning-journey">
      <div className="container">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          heading={heading}
          lead={lead}
          className="learning-journey__header"
        />
        <ol className="learning-journey__steps">
          {steps.map((step, index) => (
            <li key={step.title} className="learning-journey__step">
              {/* The list already numbers the steps for assistive technology. */}
              <span className="learning-journey__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="learning-journey__title">{step.title}</h3>
              <p className="learning-journey__description">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
