/**
 * The companies that process data for the service, as the Privacy Policy lists them
 * (`<Processors />`). Their own module, so that only the Privacy Policy's page downloads them.
 */

/** A company that processes data for the service, listed in the Privacy Policy. */
export interface ThirdPartyProcessor {
  /** The company's name as readers know it. */
  readonly name: string;
  /** What the service uses it for, as a phrase ("hosting and content delivery"). */
  readonly purpose: string;
  /** Its own privacy policy, opened in a new tab from the legal pages. */
  readonly privacyPolicyUrl: string;
}

/** The processors, in the order the policy lists them. */
export const thirdPartyProcessors: readonly ThirdPartyProcessor[] = [
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
];
