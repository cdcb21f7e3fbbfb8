import { useId } from 'react';
import type { Plan } from '../../content/pricing';
import { SectionHeading, type SectionIntro } from '../section-heading/SectionHeading';
import { PlanCard, type PlanLabels } from './PlanCard';
import './Pricing.css';

/** Props of {@link Pricing}. */
export interface PricingProps extends SectionIntro, PlanLabels {
  /** The plans, cheapest first. */
  readonly plans: readonly Plan[];
}

/** The pricing section: one card per plan, side by side on a wide screen. */
export function Pricing({ eyebrow, heading, lead, plans, ...labels }: PricingProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pricing">
      <div className="container">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          heading={heading}
          lead={lead}
          className="pricing__header"
        />
        <ul className="pricing__plans">
          {plans.map((plan) => (
            <li key={plan.name}>
              <PlanCard plan={plan} labels={labels} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
