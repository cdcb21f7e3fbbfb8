/**
 * The fixed facts of the specification the owner keeps (src/content/specification.yaml), checked
 * once, here: against the modules that carry them and the documents (src/content/*.mdx) as a
 * reader meets them. Every failure names the file to fix and the specification's line that says
 * otherwise, so a deliberate change to the specification is one line there, and no test edit.
 */
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { MDXContent } from 'mdx/types';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { rotationInterval } from '../../machines/heroMachine';
import { readFrontmatter } from '../../scripts/build/documents';
import { readSpecification, specificationFile } from '../../scripts/build/specification';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { waveBandsCopy } from '../../src/content/hero';
import { learningJourneyCopy } from '../../src/content/journey';
import { howItWorksCopy, startCallToAction } from '../../src/content/landing';
import { footerLinks, layoutCopy } from '../../src/content/layout';
import { offer } from '../../src/content/offer';
import { pricingCopy } from '../../src/content/pricing';
import { documentComponents } from '../../src/documents/DocumentPage';
import { siteConfig } from '../../src/site/config';

// Read as the build reads it, which has stopped on a slip or a value of the wrong kind.
const specified = readSpecification(readFileSync(specificationFile, 'utf8'));
if (!specified.specification) throw new Error(specified.problems.join('\n'));
const { specification } = specified;

/** "src/content/specification.yaml, line N (key)", for the fact at `path` (keys and indexes). */
function whereSpecified(...path: (string | number)[]): string {
  const node = specified.document.getIn(path, true) as { range?: number[] } | undefined;
  return `${specificationFile}, line ${specified.lines.linePos(node?.range?.[0] ?? 0).line} (${path.join('.')})`;
}

/** "If the specification has changed, …": the end of every message about a fact it fixes. */
const orChange = (...path: (string | number)[]) =>
  `If the specification has changed, change ${whereSpecified(...path)} instead.`;

const documentModules = import.meta.glob<MDXContent>('../../src/content/*.mdx', {
  eager: true,
  import: 'default',
});

/** Renders a legal document as its page does, and reads it as a visitor does, naming its file. */
function read(name: string) {
  const file = `src/content/${name}.mdx`;
  const Content = documentModules[`../../${file}`];
  if (!Content) throw new Error(`${whereSpecified('documents', name)} names ${file}, which does not exist.`);
  const { container } = render(createElement(Content, { components: documentComponents }));
  const textOf = (selector: string) =>
    [...container.querySelectorAll(selector)].map((node) => node.textContent ?? '');
  return {
    name: readFrontmatter(file).title,
    file,
    frontmatter: readFrontmatter(file),
    headings: textOf('h2'),
    /** Its list items and its paragraphs' sentences. */
    passages: [...textOf('li'), ...textOf('p').flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))],
    /** Its list items and paragraphs, a line each. */
    text: [...textOf('li'), ...textOf('p')].join('\n'),
  };
}

describe('the site (routes and shared elements)', () => {
  it('has every page the specification names', () => {
    expect(routePaths, `src/routes/ must have a route for each page. ${orChange('pages')}`).toEqual(
      expect.arrayContaining([...specification.pages]),
    );
  });

  it('sends "Sign in" to the account site’s login and "Sign up" to its signup page', () => {
    expect(layoutCopy.account, `src/content/layout.ts. ${orChange('signIn')}`).toMatchObject({
      signIn: specification.signIn,
      signUp: specification.signUp,
    });
    expect(siteConfig.account.loginUrl).toBe(`${siteConfig.account.baseUrl}/login`);
    expect(siteConfig.account.signupUrl).toBe(`${siteConfig.account.baseUrl}/signup`);
  });

  it('links the specification’s pages in the footer', () => {
    expect(
      footerLinks.map((link) => link.text),
      `footerLinks in src/content/layout.ts. ${orChange('footerLinks')}`,
    ).toEqual(expect.arrayContaining([...specification.footerLinks]));
  });
});

/** The facts a module carries exactly as the specification gives them: where, and what it says. */
const carried = {
  backHome: ['src/content/layout.ts', layoutCopy.backHome],
  appError: ['src/content/layout.ts', layoutCopy.appError.heading],
  // StartLink draws the arrow.
  callToAction: ['src/content/landing.ts', startCallToAction],
  rotationInterval: ['machines/heroMachine.ts', rotationInterval],
  featureCards: ['src/content/landing.ts', howItWorksCopy.features.map((feature) => feature.title)],
  learningJourney: [
    'src/content/journey.ts',
    { eyebrow: learningJourneyCopy.eyebrow, steps: learningJourneyCopy.steps.map((step) => step.title) },
  ],
  plans: [
    'src/content/pricing.ts',
    pricingCopy.plans.map((plan) => ({
      name: plan.name,
      dollarsPerMonth: plan.price.dollarsPerMonth,
      ...(plan.mostPopular ? { mostPopular: true } : {}),
      ...(plan.includes ? { includes: plan.includes } : {}),
      features: plan.features,
    })),
  ],
  // The business constants the pages quote.
  offer: ['src/content/offer.ts', offer],
} satisfies Partial<Record<keyof typeof specification, [string, unknown]>>;

const carriedFacts = Object.entries(carried).map(([fact, [file, value]]) => [fact, file, value] as const);

it.each(carriedFacts)('%s is the specification’s, in %s', (fact, file, value) => {
  expect(value, `${file}. ${orChange(fact)}`).toEqual(specification[fact as keyof typeof carried]);
});

/** A line's phrases, in order and in any case ("…" any words; `{name}` the product or an offer's fact). */
const phrasesOf = (line: string) => {
  const filled = line.replace(/\{(\w+)\}/g, (written, name: string) =>
    name === 'product' ? siteConfig.productName : String(offer[name as keyof typeof offer] ?? written),
  );
  const phrases = filled.split('…').map((phrase) => phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`\\b${phrases.join('.*')}\\b`, 'i');
};

describe('the landing page', () => {
  it.each(specification.story.map((line, index) => [index, line] as const))(
    'tells part %i of the three-step story in its band’s caption: "%s"',
    (index, line) => {
      const caption = Object.values(waveBandsCopy.bands)[index]?.caption ?? '';
      expect(
        caption,
        `src/content/hero.ts: band ${index + 1}'s caption must hold "${line}" in that order. ${orChange('story', index)}`,
      ).toMatch(phrasesOf(line));
    },
  );
});

const documents = Object.keys(specification.documents).map(read);

describe.each(documents)('$name', (document) => {
  const name = document.file.replace(/^src\/content\/|\.mdx$/g, '');
  const fixed = specification.documents[name];

  it('takes effect on the day the specification gives', () => {
    expect(
      document.frontmatter.effective,
      `"effective:" in the front matter of ${document.file}. ${orChange('documents', name, 'effective')}`,
    ).toBe(fixed?.effective);
  });

  // Their numbering in order is the build's check (scripts/build/contentChecks.ts).
  it('has as many sections as the specification gives', () => {
    expect(
      document.headings.length,
      `${document.file} has ${document.headings.length} numbered sections. ${orChange('documents', name, 'sections')}`,
    ).toBe(fixed?.sections);
  });
});

const statements = Object.entries(specification.statements).flatMap(([name, lines]) => {
  const document = read(name);
  return lines.map((line, index) => [document.name, line, { document, name, index }] as const);
});

it.each(statements)('%s states "%s"', (_, line, { document, name, index }) => {
  expect(
    document.text,
    `${document.file} must state "${line}". ${orChange('statements', name, index)}`,
  ).toMatch(phrasesOf(line));
});

const privacy = read('privacy');
it.each(Object.entries(specification.storedRecords))(
  'the Privacy Policy names the %s record field by field',
  (record, fields) => {
    const items = privacy.passages.filter((passage) => passage.startsWith(`${record}:`));
    const missing = fields.filter((field) => !items.some((item) => item.includes(field)));
    expect(
      missing,
      `${privacy.file} must name each field of the ${record} record in its list item "${record}: …". ${orChange('storedRecords', record)}`,
    ).toEqual([]);
  },
);
