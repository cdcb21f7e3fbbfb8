/**
 * Terms of Service. Edit the words freely; the product name, operator, ages and the state whose
 * law governs come from the site config and src/content/offer.ts, so keep them as the `${…}`
 * placeholders they are. The page shows exactly these sections, numbered in this order.
 */
import { siteConfig } from '../site/config';
import type { LegalDocument } from './legal';
import { offer } from './offer';

const product = siteConfig.productName;
const { legalName, state } = siteConfig.operator;

/** The law of the operator's state, as the governing-law clause names it. */
const stateLaw = state === 'District of Columbia' ? 'the District of Columbia' : `the State of ${state}`;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  intro: [
    `These Terms of Service (“Terms”) are an agreement between you and ${legalName} (“${product}”, “we”, “us”), which operates the ${product} website, apps and audio learning service (together, the “Service”), about your use of the Service. Please read them carefully.`,
  ],
  sections: [
    {
      title: 'Acceptance of these Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `By creating an account, signing in or otherwise using the Service, you agree to these Terms and to our Privacy Policy. If you do not agree, do not use the Service.`,
        },
        {
          kind: 'paragraph',
          text: `If you use the Service on behalf of an organization, you confirm that you are authorized to accept these Terms for it, and “you” includes that organization.`,
        },
      ],
    },
    {
      title: 'Eligibility',
      blocks: [
        {
          kind: 'paragraph',
          text: `You must be at least ${offer.minimumAge} years old to use the Service. If you are under ${offer.ageOfMajority}, you may use the Service only with the permission of a parent or legal guardian, who agrees to these Terms on your behalf and is responsible for your use of the Service.`,
        },
        {
          kind: 'paragraph',
          text: `We may ask for information to confirm your eligibility and may suspend an account that does not meet these requirements.`,
        },
      ],
    },
    {
      title: 'Your account',
      blocks: [
        {
          kind: 'paragraph',
          text: `You sign up and sign in on our separate account site. You agree to give an accurate email address, to keep your sign-in details secure, and to tell us promptly if you believe someone else has used your account. You are responsible for activity under your account unless it results from our own failure to protect it.`,
        },
      ],
    },
    {
      title: 'The Service',
      blocks: [
        {
          kind: 'paragraph',
          text: `${product} turns topics you are curious about, including topics drawn from today’s headlines, into personalized audio sessions of about ${offer.sessionMinutes} minutes (“deep dives”). Each deep dive starts from the level of understanding you select and goes deeper.`,
        },
        {
          kind: 'paragraph',
          text: `New accounts include ${offer.freeDeepDives} free deep dives. We may offer paid plans with further features; their prices and terms are shown before you buy, and you will not be charged without your agreement.`,
        },
        {
          kind: 'paragraph',
          text: `Deep dives are generated automatically with the help of artificial intelligence. They may contain mistakes or omissions, are for general learning only, and are not professional advice (including medical, legal, financial or investment advice). Check important facts with a reliable source before relying on them.`,
        },
        {
          kind: 'paragraph',
          text: `We may change, add or remove features of the Service. Where a change materially reduces what you have paid for, we will tell you in advance.`,
        },
      ],
    },
    {
      title: 'Acceptable use',
      blocks: [
        { kind: 'paragraph', text: `You agree not to:` },
        {
          kind: 'list',
          items: [
            { text: 'break any law, or infringe anyone’s intellectual property, privacy or other rights;' },
            {
              text: 'request content that is unlawful, hateful, harassing or sexually explicit, or that sexualizes minors;',
            },
            {
              text: 'try to get around usage limits, access parts of the Service you are not authorized to use, or interfere with its security or operation;',
            },
            {
              text: 'scrape, copy or resell the Service or its content in bulk, or use it to build a competing product;',
            },
            { text: 'reverse engineer the Service except where the law allows it despite this restriction.' },
          ],
        },
      ],
    },
    {
      title: 'Your content and public sharing',
      blocks: [
        {
          kind: 'paragraph',
          text: `You keep whatever rights you have in the searches you enter. You give us permission to use them to create, deliver and improve your deep dives. Subject to these Terms, you may use the deep dives generated for you for your own learning and, if you use the Service on behalf of an organization, for that organization’s internal learning. You may not sell or republish them, or offer them as a service of your own.`,
        },
        {
          kind: 'paragraph',
          text: `The Service may let you share generated content publicly. If you choose to share content publicly, you grant ${product} a worldwide, non-exclusive, royalty-free license to host, reproduce, display, distribute and promote that content in connection with the Service. You can stop sharing at any time; the license then ends for future use, except for copies already shared or cached.`,
        },
      ],
    },
    {
      title: 'Our rights',
      blocks: [
        {
          kind: 'paragraph',
          text: `The Service, including its software, design, the ${product} name and logo, and the content we create, belongs to ${product} or its licensors and is protected by law. These Terms do not give you any right to use our name or marks.`,
        },
        {
          kind: 'paragraph',
          text: `If you send us feedback or suggestions, we may use them without obligation to you.`,
        },
      ],
    },
    {
      title: 'Termination',
      blocks: [
        {
          kind: 'paragraph',
          text: `You may stop using the Service at any time, and you may terminate your account at any time in the app, from your profile settings.`,
        },
        {
          kind: 'paragraph',
          text: `${product} may suspend or terminate your account or your access to the Service at any time, with or without notice, including if you breach these Terms or if we stop offering the Service. Where it is reasonable to do so, we will tell you why.`,
        },
        {
          kind: 'paragraph',
          text: `When your account ends, your right to use the Service ends too. Sections of these Terms that by their nature should survive (including sections 6, 7, 9 and 10) survive termination.`,
        },
      ],
    },
    {
      title: 'Disclaimers and limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: `The Service is provided “as is” and “as available”. To the fullest extent the law allows, we make no warranties, express or implied, including warranties of accuracy, fitness for a particular purpose and non-infringement, and we do not promise that the Service will be uninterrupted or error-free.`,
        },
        {
          kind: 'paragraph',
          text: `To the fullest extent the law allows, ${product} is not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits or data, and our total liability for any claim about the Service is limited to the greater of the amount you paid us in the twelve months before the claim and 50 US dollars. Nothing in these Terms limits liability that cannot be limited by law.`,
        },
      ],
    },
    {
      title: 'Changes, governing law and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `We may update these Terms. If a change is material, we will notify you by email or in the Service at least ${offer.materialChangeNoticeDays} days before it takes effect. If you keep using the Service after a change takes effect, you accept the updated Terms.`,
        },
        {
          kind: 'paragraph',
          text: `These Terms are governed by the laws of ${stateLaw}, where ${legalName} is established, and by the federal laws of the United States, without regard to conflict-of-laws rules, except where the law of your country of residence gives you protections that cannot be waived.`,
        },
        { kind: 'contact', text: 'Questions about these Terms? Write to us at' },
      ],
    },
  ],
};
