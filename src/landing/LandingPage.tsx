import { learningJourneyCopy } from '../content/journey';
import { heroCopy } from '../content/hero';
import { howItWorksCopy } from '../content/landing';
import { pricingCopy } from '../content/pricing';
import { HowItWorks } from '../sections/how-it-works/HowItWorks';
import { LearningJourney } from '../sections/learning-journey/LearningJourney';
import { Pricing } from '../sections/pricing/Pricing';
import { siteConfig } from '../site/config';
import { WaveBands } from '../hero/WaveBands';
import { LandingHero } from './LandingHero';
import './LandingPage.css';

/**
 * The landing page: the message, the way in, how the service works, and the hidden blocks. The
 * one place that hands each section its words, from src/content/.
 */
export function LandingPage() {
  const { flags } = siteConfig;
  return (
    <div className="landing">
      <LandingHero {...heroCopy} graphic={<WaveBands />} />
      <HowItWorks {...howItWorksCopy} />
      {/* Off means absent: not hidden with CSS, not in the HTML at all. */}
      {flags.learningJourney && <LearningJourney {...learningJourneyCopy} />}
      {flags.pricing && <Pricing {...pricingCopy} />}
    </div>
  );
}
