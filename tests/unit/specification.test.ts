/**
 * The product specification's fixed facts, checked once, here: against the modules that carry
 * them, and against the documents (src/content/*.mdx) as a reader meets them. Every other test
 * reads the words from the content, so an owner's edit fails a test only where it goes against
 * one of these facts, and the failure names the fact, the document and what to write.
 */
import { render } from '@testing-library/react';
import type { MDXContent } from 'mdx/types';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { rotationInterval } from '../../machines/heroMachine';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { documentComponents } from '../../src/documents/DocumentPage';
import { waveBandsCopy } from '../../src/content/hero';
import { learningJourneyCopy } from '../../src/content/journey';
import { howItWorksCopy, startCallToAction } from '../../src/content/landing';
import { layoutCopy } from '../../src/content/layout';
import { offer } from '../../src/content/offer';
import { pricingCopy } from '../../src/content/pricing';
import Privacy from '../../src/content/privacy.mdx';
import privacyFrontmatter from '../../src/content/privacy.mdx?frontmatter';
import Terms from '../../src/content/terms.mdx';
import termsFrontmatter from '../../src/content/terms.mdx?frontmatter';
import { siteConfig } from '../../src/site/config';
import type { DocumentFrontmatter } from '../../src/site/pages';

/** Renders a legal document as its page does, and reads it as a visitor does, naming its file. */
function read(name: string, file: string, Content: MDXContent, frontmatter: DocumentFrontmatter) {
  const { container } = render(createElement(Content, { components: documentComponents }));
  const textOf = (selector: string) =>
    [...container.querySelectorAll(selector)].map((node) => node.textContent ?? '');
  return {
    name,
    file,
    frontmatter,
    headings: textOf('h2'),
    /** Its list items and its paragraphs' sentences. */
    passages: [...textOf('li'), ...textOf('p').flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))],
    /** Its list items and paragraphs, a line each. */
    text: [...textOf('li'), ...textOf('p')].join('\n'),
  };
}

/** Expects `document` to state `fact` (what it means, in words, for the message). */
function expectStated(document: ReturnType<typeof read>, pattern: RegExp, fact: string) {
  expect(document.text, `${document.name} (${document.file}) must state ${fact}`).toMatch(pattern);
}

describe('the site (routes and shared elements)', () => {
  it('has the landing page, the Terms and the Privacy Policy', () => {
    expect(routePaths).toEqual(expect.arrayContaining(['/', '/terms', '/privacy']));
  });

  it('sends "Sign in" to the account site’s login and "Sign up" to its signup page', () => {
    expect(layoutCopy.account).toMatchObject({ signIn: 'Sign in', signUp: 'Sign up' });
    expect(siteConfig.account.loginUrl).toBe(`${siteConfig.account.baseUrl}/login`);
    expect(siteConfig.account.signupUrl).toBe(`${siteConfig.account.baseUrl}/signup`);
  });

  it('links Privacy and Terms in the footer, and Back to Home from the legal pages', () => {
    expect(layoutCopy.legal).toMatchObject({ privacy: 'Privacy', terms: 'Terms' });
    expect(layoutCopy.backHome).toBe('Back to Home');
  });

  it('falls back to an "Unexpected Application Error!" screen', () => {
    expect(layoutCopy.appError.heading).toBe('Unexpected Application Error!');
  });
});

describe('the landing page', () => {
  it('calls to action with "Start with 3 free deep dives →" (StartLink draws the arrow)', () => {
    expect(startCallToAction).toBe('Start with 3 free deep dives');
  });

  it('tells the three-step story in the wave bands’ captions', () => {
    const { one, two, three } = waveBandsCopy.bands;
    const story = (band: string) =>
      `src/content/hero.ts: the ${band} band's caption tells the specification's story`;
    expect(one.caption, story('first')).toMatch(/most people .* surface level/i);
    expect(two.caption, story('second')).toMatch(/some .* stop at the next level/i);
    expect(three.caption, story('third')).toContain(`You go ${siteConfig.productName}`);
    expect(three.caption, story('third')).toMatch(/connect the dots .* full picture/);
  });

  it('rotates the bands every 3000 ms', () => {
    expect(
      rotationInterval,
      `rotationInterval in machines/heroMachine.ts is ${rotationInterval} ms; the specification fixes 3000 ms. If the specification has changed, change it in tests/unit/specification.test.ts too.`,
    ).toBe(3000);
  });

  it('has the four feature cards', () => {
    expect(
      howItWorksCopy.features.map((feature) => feature.title),
      'src/content/landing.ts: the specification names these four feature cards. If the specification has changed, change them in tests/unit/specification.test.ts too.',
    ).toEqual(['5-Minute Sessions', 'Explore Today’s Headlines', 'Topic Relationships', 'Go Deeper']);
  });

  it('has a "Your Learning Journey" block of four steps', () => {
    expect(learningJourneyCopy.eyebrow).toBe('Your Learning Journey');
    expect(learningJourneyCopy.steps.map((step) => step.title)).toEqual([
      'Search',
      'Process',
      'Listen',
      'Explore',
    ]);
  });

  it('has the three plans, with their prices and features', () => {
    expect(
      pricingCopy.plans.map((plan) => ({
        name: plan.name,
        dollarsPerMonth: plan.price.dollarsPerMonth,
        mostPopular: plan.mostPopular,
        includes: plan.includes,
        features: plan.features,
      })),
    ).toEqual([
      {
        name: 'Explorer',
        dollarsPerMonth: 0,
        mostPopular: false,
        includes: null,
        features: [
          '3 deep dives per month',
          '5-minute audio',
          'Basic topic relationships',
          'Document downloads',
        ],
      },
      {
        name: 'Deep Diver',
        dollarsPerMonth: 9,
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
      },
      {
        name: 'Research Pro',
        dollarsPerMonth: 19,
        mostPopular: false,
        includes: 'Deep Diver',
        features: [
          'Team collaboration',
          'API access',
          'Custom research templates',
          'Priority support',
          'Advanced analytics',
        ],
      },
    ]);
  });
});

describe('the business constants', () => {
  it('are 3 free deep dives of 5 minutes, from age 13 (with permission under 18), 30 days’ notice', () => {
    expect(offer).toEqual({
      freeDeepDives: 3,
      sessionMinutes: 5,
      minimumAge: 13,
      ageOfMajority: 18,
      materialChangeNoticeDays: 30,
    });
  });
});

const terms = read('The Terms of Service', 'src/content/terms.mdx', Terms, termsFrontmatter);
const privacy = read('The Privacy Policy', 'src/content/privacy.mdx', Privacy, privacyFrontmatter);

describe.each([
  { document: terms, sections: 10 },
  { document: privacy, sections: 8 },
])('$document.name', ({ document, sections }) => {
  it('takes effect on July 3, 2025', () => {
    expect(
      document.frontmatter.effective,
      `${document.name} (${document.file}) takes effect on the day the specification gives, July 3, 2025 ("effective: 2025-07-03" in its front matter). If the specification has changed, change it in tests/unit/specification.test.ts too.`,
    ).toBe('2025-07-03');
  });

  it(`has its sections numbered in order, ${sections} of them`, () => {
    document.headings.forEach((heading, index) => {
      expect(
        heading,
        `${document.name} (${document.file}): the heading "${heading}" must start with its number, "## ${index + 1}. …"`,
      ).toMatch(new RegExp(`^${index + 1}\\. \\S`));
    });
    expect(
      document.headings.length,
      `${document.name} (${document.file}) has ${document.headings.length} numbered sections; the specification fixes ${sections}. If the specification has changed, change it in tests/unit/specification.test.ts too.`,
    ).toBe(sections);
  });
});

const under18 = /under 18\b.*permission of a parent/;
const notice = /at least 30 days before it takes effect/;

it.each([
  {
    document: terms,
    fact: 'that the Service is for people of 13 and over',
    pattern: /at least 13 years old/,
  },
  {
    document: privacy,
    fact: 'that the Service is for people of 13 and over',
    pattern: /not for children under 13\b/,
  },
  { document: terms, fact: 'that under-18s need a parent’s or guardian’s permission', pattern: under18 },
  { document: privacy, fact: 'that under-18s need a parent’s or guardian’s permission', pattern: under18 },
  { document: terms, fact: '30 days’ notice of a material change', pattern: notice },
  { document: privacy, fact: '30 days’ notice of a material change', pattern: notice },
  {
    document: terms,
    fact: 'that users may terminate their account in the app, from their profile settings',
    pattern: /terminate your account.*profile settings/,
  },
  {
    document: terms,
    fact: 'that the provider may terminate an account at any time',
    pattern: /may suspend or terminate your account.*at any time/,
  },
  {
    document: terms,
    fact: 'the license granted by sharing content publicly',
    pattern: /share.*publicly, you grant .*license/,
  },
  {
    document: terms,
    fact: 'that the laws of the United States govern them',
    pattern: /governed by.*laws of the United States/,
  },
])('$document.name states $fact', ({ document, fact, pattern }) => {
  expectStated(document, pattern, fact);
});

describe('the Privacy Policy', () => {
  /** The records the specification names, how the policy writes their names, and their fields. */
  const storedRecords = [
    { record: 'Account', mentions: /\baccount(?::| details| data)/i, fields: ['email address', 'user ID'] },
    { record: 'Searches', mentions: /\bsearches\b/i, fields: ['query', 'understanding level'] },
    {
      record: 'Generated content',
      mentions: /\bgenerated content\b/i,
      fields: [
        'primary, secondary and tertiary topics',
        'transcript',
        'audio URL',
        'cover image URL',
        'key takeaways',
      ],
    },
    {
      record: 'Usage data',
      mentions: /\busage data\b/i,
      fields: ['number of deep dives remaining', 'took to process', 'pages you view', 'features you use'],
    },
    {
      record: 'Device data',
      mentions: /\bdevice data\b/i,
      fields: ['IP address', 'browser type', 'operating system', 'device identifiers'],
    },
  ];
  /** How long something is kept, as the policy words it. */
  const retentionPeriod =
    /for as long as your account is open|(?:no more than|up to|for) \d+ (?:days?|weeks?|months?|years?)/i;

  it.each(storedRecords)('names the $record record field by field', ({ record, fields }) => {
    const items = privacy.passages.filter((passage) => passage.startsWith(`${record}:`));
    for (const field of fields) {
      expect(
        items.some((item) => item.includes(field)),
        `${privacy.name} (${privacy.file}) must name the ${record} record's "${field}", in its list item "${record}: …"`,
      ).toBe(true);
    }
  });

  it.each(storedRecords)('says once how long it keeps the $record record', ({ record, mentions }) => {
    const statements = privacy.passages.filter(
      (passage) => mentions.test(passage) && retentionPeriod.test(passage),
    );
    expect(
      statements.length,
      `${privacy.name} (${privacy.file}) must say how long it keeps ${record}`,
    ).toBeGreaterThan(0);
    expect(
      statements,
      `${privacy.name} (${privacy.file}) says how long it keeps ${record} more than once, so it contradicts itself: ${statements.map((statement) => `"${statement}"`).join(' and ')}. Say it once, in the "${record}:" line of the retention list.`,
    ).toHaveLength(1);
  });

  it('keeps nothing in backups longer than it promises to delete it', () => {
    const days = (passage: string, pattern: RegExp) => Number(pattern.exec(passage)?.[1]);
    const promises = privacy.passages.filter(
      (passage) => /\bdelete\b[^.;]*within \d+ days/i.test(passage) && !/backup/i.test(passage),
    );
    const backups = privacy.passages.filter((passage) => /\bbackups?\b[^.]*?\d+ days/i.test(passage));
    expect(
      promises.length,
      `${privacy.name} (${privacy.file}) must say within how many days it deletes an account’s data`,
    ).toBeGreaterThan(0);
    for (const promise of promises) {
      for (const backup of backups) {
        const promised = days(promise, /within (\d+) days/i);
        const kept = days(backup, /(\d+) days/);
        expect(
          kept,
          `${privacy.name} (${privacy.file}) contradicts itself: it promises "${promise}" but says "${backup}", so a deleted account’s data outlives the promise in backups. Promise at least ${kept} days, or say in the promise itself how backups are handled.`,
        ).toBeLessThanOrEqual(promised);
      }
    }
  });
});
