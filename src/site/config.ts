/**
 * The one place that knows who the site is for and where it sends people. Every page, caption,
 * title and legal text reads the product name, URLs and flags from here (the processors the Privacy
 * Policy lists: src/content/processors.ts).
 */
import { buildEnv } from './buildEnv.ts';
import type { UsState } from './env';

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
  flags: {
    learningJourney: false,
    pricing: false,
  },
};
