import type { Feature } from '../../content/landing';
import { FeatureIcon } from './FeatureIcon';
import './FeatureCards.css';

/** Props of {@link FeatureCards}. */
export interface FeatureCardsProps {
  /** The cards, in reading order. */
  readonly features: readonly Feature[];
}

/** A grid of feature cards, each an icon, a heading and one sentence. */
export function FeatureCards({ features }: FeatureCardsProps) {
  return (
    <ul className="feature-cards">
      {features.map((feature) => (
        <li key={feature.title} className="feature-card">
          <span className="feature-card__icon">
            <FeatureIcon name={feature.icon} />
          </span>
          <h3 className="feature-card__title">{feature.title}</h3>
          <p className="feature-card__description">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
