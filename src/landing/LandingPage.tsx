import { heroCopy, howItWorksCopy, startCallToAction } from '../content/landing';
import { siteConfig } from '../site/config';
import './LandingPage.css';

/** The landing page: the message, the way in, and how the service works. */
export function LandingPage() {
  return (
    <div className="page landing">
      <section aria-labelledby="hero-heading" className="landing__hero">
        <h1 id="hero-heading">{heroCopy.heading}</h1>
        <p className="landing__lead">{heroCopy.lead}</p>
        <a href={siteConfig.account.signupUrl} className="button">
          {startCallToAction}
        </a>
      </section>

      <section aria-labelledby="how-it-works-heading" className="landing__section">
        <h2 id="how-it-works-heading">{howItWorksCopy.heading}</h2>
        <p>{howItWorksCopy.lead}</p>
        <ul className="landing__features">
          {howItWorksCopy.features.map((feature) => (
            <li key={feature.title} className="landing__feature">
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
        <a href={siteConfig.account.signupUrl} className="button">
          {startCallToAction}
        </a>
      </section>
    </div>
  );
}
