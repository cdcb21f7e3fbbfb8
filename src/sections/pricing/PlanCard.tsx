import { useId } from 'react';
import type { Plan } from '../../content/pricing';

/** The words every plan card uses, whatever its plan. */
export interface PlanLabels {
  /** The badge of the most popular plan. */
  readonly mostPopular: string;
  /** After a price, e.g. "per month". */
  readonly perMonth: string;
  /** Instead of the price of a free plan. */
  readonly free: string;
  /** Under the (inert) button: that it does nothing yet. */
  readonly comingSoon: string;
  /** The line before the features of a plan that includes another's. */
  readonly everythingIn: (planName: string) => string;
}

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  /** The plan to show. */
  readonly plan: Plan;
  /** The card's fixed words. */
  readonly labels: PlanLabels;
}

/**
 * One plan: name, price, what it includes and its button. The button is a native disabled
 * button with no handler: it cannot be pressed, and its description says "Coming soon".
 */
export function PlanCard({ plan, labels }: PlanCardProps) {
  const headingId = useId();
  const noteId = useId();
  const { dollarsPerMonth } = plan.price;
  return (
    <article
      aria-labelledby={headingId}
      className={plan.mostPopular ? 'plan-card plan-card--featured' : 'plan-card'}
    >
      <header className="plan-card__header">
        <h3 id={headingId} className="plan-card__name">
          {plan.name}
        </h3>
        {plan.mostPopular && <p className="plan-card__badge">{labels.mostPopular}</p>}
        <p className="plan-card__summary">{plan.summary}</p>
      </header>
      <p className="plan-card__price">
        {dollarsPerMonth === 0 ? (
          <span className="plan-card__amount">{labels.free}</span>
        ) : (
          <>
            <span className="plan-card__amount">${dollarsPerMonth}</span>{' '}
            <span className="plan-card__period">{labels.perMonth}</span>
          </>
        )}
      </p>
      {plan.includes && <p className="plan-card__includes">{labels.everythingIn(plan.includes)}</p>}
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="plan-card__action">
        <button type="button" className="button plan-card__button" disabled aria-describedby={noteId}>
          {plan.callToAction}
        </button>
        <p id={noteId} className="plan-card__note">
          {labels.comingSoon}
        </p>
      </div>
    </article>
  );
}
