/**
 * Everything the site says is written one way: US English (the site's `lang`, its law and its
 * dates are American) and typographic apostrophes and quotation marks. Checked on the words as
 * the content modules hold them and on every page as it renders, so words written straight into
 * a component are held to it too. (A straight quote in src/content/ stops the build itself, with
 * its line: scripts/build/contentChecks.ts.)
 */
import englishWordList from 'an-array-of-english-words' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { renderRoute } from '../../tests/support/renderRoute';
import { createAppRouter } from '../navigation/router';
import { siteConfig } from '../site/config';
import { landingPage, notFoundPage } from '../site/pages';
import { heroCopy, playOnTheName, waveBandsCopy } from './hero';
import { learningJourneyCopy } from './journey';
import { howItWorksCopy, startCallToAction } from './landing';
import { pricingCopy } from './pricing';
import { shareImage } from './shareImage';

/** British spellings a writer slips into, with the US spelling the site uses. */
const britishSpellings: readonly [RegExp, string][] = [
  [
    /\b(personal|organ|author|recogn|real|apolog|summar|priorit|anonym|optim|minim|emphas|special)is(e|ed|es|ing|ation)/i,
    '-ize',
  ],
  [/\blicence\b/i, 'license'],
  [/\b(behavio|colo|favo|hono|labo)ur/i, '-or'],
  [/\b(cent|met|theat)re\b/i, '-er'],
  [/\banalys(e|ed|es|ing)\b/i, 'analyze'],
  [/\bcatalogue\b/i, 'catalog'],
  [/\bprogramme\b/i, 'program'],
  [/\b(travel|cancel|model|label)l(ed|ing)\b/i, 'one l'],
  [/\benrol(s|ment)?\b/i, 'enroll'],
  [/\bjudgement\b/i, 'judgment'],
  [/\b(whilst|amongst)\b/i, 'while, among'],
  [/\b(defen|offen)ce\b/i, '-se'],
];

/** A straight apostrophe between letters or after a plural, or a straight double quote. */
const straightQuote = /[A-Za-z]'[A-Za-z]|s'(\s|$)|"/;

/** Every string in a value, however deeply nested. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The words a page shows, each text node apart: `textContent` runs one element's last word into
 * the next one's first ("centre" in a link before "Downstream" read as "centreDownstream").
 */
function wordsShownIn(container: HTMLElement): string {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? '');
  return texts.join(' ');
}

/** What a test checks each piece of text against, named for the failure message. */
function expectWrittenOneWay(text: string, where: string) {
  expect(
    text,
    `${where}: straight quote in ${JSON.stringify(text.match(/.{0,30}['"].{0,30}/)?.[0])}`,
  ).not.toMatch(straightQuote);
  for (const [spelling, usSpelling] of britishSpellings) {
    const found = spelling.exec(text)?.[0];
    expect(found, `${where}: "${found}" is British; the site writes ${usSpelling}`).toBeUndefined();
  }
}

const englishWords = new Set<string>(englishWordList);

const contentModules = {
  'content/hero.ts': { heroCopy, waveBandsCopy },
  'content/journey.ts': learningJourneyCopy,
  'content/landing.ts': { howItWorksCopy, startCallToAction },
  'content/pricing.ts': pricingCopy,
  'content/shareImage.ts': shareImage,
  'site/pages.ts': { landingPage, notFoundPage },
  'each route’s page (its document’s front matter)': Object.values(createAppRouter().routesByPath).map(
    (route) => route.options.staticData?.page,
  ),
};

describe('the words of the site', () => {
  it.each(Object.entries(contentModules))('in %s are written one way', (module, content) => {
    const strings = stringsIn(content);
    expect(strings.length).toBeGreaterThan(0);
    for (const text of strings) expectWrittenOneWay(text, module);
  });

  // WCAG 3.1.2: a passage in another language would need its own `lang`. Words in lower case
  // are checked against an English word list; capitalised ones may be proper names.
  it.each([...routePaths, '/no-such-page'])(
    'on the page at %s are written one way, and English but for proper names',
    { tags: '@wcag3.1.2' },
    async (path) => {
      const text = wordsShownIn((await renderRoute(path)).container);
      expectWrittenOneWay(text, path);
      const words = text.match(/\p{L}+(?:[’']\p{L}+)*/gu) ?? [];
      const foreign = words
        .filter((word) => word === word.toLowerCase())
        .map((word) => word.replace(/[’'](s|t|re|ve|ll|d|m)$/, ''))
        .filter(
          (word) => !englishWords.has(word) && !englishWords.has(word.replace(/(s|es|ed|ing|ly|er)$/, '')),
        );
      expect([...new Set(foreign)], `${path}: words no English dictionary has`).toEqual([]);
    },
  );

  it('play on the product’s name only while it is the name', () => {
    const { name, ...plays } = playOnTheName;
    const words = Object.values(plays).map((play) => `"${play}"`);
    const product = siteConfig.productName;
    expect(
      name,
      `src/content/hero.ts: playOnTheName's words (${words.join(', ')}) play on the name "${name}"; the product is now "${product}": rewrite each (or drop the play) and set its name to "${product}"`,
    ).toBe(product);
  });

  it('catch what they are meant to catch', () => {
    expect(() => expectWrittenOneWay("today's headlines", 'example')).toThrow(/straight quote/);
    expect(() => expectWrittenOneWay('the "Service"', 'example')).toThrow(/straight quote/);
    expect(() => expectWrittenOneWay('personalised audio', 'example')).toThrow(/British/);
    expect(() => expectWrittenOneWay('a royalty-free licence', 'example')).toThrow(/British/);
    expect(() => expectWrittenOneWay('today’s personalized “Service” license', 'example')).not.toThrow();
  });
});
