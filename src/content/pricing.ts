/**
 * The hidden pricing section (shown when siteConfig.flags.pricing is on). The plans are the
 * product's, word for word; their buttons stay inert until paid plans exist.
 */
import { offer } from './offer';

/** A plan's price. */
interface PlanPrice {
  /** US dollars per month; 0 means free. */
  readonly dollarsPerMonth: number;
}

/** A subscription plan. */
export interface Plan {
  /** The plan's name, its card's heading. */
  readonly name: string;
  /** What it costs. */
  readonly price: PlanPrice;
  /** One line about who it suits. */
  readonly summary: string;
  /** Marked "Most popular" and drawn forward. */
  readonly mostPopular: boolean;
  /** The plan whose features this one includes, named before its own list. */
  readonly includes: string | null;
  /** What the plan gives, one short phrase each. */
  readonly features: readonly string[];
  /** The label of its (inert) button. */
  readonly callToAction: string;
}

/** The section's heading, its line, the plans, and what the inert buttons say. */
export const pricingCopy = {
  eyebrow: 'Pricing',
  heading: 'Choose how deep you go',
  lead: 'Start free. Upgrade when you want more deep dives and deeper maps.',
  mostPopular: 'Most popular',
  perMonth: 'per month',
  free: 'Free',
  /** Tells everyone, assistive technology included, that plan buttons do nothing yet. */
  comingSoon: 'Coming soon',
  /** The line before the features of a plan that includes another's. */
  everythingIn: (planName: string) => `Everything in ${planName}, plus:`,
  plans: [
    {
      name: 'Explorer',
      price: { dollarsPerMonth: 0 },
      summary: 'For getting a feel for it.',
      mostPopular: false,
      includes: null,
      features: [
        `${offer.freeDeepDives} deep dives per month`,
        `${offer.sessionMinutes}-minute audio`,
        'Basic topic relationships',
        'Document downloads',
      ],
      callToAction: 'Start exploring',
    },
    {
      name: 'Deep Diver',
      price: { dollarsPerMonth: 9 },
      summary: 'For the habitually curious.',
      mostPopular: true,
      includes: null,
      features: [
        'Unlimited deep dives',
        'Priority processing',
        'Advanced topic mapping',
        'Offline downloads',
        'Search history',
        'Custom session lengths',
      ],
      callToAction: 'Choose Deep Diver',
    },
    {
      name: 'Research Pro',
      price: { dollarsPerMonth: 19 },
      summary: 'For teams and serious research.',
      mostPopular: false,
      includes: 'Deep Diver',
      features: [
        'Team collaboration',
        'API access',
        'Custom research templates',
        'Priority support',
        'Advanced analytics',
      ],
      callToAction: 'Choose Research Pro',
    },
  ] satisfies Plan[],
} as const;
