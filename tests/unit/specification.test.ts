/**
 * The product specification's fixed facts, checked once, here, against the modules that carry
 * them. Every other test reads the words from the content and config modules, so an owner's copy
 * edit fails a test only where it goes against one of these facts.
 */
import { describe, expect, it } from 'vitest';
import { rotationInterval } from '../../machines/heroMachine';
import { waveBandsCopy } from '../../src/content/hero';
import { learningJourneyCopy } from '../../src/content/journey';
import { howItWorksCopy, startCallToAction } from '../../src/content/landing';
import { layoutCopy } from '../../src/content/layout';
import { legalEffectiveDate, type LegalDocument } from '../../src/content/legal';
import { offer } from '../../src/content/offer';
import { pricingCopy } from '../../src/content/pricing';
import { privacyPolicy } from '../../src/content/privacy';
import { termsOfService } from '../../src/content/terms';
import { siteConfig } from '../../src/site/config';
import { routePaths } from '../../src/site/pages';

/** A legal document's whole text, its section titles included. */
const textOf = (document: LegalDocument) =>
  [
    ...document.intro,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.blocks.map((block) =>
        block.kind === 'list'
          ? block.items.map((item) => `${item.lead ?? ''} ${item.text}`).join('\n')
          : 'text' in block
            ? block.text
            : '',
      ),
    ]),
  ].join('\n');

describe('the site (routes and shared elements)', () => {
  it('has three routes: the landing page, the Terms and the Privacy Policy', () => {
    expect([...routePaths]).toEqual(['/', '/terms', '/privacy']);
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
    expect(one.caption).toMatch(/most people .* surface level/i);
    expect(two.caption).toMatch(/some .* stop at the next level/i);
    expect(three.caption).toContain(`You go ${siteConfig.productName}`);
    expect(three.caption).toMatch(/connect the dots .* full picture/);
  });

  it('rotates the bands every 3000 ms', () => {
    expect(rotationInterval).toBe(3000);
  });

  it('has the four feature cards', () => {
    expect(howItWorksCopy.features.map((feature) => feature.title)).toEqual([
      '5-Minute Sessions',
      'Explore Today’s Headlines',
      'Topic Relationships',
      'Go Deeper',
    ]);
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

  it('make the Terms and the Privacy Policy effective July 3, 2025', () => {
    expect(legalEffectiveDate).toEqual({ iso: '2025-07-03', written: 'July 3, 2025' });
  });
});

describe('the Terms of Service', () => {
  const terms = textOf(termsOfService);

  it('have ten numbered sections', () => {
    expect(termsOfService.sections).toHaveLength(10);
  });

  it('set the age rules, termination, the public-sharing license, notice and United States law', () => {
    expect(terms).toContain('at least 13 years old');
    expect(terms).toContain(
      'If you are under 18, you may use the Service only with the permission of a parent',
    );
    expect(terms).toContain('terminate your account at any time in the app, from your profile settings');
    expect(terms).toMatch(/may suspend or terminate your account .* at any time/);
    expect(terms).toContain(`If you choose to share content publicly, you grant ${siteConfig.productName}`);
    expect(terms).toContain('license');
    expect(terms).toContain('at least 30 days before it takes effect');
    expect(terms).toContain('the federal laws of the United States');
  });
});

describe('the Privacy Policy', () => {
  const privacy = textOf(privacyPolicy);

  it('has eight numbered sections', () => {
    expect(privacyPolicy.sections).toHaveLength(8);
  });

  it.each([
    ['Account', ['email address', 'user ID']],
    ['Search', ['query', 'understanding level']],
    [
      'Generated content',
      [
        'primary, secondary and tertiary topics',
        'transcript',
        'audio URL',
        'cover image URL',
        'key takeaways',
      ],
    ],
    [
      'Usage data',
      ['number of deep dives remaining on your account', 'process', 'pages you view', 'features you use'],
    ],
    ['Device data', ['IP address', 'browser type', 'operating system', 'device identifiers']],
  ])('names the %s record field by field', (_record, fields) => {
    for (const field of fields) expect(privacy).toContain(field);
  });

  it('sets the age rules and 30 days’ notice of material changes', () => {
    expect(privacy).toContain('not for children under 13');
    expect(privacy).toContain('Users under 18 need the permission of a parent or guardian');
    expect(privacy).toContain('at least 30 days before it takes effect');
  });
});
