/** The pricing section's examples: each is rendered, checked and run through axe by the tests. */
import { pricingCopy } from '../../content/pricing';
import type { PricingProps } from './Pricing';

/** Named example props of Pricing. */
export const pricingExamples: Record<string, PricingProps> = {
  'the three landing-page plans': pricingCopy,
  'only the free plan': {
    ...pricingCopy,
    plans: pricingCopy.plans.filter((plan) => !plan.price.dollarsPerMonth),
  },
  'only the most popular plan': {
    ...pricingCopy,
    plans: pricingCopy.plans.filter((plan) => plan.mostPopular),
  },
};
