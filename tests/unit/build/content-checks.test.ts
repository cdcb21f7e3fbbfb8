/**
 * The build's checks of the site's words, specification and colours (scripts/build/), each fed
 * the mistake an owner makes, and expected to name the file, the line and what to write. (The build
 * and the dev server run them on the project's own files at every start.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempDisposableSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkColours,
  checkContent,
  checkDocument,
  checkModule,
  checkRoute,
} from '../../../scripts/build/contentChecks';
import { emptyPage, missingPlace, readFrontmatter, unfilledFact } from '../../../scripts/build/documents';
import { readSpecification, specificationFile } from '../../../scripts/build/specification';
import { factsByName } from '../../../src/documents/factValues';
import { bands, rotationInterval } from '../../../machines/heroMachine';
import { waveBandsCopy } from '../../../src/content/hero';
import { footerLinks } from '../../../src/content/layout';
import { siteConfig } from '../../../src/site/config';

const privacy = readFileSync('src/content/privacy.mdx', 'utf8');
const tokens = readFileSync('src/styles/tokens.css', 'utf8');
const file = 'src/content/example.mdx';

/** The last line of the privacy policy that starts with `start`. */
const lineOf = (start: string) => privacy.split('\n').findLast((text) => text.startsWith(start)) ?? '';
const lineNumberOf = (start: string) =>
  privacy.split('\n').findLastIndex((text) => text.startsWith(start)) + 1;
/** What the checks say of the privacy policy with `added` at the end of its line starting `start`. */
const withAdded = (start: string, added: string) => {
  const line = lineOf(start);
  return checkDocument(file, privacy.replace(line, `${line} ${added}`));
};
const at = (start: string) => `${file}, line ${lineNumberOf(start)}`;

describe('the build’s content checks', () => {
  it('name a straight apostrophe or quote in a document or a content module, and the character to type', () => {
    const paragraph = lineOf('This Privacy Policy explains');
    expect(
      checkDocument(file, privacy.replace(paragraph, paragraph.replace('collects', "doesn’t collect, it's"))),
    ).toEqual([`${at('This Privacy Policy explains')}: "t's" has a straight apostrophe: type ’ instead`]);
    expect(checkModule('src/content/hero.ts', '\n\nconst heading = "Don\'t stop";\n')).toEqual([
      'src/content/hero.ts, line 3: "n\'t" has a straight apostrophe: type ’ instead',
    ]);
    expect(checkModule('src/content/hero.ts', 'const lead = `the "Service"`;')[0]).toMatch(
      /line 1: a straight " .*type “ and ” instead/,
    );
    expect(withAdded('This Privacy Policy explains', "Your 'vault' is yours.")[0]).toMatch(
      new RegExp(
        `^${at('This Privacy Policy explains')}: a straight ' in ".*Your 'vault' is yours.": type ‘ and ’ instead$`,
      ),
    );
    // In a long line, the words around the quote, not the line's first.
    expect(withAdded('This Privacy Policy explains', 'We call it the "vault".')[0]).toMatch(
      /: a straight " in ".*We call it the "vault"\.": type/,
    );
    // In a '…' string the apostrophe ends it, and the module no longer parses: still named.
    expect(
      checkModule('src/content/hero.ts', "/** The card's words. */\nconst lead = 'it doesn't stop';\n"),
    ).toEqual(['src/content/hero.ts, line 2: "n\'t" has a straight apostrophe: type ’ instead']);
  });

  it('read the site’s configuration as words: a product name with a straight apostrophe stops the build', () => {
    const config = 'src/site/config.ts';
    const source = readFileSync(config, 'utf8');
    const named = `productName: '${siteConfig.productName}'`;
    const line = source.slice(0, source.indexOf(named)).split('\n').length;
    const read = (path: string) =>
      path === config
        ? source.replace(named, 'productName: "Dan\'s Downstream"')
        : readFileSync(path, 'utf8');
    expect(() => checkContent(read)).toThrow(`${config}, line ${line}: "n's" has a straight apostrophe`);
  });

  it('name a front matter value that YAML cannot read, its line, and the quotes it needs', () => {
    using directory = mkdtempDisposableSync(join(tmpdir(), 'front-matter-'));
    const path = join(directory.path, 'about.mdx');
    writeFileSync(path, '---\ntitle: About\ndescription: {product} and us\n---\n\nText.\n');
    expect(() => readFrontmatter(path)).toThrow(
      /about\.mdx, line 3: its front matter is not valid YAML \(.+\); a value that starts with \{ goes in quotes: description: "\{product\} and us"\.$/,
    );
  });

  it('name a fact written out that the documents quote by name', () => {
    expect(withAdded('This Privacy Policy explains', `${siteConfig.productName} is great.`)).toEqual([
      `${at('This Privacy Policy explains')}: writes "${siteConfig.productName}": write {product} instead, so a change to it reaches this page`,
    ]);
  });

  it('name a fact that does not exist, with those that do, and one the import line lacks', () => {
    const questions = (added: string) => withAdded('Questions or requests', added);
    const here = at('Questions or requests');
    const operatorFacts = Object.keys(factsByName.operator).map((name) => `{operator.${name}}`);
    expect(questions('Or call us at {operator.phone}.')).toEqual([
      `${here}: {operator.phone} is no fact a document knows; write one of ${operatorFacts.join(', ')}`,
    ]);
    expect(questions('Or call {phone}.')[0]).toMatch(
      new RegExp(
        `^${here}: \\{phone\\} is no fact a document knows; write one of \\{product\\}, .*\\{noticeDays\\}`,
      ),
    );
    expect(questions('Or tell <Phone />.')[0]).toMatch(/<Phone \/> is no fact/);
    expect(questions('Call <a href={phone}>us</a>.')[0]).toMatch(
      `${here}: {phone} is no fact a document knows`,
    );
    expect(questions('Free: {offer.freeDeepDives}.')).toEqual([
      `${here}: {offer.freeDeepDives} needs offer in the import line: import { …, offer } from '../documents/facts';`,
    ]);
  });

  it('name a link to a page the site does not have, and the nearest it has', () => {
    for (const link of ['[our privacy policy](/privcy)', '<a href="/privcy">our privacy policy</a>'])
      expect(withAdded('Questions or requests', `Read ${link}.`)).toEqual([
        `${at('Questions or requests')}: links to /privcy, a page the site does not have: did you mean /privacy?`,
      ]);
    expect(
      withAdded('Questions or requests', 'Read [the terms](/terms#top), [the icon](/favicon.svg).'),
    ).toEqual([]);
    // A footer link mistyped in its content module: named before the type check says it in compiler words.
    const layout = readFileSync('src/content/layout.ts', 'utf8');
    const linked = footerLinks[0]?.to ?? '/';
    const mistyped = layout.replace(`to: '${linked}'`, `to: '${linked}x'`);
    const line = mistyped.split('\n').findIndex((text) => text.includes(`'${linked}x'`)) + 1;
    expect(checkModule('src/content/layout.ts', mistyped)).toEqual([
      `src/content/layout.ts, line ${line}: links to ${linked}x, a page the site does not have: did you mean ${linked}?`,
    ]);
  });

  it('name a heading that skips a level, and the heading to write', () => {
    const paragraph = lineOf('Questions or requests');
    const under = (heading: string) =>
      checkDocument(file, privacy.replace(paragraph, `${paragraph}\n\n${heading}`));
    expect(under('#### For organizations')).toEqual([
      `${file}, line ${lineNumberOf('Questions or requests') + 2}: "#### For organizations" skips a heading level under a ## heading: write "### For organizations"`,
    ]);
    expect(under('### For organizations')).toEqual([]);
  });

  it('name words left empty in a content module, such as a band’s name', () => {
    const hero = readFileSync('src/content/hero.ts', 'utf8');
    const { name } = waveBandsCopy.bands[bands[1]];
    const emptied = hero.replace(`'${name}'`, "''");
    const line = emptied.split('\n').findIndex((text) => text.includes("name: ''")) + 1;
    expect(line, `the band's name is written as '${name}' in src/content/hero.ts`).toBeGreaterThan(0);
    expect(checkModule('src/content/hero.ts', emptied)).toEqual([
      `src/content/hero.ts, line ${line}: '' is empty: a visitor would see nothing there, and a screen reader say nothing; write its words`,
    ]);
    expect(checkModule('src/content/hero.ts', hero)).toEqual([]);
  });

  it('name a link to an address without https, and the address to write', () => {
    expect(withAdded('Questions or requests', 'See [the FTC](http://www.ftc.gov/privacy).')).toEqual([
      `${at('Questions or requests')}: links to http://www.ftc.gov/privacy, an address the browser calls not secure: write https://www.ftc.gov/privacy`,
    ]);
    // Written as a reference, [the FTC][ftc], with its address on a line of its own.
    expect(withAdded('Questions or requests', '\n\n[ftc]: http://www.ftc.gov')[0]).toMatch(
      /line \d+: links to http:\/\/www\.ftc\.gov, .*: write https:\/\/www\.ftc\.gov$/,
    );
  });

  it('name a document with nothing below its front matter, which would publish as a title alone', () => {
    const [frontMatter = ''] = /^---\n[\s\S]*?\n---\n/.exec(privacy) ?? [];
    const imports = privacy
      .split('\n')
      .filter((line) => line.startsWith('import '))
      .join('\n');
    const empty = `${frontMatter}${imports}\n`;
    expect(checkDocument(file, empty)).toEqual([
      `${file}, line ${empty.trimEnd().split('\n').length}: the document ends here with no text below its front matter, so its page would publish as a title alone: write at least a paragraph, or delete the document and its route`,
    ]);
  });

  it('name a numbered section out of order, and the number to write', () => {
    const headings = privacy.split('\n').filter((line) => /^## \d+\. /.test(line));
    const [, second = '', , fourth = ''] = headings;
    const skipped = second.replace(/\d+/, (number) => String(Number(number) + 1));
    expect(checkDocument(file, privacy.replace(second, skipped))).toEqual([
      `${file}, line ${lineNumberOf(second)}: "${skipped}" is section 2 of the document: write "${second}", and number the sections after it on from there`,
    ]);
    // Repeated: the later one is named.
    expect(checkDocument(file, privacy.replace(fourth, fourth.replace(/\d+/, '3')))[0]).toMatch(
      new RegExp(`line ${lineNumberOf(fourth)}: .* is section 4 `),
    );
    // A document without numbers (the accessibility statement) numbers nothing.
    expect(checkDocument(file, privacy.replace(/^## \d+\. /gm, '## '))).toEqual([]);
  });

  it('refuse to publish a link to a place in a page that the page does not have', () => {
    const site = (link: string, skip = '#main-content') => [
      {
        path: '/',
        html: `<a href="${skip}">Skip</a><main id="main-content"><h2 id="plans">Plans</h2></main>`,
      },
      { path: '/terms', html: `<main id="main-content"><a href="${link}">plans</a></main>` },
    ];
    expect(missingPlace(site('/#plans'))).toBeUndefined();
    expect(missingPlace(site('/?from=terms#plans'))).toBeUndefined();
    expect(missingPlace(site('/#pricing-plan'))).toBe(
      'The page /terms links to /#pricing-plan, a place / does not have (nothing there has the id pricing-plan): link to / alone.',
    );
    // On its own page.
    expect(missingPlace(site('/', '#main-contnt'))).toMatch(
      /^The page \/ links to \/#main-contnt, a place \/ does not have/,
    );
  });

  it('refuse to publish a page that shows a fact in braces as typed', () => {
    expect(unfilledFact('/', '<main><h1>{productName} takes you all the way down</h1></main>')).toBe(
      'The page / shows {productName} as typed: braces fill in a fact only in a document (src/content/*.mdx); in a .ts file write the value in backquotes, as `${product}` in src/content/hero.ts.',
    );
    expect(unfilledFact('/', '<main><h1>Downstream</h1><script>if(a){b}</script></main>')).toBeUndefined();
  });

  it('refuse to publish a page whose <main> came out empty, naming its document and React’s error', () => {
    const failed =
      '<header></header><main id="main" tabindex="-1"><div><!--$!--><template></template><!--/$--></div></main>';
    expect(emptyPage('/terms', failed)).toBe(
      "The page /terms came out empty: something on it failed to render. Look at src/content/terms.mdx, shown by src/routes/terms.tsx; npm run dev shows the error in the browser's console at /terms.",
    );
    expect(emptyPage('/terms', failed, 'phone is not defined')).toBe(
      'The page /terms came out empty: rendering it failed with "phone is not defined". Look at src/content/terms.mdx, shown by src/routes/terms.tsx; npm run dev shows the error in the browser\'s console at /terms.',
    );
    expect(emptyPage('/terms', '<main><article><h1>Terms</h1><p>Text.</p></article></main>')).toBeUndefined();
  });

  it.each([
    ['one year', '24 months'],
    ['3 months', '12 months'],
    ['two years', 'twelve months'],
    ['a year and a half', '12 months'],
    ['one and a half years', '12 months'],
    ['1.5 years', '12 months'],
    ['half a year', '12 months'],
  ])('name a sentence that keeps a record for %s beside a retention line of %s', (said, listed) => {
    const retention = lineOf('- **Usage data:**');
    const changed = privacy
      .replace(retention, retention.replace('12 months', listed))
      .replace(lineOf('Information is encrypted'), `We keep usage data for ${said}.`);
    expect(checkDocument(file, changed)).toEqual([
      `${at('Information is encrypted')}: "We keep usage data for ${said}." contradicts the retention list, which keeps Usage data as line ${lineNumberOf('- **Usage data:**')} says: say it once, there`,
    ]);
  });

  it('name a period of keeping or deleting, in any words, that the retention list does not give', () => {
    const deleted = (period: string) =>
      withAdded('We do not sell', `We delete the pages you view and the features you use after ${period}.`);
    expect(deleted('two years')).toEqual([
      `${at('We do not sell')}: "We delete the pages you view and the features you use after two years." contradicts the retention list, which gives no record that period (line ${lineNumberOf('- **Account:**')}): say it once, there`,
    ]);
    expect(deleted('12 months')).toEqual([]);
    const longer = privacy.replace('the rest for no more than 12 months', 'the rest for twenty-four months');
    const paragraph = lineOf('We do not sell');
    expect(checkDocument(file, longer.replace(paragraph, 'We keep usage data for 24 months.'))).toEqual([]);
    // A period quoted as a fact, or of no keeping, is not the list's.
    expect(
      withAdded('We do not sell', 'We delete it {noticeDays} days after. We answer within 9 days.'),
    ).toEqual([]);
  });

  it('name backups kept past the promise to delete an account’s data, in any unit', () => {
    const promise = 'When you delete your account';
    expect(withAdded(promise, 'Backups are kept for 3 months.')).toEqual([
      `${at(promise)}: backups outlive the promise on line ${lineNumberOf(promise)} to delete within 30 days: keep backups no longer, or promise at least 91 days there`,
    ]);
    expect(withAdded(promise, 'Backups are kept for four weeks.')).toEqual([]);
  });

  it('name a slip of specification.yaml’s indentation, or a value of the wrong kind, with the line to write', () => {
    const source = readFileSync(specificationFile, 'utf8');
    const lines = source.split('\n');
    const numbered = (start: string) =>
      [
        lines.findIndex((text) => text.startsWith(start)) + 1,
        lines.find((text) => text.startsWith(start)) ?? '',
      ] as const;
    // Each written one space out, or at the margin; the first of a block one space in.
    for (const [start, slip] of [
      ['  steps:', ' '],
      ['  freeDeepDives:', ''],
      ['  eyebrow:', '   '],
    ] as const) {
      const [line, text] = numbered(start);
      expect(readSpecification(source.replace(text, `${slip}${text.trim()}`)).problems).toEqual([
        `${specificationFile}, line ${line}: "${text.trim()}" is indented as no line it belongs with: indent it 2 spaces, "${text}"`,
      ]);
    }
    const [line, interval] = numbered('rotationInterval:');
    expect(readSpecification(source.replace(interval, 'rotationInterval: three seconds')).problems).toEqual([
      `${specificationFile}, line ${line}: rotationInterval: a number of milliseconds, e.g. 3000`,
    ]);
  });

  it('name a tab that indents a line of specification.yaml, and what to write instead', () => {
    const source = readFileSync(specificationFile, 'utf8');
    const lines = source.split('\n');
    const line = lines.findIndex((text) => text.startsWith('  steps:'));
    expect(readSpecification(source.replace(`\n  steps:`, '\n\tsteps:')).problems).toEqual([
      `${specificationFile}, line ${line + 1}: YAML indents with spaces: replace the tab before "${lines[line]?.trim()}" with spaces`,
    ]);
  });

  it('name a key specification.yaml writes twice, and where it is first', () => {
    const source = readFileSync(specificationFile, 'utf8');
    const first = source.split('\n').findIndex((text) => text.startsWith('    sections:')) + 1;
    expect(
      readSpecification(source.replace('\n    sections:', '\n    sections: 3\n    sections:')).problems,
    ).toEqual([
      `${specificationFile}, line ${first + 1}: "sections" appears twice in documents.terms, here and on line ${first}: keep one`,
    ]);
  });

  it('name a rotation interval in the hero’s machine that is not a number of milliseconds', () => {
    const file = 'machines/heroMachine.ts';
    const machine = readFileSync(file, 'utf8');
    const written = `rotationInterval = ${rotationInterval};`;
    const line = machine.slice(0, machine.indexOf(written)).split('\n').length;
    for (const mistake of ['rotationInterval = three seconds;', "rotationInterval = '3 s';"]) {
      const read = (path: string) =>
        path === file ? machine.replace(written, mistake) : readFileSync(path, 'utf8');
      expect(() => checkContent(read)).toThrow(
        `${file}, line ${line}: rotationInterval: a number of milliseconds, e.g. rotationInterval = 3000;`,
      );
    }
  });

  it('name a rotation interval written in seconds, with the milliseconds to write', () => {
    const file = 'machines/heroMachine.ts';
    const machine = readFileSync(file, 'utf8');
    const written = `rotationInterval = ${rotationInterval};`;
    const read = (path: string) =>
      path === file ? machine.replace(written, 'rotationInterval = 5;') : readFileSync(path, 'utf8');
    expect(() => checkContent(read)).toThrow(
      'rotationInterval = 5 is in milliseconds, so the bands would change every 5 ms: write 5000 for 5 seconds',
    );
  });

  it('name HTML a document cannot show: a tag the security policy blocks, a style attribute, a <br> not ended with />, a byte-order mark', () => {
    const lineBreak =
      '<br> takes no closing tag and ends with />: write <br /> for a line break, or leave a blank line to start a new paragraph$';
    for (const [added, says] of [
      ['<script>alert(1)</script>', '<script> cannot run or show on the site'],
      ['<iframe src="https://example.com" />', '<iframe> cannot run or show on the site'],
      ['<div style="color:red">x</div>', '<div style=…> stops the page rendering'],
      ['<br>And more.', lineBreak],
      ['<br>And more.</br>', lineBreak],
      ['<BR>And more.', lineBreak],
    ] as const) {
      expect(withAdded('This Privacy Policy explains', added)).toEqual([
        expect.stringMatching(`^${at('This Privacy Policy explains')}: ${says}`),
      ]);
    }
    expect(withAdded('This Privacy Policy explains', '<br />And more.')).toEqual([]);
    expect(checkDocument(file, `\uFEFF${privacy}`)).toEqual([
      `${file}, line 1: the file begins with an invisible byte-order mark: save it as UTF-8 without BOM`,
    ]);
  });

  it('name a route that shows two documents, or one that does not exist', () => {
    const route = 'src/routes/terms.tsx';
    const source = readFileSync(route, 'utf8');
    const [title, words] = ["'../content/terms.mdx?frontmatter'", "'../content/terms.mdx'"];
    const lineOf = (text: string) => source.slice(0, source.indexOf(text)).split('\n').length;
    expect(checkRoute(route, source)).toEqual([]);
    expect(checkRoute(route, source.replace(words, "'../content/privacy.mdx'"))).toEqual([
      `${route}, line ${lineOf(title)}: shows src/content/terms.mdx beside src/content/privacy.mdx (line ${lineOf(words)}): import the title and the words from the same document`,
    ]);
    // A name no document has: about.mdx, say, is the page the README shows an owner how to add.
    const gone = ['gone', 'gone-again', 'gone-for-good'].find(
      (name) => !existsSync(`src/content/${name}.mdx`),
    );
    expect(checkRoute(route, source.replaceAll('terms.mdx', `${gone}.mdx`))[0]).toBe(
      `${route}, line ${lineOf(words)}: shows src/content/${gone}.mdx, which does not exist: write it (README.md, "Adding a page"), or delete this route and its links`,
    );
  });

  it('name a pair of colours below WCAG AA, with its ratio', () => {
    const faded = tokens.replace(/--color-accent: #[0-9a-f]+;/i, '--color-accent: #9cb3b8;');
    const line = faded.split('\n').findIndex((text) => text.includes('--color-accent: #9cb3b8')) + 1;
    expect(checkColours('src/styles/tokens.css', faded)[0]).toMatch(
      new RegExp(
        `^src/styles/tokens.css, line ${line}: --color-accent \\(#9cb3b8\\) on --color-bg \\(#\\w+\\) is \\d\\.\\d\\d:1 in the light scheme; WCAG AA asks at least 4.5:1: change one of the two$`,
      ),
    );
  });
});

// Two Node processes: seconds on a busy machine.
it(
  'a README command’s failure is its message alone, its stack only with DEBUG=1',
  { timeout: 30_000 },
  () => {
    const fail = (DEBUG: string) =>
      spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "await import('./scripts/failures.ts'); throw new Error('Run npm run build.');",
        ],
        { encoding: 'utf8', env: { ...process.env, DEBUG } },
      );
    expect(fail('')).toMatchObject({ status: 1, stderr: 'Run npm run build.\n' });
    expect(fail('1').stderr).toMatch(/Run npm run build\.\n\s+at /);
  },
);
