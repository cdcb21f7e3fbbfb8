/**
 * The one place that knows who the site is for and where it sends people. Every page, caption,
 * title and legal text reads the product name, URLs and flags from here.
 */
import { buildEnv } from './buildEnv.ts';
import type { UsState } from './env';

/** A company that processes data for the service, listed in the Privacy Policy. */
interface ThirdPartyProcessor {
  /** The company's name as readers know it. */
  readonly name: string;
  /** What the service uses it for, as a phrase ("hosting and content delivery"). */
  readonly purpose: string;
  /** Its own privacy policy, opened in a new tab from the legal pages. */
  readonly privacyPolicyUrl: string;
}

/** Blocks that are built and tested but not yet shown to visitors. */
interface FeatureFlags {
  /** The "Your Learning Journey" block (Search, Process, Listen, Explore) on the landing page. */
  readonly learningJourney: boolean;
  /** The pricing section on the landing page. Its plan buttons stay inert either way. */
  readonly pricing: boolean;
}

/** Everything the site needs to know about the product and its surroundings. */
export interface SiteConfig {
  /** The product's name, shown in the header, titles, captions, legal text and footer. */
  readonly productName: string;
  /** Canonical origin of this site, without a trailing slash. */
  readonly siteUrl: string;
  /** The external account site's pages. */
  readonly account: {
    /** Base URL of the account site. */
    readonly baseUrl: string;
    /** Where "Sign in" goes. */
    readonly loginUrl: string;
    /** Where "Sign up" and every "Start with 3 free deep dives →" call to action go. */
    readonly signupUrl: string;
  };
  /** Address for questions about the Terms and the Privacy Policy. */
  readonly legalContactEmail: string;
  /** The company that operates the service and is party to the Terms. */
  readonly operator: {
    /** Its registered name, e.g. "Downstream Labs, Inc.". */
    readonly legalName: string;
    /** The US state it is established in; that state's law and federal law govern the Terms. */
    readonly state: UsState;
  };
  /** Companies that process data for the service, with their privacy policies. */
  readonly thirdPartyProcessors: readonly ThirdPartyProcessor[];
  /** Hidden blocks; off means absent from the HTML and the accessibility tree. */
  readonly flags: FeatureFlags;
}

const accountBaseUrl = buildEnv.VITE_ACCOUNT_URL;

/** The site's configuration. */
export const siteConfig: SiteConfig = {
  productName: 'Downstream',
  siteUrl: buildEnv.VITE_SITE_URL,
  account: {
    baseUrl: accountBaseUrl,
    loginUrl: `${accountBaseUrl}/login`,
    signupUrl: `${accountBaseUrl}/signup`,
  },
  legalContactEmail: buildEnv.VITE_LEGAL_CONTACT_EMAIL,
  operator: {
    legalName: buildEnv.VITE_OPERATOR_LEGAL_NAME,
    state: buildEnv.VITE_OPERATOR_STATE,
  },
  thirdPartyProcessors: [
    {
      name: 'Google Firebase',
      purpose: 'account sign-in, data storage and hosting of generated audio',
      privacyPolicyUrl: 'https://firebase.google.com/support/privacy',
    },
    {
      name: 'OpenAI',
      purpose: 'generating deep-dive scripts and transcripts from your searches',
      privacyPolicyUrl: 'https://openai.com/policies/privacy-policy/',
    },
    {
      name: 'ElevenLabs',
      purpose: 'turning scripts into spoken audio',
      privacyPolicyUrl: 'https://elevenlabs.io/privacy-policy',
    },
    {
      name: 'Stripe',
      purpose: 'payments, if you subscribe to a paid plan',
      privacyPolicyUrl: 'https://stripe.com/privacy',
    },
  ],
  flags: {
    learningJourney: false,
    pricing: false,
  },
};
