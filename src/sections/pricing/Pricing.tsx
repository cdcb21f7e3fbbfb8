import { useId } from 'react';
import type { Plan } from '../../content/pricing';
import { PlanCard } from './PlanCard';
import './Pricing.css';

/** Props of {@link Pricing}. */
export interface PricingProps {
  /** The small label above the heading. */
  readonly eyebrow: string;
  /** The section's heading. */
  readonly heading: string;
  /** One line under the heading. */
  readonly lead: string;
  /** The plans, cheapest first. */
  readonly plans: readonly Plan[];
}

/** The pricing section: one card per plan, side by side on a wide screen. */
export function Pricing({ eyebrow, heading, lead, plans }: PricingProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="pricing">
      <div className="container">
        <header className="pricing__header">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={headingId}>{heading}</h2>
          <p className="pricing__lead">{lead}</p>
        </header>
        <ul className="pricing__plans">
          {plans.map((plan) => (
            <li key={plan.name}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
