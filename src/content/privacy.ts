/**
 * Privacy Policy. Edit the words freely; the product name, operator, ages, notice period and
 * the third-party processors come from the site config and src/content/offer.ts.
 * The page shows exactly these sections, numbered in this order.
 *
 * What the Service stores, and how long it keeps each piece, is data (`storedRecords`): the list
 * in section 2 and the retention sentences in section 6 are both written from it, so the policy
 * cannot say two things about one record.
 */
import { siteConfig } from '../site/config';
import { listOf, type LegalDocument } from './legal';
import { offer } from './offer';

const product = siteConfig.productName;

/** How long one piece of stored information is kept. */
export type Retention =
  /** For as long as the account is open, then deleted or anonymized (see `accountDeletionDays`). */
  | { readonly until: 'accountClosed' }
  /** For at most this many months from when it was recorded. */
  | { readonly months: number };

/** One piece of stored information, as the policy words it, and how long it is kept. */
export interface StoredField {
  /** The words for it, as they read in a sentence ("your email address"). */
  readonly text: string;
  /** How long it is kept. */
  readonly retention: Retention;
}

/** A record the Service stores. */
export interface StoredRecord {
  /** Its name, the bold lead of its list item ("Account:"). */
  readonly name: string;
  /** The whole record in a few words, used when every field of it is kept alike ("your searches"). */
  readonly summary: string;
  /** Words that introduce the fields, if they need them ("for each deep dive,"). */
  readonly prefix?: string;
  /** What it holds, field by field. */
  readonly fields: readonly StoredField[];
}

/** Days after an account is deleted by which what was kept for it is deleted or anonymized. */
const accountDeletionDays = 30;

/** Days within which a privacy request is answered. */
const requestAnswerDays = 30;

const whileAccountOpen: Retention = { until: 'accountClosed' };
const twelveMonths: Retention = { months: 12 };

/** Every record the Service stores, field by field. */
export const storedRecords: readonly StoredRecord[] = [
  {
    name: 'Account',
    summary: 'your account details',
    fields: [
      { text: 'your email address', retention: whileAccountOpen },
      { text: 'the user ID we assign to your account', retention: whileAccountOpen },
    ],
  },
  {
    name: 'Searches',
    summary: 'your searches',
    fields: [
      { text: 'each query you enter', retention: whileAccountOpen },
      { text: 'the understanding level you select for it', retention: whileAccountOpen },
    ],
  },
  {
    name: 'Generated content',
    summary: 'the deep dives generated for you',
    prefix: 'for each deep dive,',
    fields: [
      { text: 'its primary, secondary and tertiary topics', retention: whileAccountOpen },
      { text: 'the transcript', retention: whileAccountOpen },
      { text: 'the audio URL', retention: whileAccountOpen },
      { text: 'the cover image URL', retention: whileAccountOpen },
      { text: 'the key takeaways', retention: whileAccountOpen },
    ],
  },
  {
    name: 'Usage data',
    summary: 'usage data',
    fields: [
      // The balance of the account itself: it lasts as long as the account does.
      { text: 'the number of deep dives remaining on your account', retention: whileAccountOpen },
      { text: 'how long each deep dive took to process', retention: twelveMonths },
      { text: 'the pages you view', retention: twelveMonths },
      { text: 'the features you use', retention: twelveMonths },
    ],
  },
  {
    name: 'Device data',
    summary: 'device data',
    fields: [
      { text: 'your IP address', retention: twelveMonths },
      { text: 'browser type', retention: twelveMonths },
      { text: 'operating system', retention: twelveMonths },
      { text: 'device identifiers', retention: twelveMonths },
    ],
  },
];

/** A retention rule as a key, so that fields kept alike can be grouped. */
const keyOf = (retention: Retention) =>
  'until' in retention ? retention.until : `${retention.months} months`;

/**
 * What one retention rule covers, in words: a whole record by its summary when all of it is kept
 * alike, otherwise the fields of it that the rule covers.
 */
export function coveredBy(retention: Retention): string[] {
  return storedRecords.flatMap((record) => {
    const covered = record.fields.filter((field) => keyOf(field.retention) === keyOf(retention));
    if (covered.length === record.fields.length) return [record.summary];
    return covered.map((field) => field.text);
  });
}

/** The retention rules in use, each once, in the order the records first use them. */
export const retentionRules: readonly Retention[] = [
  ...new Map(
    storedRecords.flatMap((record) =>
      record.fields.map((field) => [keyOf(field.retention), field.retention]),
    ),
  ).values(),
];

/** The sentence saying how long `retention` keeps what it covers. */
export function retentionSentence(retention: Retention): string {
  const covered = listOf(coveredBy(retention));
  return 'until' in retention
    ? `We keep ${covered} for as long as your account is open. When you delete your account, we delete or anonymize them within ${accountDeletionDays} days, except where the law requires us to keep them longer.`
    : `We keep ${covered} for no more than ${retention.months} months.`;
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  intro: [
    `This Privacy Policy explains what information ${product} (“we”, “us”) collects when you use the ${product} website, apps and audio learning service (the “Service”), how we use and share it, and the choices you have.`,
  ],
  sections: [
    {
      title: 'Who we are and what this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text: `${product}, operated by ${siteConfig.operator.legalName}, creates personalized audio deep dives about topics you choose. This policy covers the information we process when you use the Service. This marketing website itself sets no cookies, stores nothing on your device and loads nothing from other companies.`,
        },
      ],
    },
    {
      title: 'Information we collect',
      blocks: [
        { kind: 'paragraph', text: 'We store the following records:' },
        {
          kind: 'list',
          items: storedRecords.map((record) => ({
            lead: `${record.name}:`,
            text: `${record.prefix ? `${record.prefix} ` : ''}${listOf(record.fields.map((field) => field.text))}.`,
          })),
        },
        {
          kind: 'paragraph',
          text: 'We do not ask for sensitive information such as health data. Please do not include it in your searches.',
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
          text: 'We do not sell your personal information, and we do not use it for advertising.',
        },
      ],
    },
    {
      title: 'Third-party services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use the following service providers, who process information on our behalf and only for the purposes described here. Their own privacy policies explain how they handle it:',
        },
        { kind: 'processors' },
      ],
    },
    {
      title: 'Sharing and public content',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your deep dives are private unless you choose to share them. If you share generated content publicly, anyone with the link can see it, and it is covered by the license described in our Terms of Service.',
        },
        {
          kind: 'paragraph',
          text: 'We may also disclose information when the law requires it, to protect the rights and safety of our users or others, or as part of a merger or sale of our business, in which case this policy continues to apply to it.',
        },
      ],
    },
    {
      title: 'Retention and security',
      blocks: [
        { kind: 'paragraph', text: retentionRules.map(retentionSentence).join(' ') },
        {
          kind: 'paragraph',
          text: 'Information is encrypted in transit and at rest, and access is limited to the people and providers who need it. No system is perfectly secure, and we will tell you without undue delay if a breach affects your information.',
        },
      ],
    },
    {
      title: 'Your choices and rights',
      blocks: [
        {
          kind: 'paragraph',
          text: `You can see your searches and deep dives in the app, and delete your account at any time from your profile settings. Depending on where you live, you may also have the right to access, correct, export or delete your information, or to object to how we use it; write to us and we will answer within ${requestAnswerDays} days.`,
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
          text: `If we make a material change to this policy, we will notify you by email or in the Service at least ${offer.materialChangeNoticeDays} days before it takes effect. ${product} is operated from the United States, and your information may be processed there.`,
        },
        { kind: 'contact', text: 'Questions or requests about your privacy? Write to us at' },
      ],
    },
  ],
};
