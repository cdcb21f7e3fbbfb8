import type { ReactNode } from 'react';
import { StartLink } from '../sections/start-link/StartLink';
import './LandingHero.css';

/** Props of {@link LandingHero}. */
export interface LandingHeroProps {
  /** The small label above the heading. */
  readonly eyebrow: string;
  /** The page's one `h1`: the key message. */
  readonly heading: string;
  /** The line under it. */
  readonly lead: string;
  /** What fills the graphic's slot beside the words (below them on a phone). */
  readonly graphic: ReactNode;
}

/** The top of the landing page: the key message, the way in, and the graphic's place. */
export function LandingHero({ eyebrow, heading, lead, graphic }: LandingHeroProps) {
  return (
    <section aria-labelledby="hero-heading" className="landing__hero">
      <div className="container landing__hero-inner">
        <div className="landing__hero-copy">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="hero-heading" className="landing__hero-heading">
            {heading}
          </h1>
          <p className="landing__lead">{lead}</p>
          <StartLink />
        </div>
        {/* Prerendered whole, so the graphic never moves the words around it. */}
        <div className="landing__hero-graphic">{graphic}</div>
      </div>
    </section>
  );
}
