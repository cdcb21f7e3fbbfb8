import type { ReactNode } from 'react';
import type { FeatureIcon as FeatureIconName } from '../../content/landing';

/** Props of {@link FeatureIcon}. */
export interface FeatureIconProps {
  /** Which drawing to show. */
  readonly name: FeatureIconName;
}

/** A 24-unit line drawing for a feature card; decorative, since the heading says it all. */
export function FeatureIcon({ name }: FeatureIconProps) {
  return (
    <svg
      className="feature-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawings[name]}
    </svg>
  );
}

const drawings: Record<FeatureIconName, ReactNode> = {
  // A clock face with the hand at five minutes past.
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7v5l3 1.75" />
    </>
  ),
  // A folded newspaper.
  headlines: (
    <>
      <path d="M5 5.5h11.5v13H6.5A1.5 1.5 0 0 1 5 17z" />
      <path d="M16.5 9H19v8a1.5 1.5 0 0 1-3 0" />
      <path d="M8 9h5.5M8 12h5.5M8 15h3.5" />
    </>
  ),
  // Three linked topics.
  relationships: (
    <>
      <circle cx="6" cy="7" r="2.5" />
      <circle cx="18" cy="9" r="2.5" />
      <circle cx="10" cy="18" r="2.5" />
      <path d="M8.4 7.5l7.2 1M16.3 10.9l-4.6 5.3M7.1 9.3l1.8 6.3" />
    </>
  ),
  // Waves with an arrow going down through them.
  deeper: (
    <>
      <path d="M3 7c2-1.6 4-1.6 6 0s4 1.6 6 0 4-1.6 6 0" />
      <path d="M3 12c2-1.6 4-1.6 6 0M15 12c2-1.6 4-1.6 6 0" />
      <path d="M12 9.5V20M8.5 16.5 12 20l3.5-3.5" />
    </>
  ),
};
