/**
 * Privacy Policy. Edit the words freely; the product name, ages, notice period and the
 * third-party processors come from the site config and src/content/plans.ts.
 * The page shows exactly these sections, numbered in this order.
 */
import { siteConfig } from '../site/config';
import type { LegalDocument } from './legal';
import { offer } from './plans';

const product = siteConfig.productName;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  intro: [
    `This Privacy Policy explains what information ${product} ("we", "us") collects when you use the ${product} website, apps and audio learning service (the "Service"), how we use and share it, and the choices you have.`,
  ],
  sections: [
    {
      title: 'Who we are and what this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text: `${product} creates personalised audio deep dives about topics you choose. This policy covers the information we process when you use the Service. This marketing website itself sets no cookies, stores nothing on your device and loads nothing from other companies.`,
        },
      ],
    },
    {
      title: 'Information we collect',
      blocks: [
        { kind: 'paragraph', text: `We store the following records:` },
        {
          kind: 'list',
          items: [
            { lead: 'Account:', text: 'your email address and the user ID we assign to your account.' },
            {
              lead: 'Searches:',
              text: 'each query you enter and the understanding level you select for it.',
            },
            {
              lead: 'Generated content:',
              text: 'for each deep dive, its primary, secondary and tertiary topics, the transcript, the audio URL, the cover image URL and the key takeaways.',
            },
            {
              lead: 'Usage data:',
              text: 'the number of deep dives remaining on your account, how long each deep dive took to process, the pages you view and the features you use.',
            },
            {
              lead: 'Device data:',
              text: 'your IP address, browser type, operating system and device identifiers.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: `We do not ask for sensitive information such as health data. Please do not include it in your searches.`,
        },
      ],
    },
    {
      title: 'How we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            { text: 'to create your account, sign you in and keep it secure;' },
            {
              text: 'to generate, store and play your deep dives, starting from the understanding level you select;',
            },
            { text: 'to count the deep dives remaining on your account and provide the plan you are on;' },
            { text: 'to understand how the Service is used, fix problems and improve it;' },
            { text: 'to send you service messages, such as notice of changes to our terms or this policy;' },
            { text: 'to prevent abuse and meet our legal obligations.' },
          ],
        },
        {
          kind: 'paragraph',
          text: `We do not sell your personal information, and we do not use it for advertising.`,
        },
      ],
    },
    {
      title: 'Third-party services',
      blocks: [
        {
          kind: 'paragraph',
          text: `We use the following service providers, who process information on our behalf and only for the purposes described here. Their own privacy policies explain how they handle it:`,
        },
        { kind: 'processors' },
      ],
    },
    {
      title: 'Sharing and public content',
      blocks: [
        {
          kind: 'paragraph',
          text: `Your deep dives are private unless you choose to share them. If you share generated content publicly, anyone with the link can see it, and it is covered by the licence described in our Terms of Service.`,
        },
        {
          kind: 'paragraph',
          text: `We may also disclose information when the law requires it, to protect the rights and safety of our users or others, or as part of a merger or sale of our business, in which case this policy continues to apply to it.`,
        },
      ],
    },
    {
      title: 'Retention and security',
      blocks: [
        {
          kind: 'paragraph',
          text: `We keep your account, searches and generated content for as long as your account is open. When you delete your account, we delete or anonymise this information within 30 days, except where we must keep it longer by law. Usage and device data are kept for no more than 12 months.`,
        },
        {
          kind: 'paragraph',
          text: `Information is encrypted in transit and at rest, and access is limited to the people and providers who need it. No system is perfectly secure, and we will tell you without undue delay if a breach affects your information.`,
        },
      ],
    },
    {
      title: 'Your choices and rights',
      blocks: [
        {
          kind: 'paragraph',
          text: `You can see your searches and deep dives in the app, and delete your account at any time from your profile settings. Depending on where you live, you may also have the right to access, correct, export or delete your information, or to object to how we use it; write to us and we will answer within 30 days.`,
        },
        {
          kind: 'paragraph',
          text: `The Service is not for children under ${offer.minimumAge}, and we do not knowingly collect information from them. Users under ${offer.ageOfMajority} need the permission of a parent or guardian. If you believe a child under ${offer.minimumAge} has given us information, contact us and we will delete it.`,
        },
      ],
    },
    {
      title: 'Changes and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `If we make a material change to this policy, we will notify you by email or in the Service at least ${offer.materialChangeNoticeDays} days before it takes effect. ${product} is operated from ${siteConfig.governingLaw}, and your information may be processed there.`,
        },
        { kind: 'contact', text: 'Questions or requests about your privacy? Write to us at' },
      ],
    },
  ],
};
