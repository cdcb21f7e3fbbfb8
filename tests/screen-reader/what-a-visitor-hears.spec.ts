/**
 * What a blind visitor hears: GNOME Orca reading the built site in Firefox ESR and Chromium
 * (./orca.ts). One visit per browser walks the table in order: what the visitor does, and the words
 * they must hear, whatever Orca says for punctuation. The last test holds docs/screen-reader.md to
 * what Orca said (npm run transcripts rewrites it).
 */
import { Browser as BrowserKind, createProfile } from '@puppeteer/browsers';
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { chromiumArgs, findChromium } from '../../scripts/browser';
import { rotationInterval } from '../../machines/heroMachine';
import { waveBandsCopy } from '../../src/content/hero';
import { startCallToAction } from '../../src/content/landing';
import { footerLinks, layoutCopy } from '../../src/content/layout';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { thirdPartyProcessors } from '../../src/content/processors';
import { siteConfig } from '../../src/site/config';
import { findFirefox } from '../engines/drivers/gecko';
import { builtPage, missingPage, pageTitles, sectionHeadingsOf, sectionHolding } from '../support/pages';
import { Desktop, missingTools } from './orca';

/** Words speech-dispatcher may say for a punctuation mark, in place of it. */
const punctuationNames = ['colon', 'dash', 'em dash', 'bar', 'left paren', 'right paren'];

/** A pattern for `text` as Orca says it: its words in order, punctuation named or not. */
function spoken(text: string): string {
  const named = `\\b(?:${punctuationNames.join('|')})\\b`;
  const tokens = text.trim().match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? [];
  return tokens
    .map((token, index) => {
      if (/[\p{L}\p{N}]/u.test(token)) return token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (index === 0) return '';
      return /^\s+$/.test(token) ? '\\W+' : `\\W*(?:${named}\\W*)?`;
    })
    .join('');
}

/** What the visitor must hear: `text`, and the role and state Orca adds to it. */
const say = (...parts: string[]) => new RegExp(parts.map(spoken).join('\\W+'), 'iu');
/** A heading, as Orca's H key reads it. */
const heading1 = (text: string) => say(text, 'heading level 1');
const heading2 = (text: string) => say(text, 'heading level 2');
/** A page arriving: its title, or its heading where focus lands (browsers differ in which Orca reads). */
const newPage = (title: string, heading: string) =>
  new RegExp(`${say(title).source}|${heading1(heading).source}`, 'iu');
/** A link: Firefox also says "visited" for one to the page it is on. */
const link = (name: string) => new RegExp(`${spoken(name)}\\W+(?:visited\\W+)?link`, 'iu');

const { bands, heading: bandsHeading, startRotation, stopRotation } = waveBandsCopy;
/** A legal document's numbered section headings. */
const sectionHeadings = (name: string) => sectionHeadingsOf(name).map(heading2);
const privacyHeadings = sectionHeadings('privacy');
const privacyHeading = builtPage('/privacy').h1;
/** The footer's last link, which the visitor follows, and the document it leads to. */
const lastLink = footerLinks.at(-1) ?? { to: '/', text: '' };
const lastLinked = { ...builtPage(lastLink.to), headings: sectionHeadings(lastLink.to.slice(1)) };
const band = (name: string) => say(name, 'selected radio button');
/** The Privacy Policy's section that lists the processors, whose policies it links. */
const processorsSection = sectionHolding('privacy', '<Processors');
/** Long enough for one automatic advance, not two. */
const rotationWait = 1.5 * rotationInterval;

/** A key by xdotool's name; `{ url }` types an address; `{ waitUntil }` waits until that many ms after the last key. */
type Key = string | { url: string } | { waitUntil: number };
const times = (count: number, key: string): Key[] => Array<Key>(count).fill(key);

interface Extra {
  /** The caption they must hear exactly once, and no other caption. */
  readonly caption?: string;
  /** The WCAG success criteria the row proves (docs/accessibility.md). */
  readonly criteria?: string;
}
/** A row: what the visitor does, in words; the keys they press; what they must hear, each at least once. */
const row = (does: string, keys: Key[], hears: RegExp[], extra?: Extra) => ({ does, keys, hears, ...extra });

/**
 * The table: one visit, in order. The visitor asks for reduced motion, so the bands stand still
 * until they press Start, and every run meets the same band first.
 */
const rows = [
  row('Types the address of `/`', [{ url: '/' }], [say(pageTitles.home)], { criteria: '2.4.2' }),
  row('Tab: the first stop', ['Tab'], [link(layoutCopy.skipLink)], { criteria: '2.4.1' }),
  row(
    'Tab ×4: the header and the call to action',
    times(4, 'Tab'),
    [siteConfig.productName, layoutCopy.account.signIn, layoutCopy.account.signUp, startCallToAction].map(
      link,
    ),
    { criteria: '1.3.2 2.4.4 2.5.3' },
  ),
  row('Tab: into the hero', ['Tab'], [say('region', bandsHeading), say(startRotation, 'push button')], {
    criteria: '1.3.2 4.1.2',
  }),
  row('Tab: the bands', ['Tab'], [say(bandsHeading, 'panel'), band(bands.one.name)], {
    caption: bands.one.caption,
    criteria: '1.3.1 3.3.2 4.1.2',
  }),
  row('Orca+A: focus mode', ['Insert+a'], [/focus mode/i]),
  // Titled by place, not name: the record (docs/accessibility.md) names these rows, and a band renamed keeps them.
  ...(
    [
      [bands.two, 'second'],
      [bands.three, 'third'],
      [bands.one, 'first'],
    ] as const
  ).map(([{ name, caption }, place]) =>
    row(`Down: the ${place} band`, ['Down'], [band(name)], { caption, criteria: '3.2.2 4.1.2' }),
  ),
  row('Shift+Tab: back to the button', ['shift+Tab'], [say(startRotation, 'push button'), /browse mode/i], {
    criteria: '2.1.2',
  }),
  row('Enter: Start', ['Return'], [say(stopRotation)], { criteria: '4.1.3' }),
  row(`Waits ${rotationWait / 1000} s while the bands rotate`, [{ waitUntil: rotationWait }], []),
  row('Enter: Stop', ['Return'], [say(startRotation)], { criteria: '4.1.3 2.2.2' }),
  // Rotation ran while all was quiet: the band checked now is the next one.
  row('Tab: the bands again', ['Tab'], [band(bands.two.name)], { caption: bands.two.caption }),
  row(
    'Ctrl+End, Enter: the footer’s last link, followed in the page',
    ['ctrl+End', 'Return'],
    [link(lastLink.text), newPage(lastLinked.title, lastLinked.h1)],
  ),
  row(
    `H ×${lastLinked.headings.length}: its sections`,
    times(lastLinked.headings.length, 'h'),
    lastLinked.headings,
    { criteria: '1.3.1 2.4.6' },
  ),
  // A fresh load: after a client-side navigation, Orca 43 may move by the last page's links.
  row('Types the address of `/privacy`, then H', [{ url: '/privacy' }, 'h'], [heading1(privacyHeading)]),
  row('Shift+K: the link before the heading', ['shift+k'], [link(layoutCopy.backHome)]),
  row(`H ×${1 + processorsSection}`, times(1 + processorsSection, 'h'), [
    heading1(privacyHeading),
    ...privacyHeadings.slice(0, processorsSection),
  ]),
  // Firefox reads the hidden "(opens in a new tab)" after the link's role, Chromium before it.
  row(
    'K: a processor’s policy',
    ['k'],
    [say(`${thirdPartyProcessors[0]?.name} Privacy Policy`), say(layoutCopy.opensInNewTab), /\blink\b/],
    { criteria: '2.4.4 2.5.3' },
  ),
  row(
    `H ×${privacyHeadings.length - processorsSection}`,
    times(privacyHeadings.length - processorsSection, 'h'),
    privacyHeadings.slice(processorsSection),
  ),
  ...routePaths
    .filter((path) => !['/', '/privacy', lastLink.to].includes(path))
    .map((path) => {
      const { title, h1, headings } = builtPage(path);
      return row(
        `Types the address of \`${path}\`, then H ×${1 + headings.length}`,
        [{ url: path }, ...times(1 + headings.length, 'h')],
        [say(title), heading1(h1), ...headings.map(heading2)],
      );
    }),
  row('Types an address the site does not have', [{ url: missingPage }], [say(pageTitles.notFound)], {
    criteria: '2.4.2',
  }),
  row('H', ['h'], [heading1(layoutCopy.notFound.heading)]),
  row('K', ['k'], [link(layoutCopy.notFound.homeLink)]),
];

/** Each browser: where it is (or what to install), and its arguments for a fresh `profile` asking for reduced motion. */
const browsers = [
  {
    label: 'Firefox ESR',
    find: findFirefox,
    async args(profile: string) {
      const preferences = { 'ui.prefersReducedMotion': 1 };
      await createProfile(BrowserKind.FIREFOX, { path: profile, preferences });
      return ['--new-instance', '--profile', profile];
    },
  },
  {
    label: 'Chromium',
    find: async () => ({ found: findChromium().executablePath }),
    args: async (profile: string) => [
      ...chromiumArgs,
      ...['--force-renderer-accessibility', '--force-prefers-reduced-motion', `--user-data-dir=${profile}`],
      ...['--no-first-run', '--no-default-browser-check', '--password-store=basic'],
    ],
  },
];

/** The browser's own words (Chromium busy, Firefox's address bar), at no fixed point: not transcribed. */
const browserChrome = /^(Loading\.|Please wait\.|Search with .* or enter address.*)$/;

const transcriptFile = 'docs/screen-reader.md';

/** What Orca said for each row, by browser, for the transcript. */
const columns: { version: string; heard: string[] }[] = [];

for (const browser of browsers) {
  test.describe(`${browser.label} with Orca`, () => {
    test.describe.configure({ mode: 'serial' });
    let desktop: Desktop | undefined;
    const heard: string[] = [];

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      const found = await browser.find();
      const missing = missingTools() ?? ('missing' in found ? found.missing : undefined);
      if (missing) {
        if (process.env.CI) throw new Error(missing);
        console.warn(`\nThe screen-reader table is skipped in ${browser.label}:\n${missing}\n`);
        test.skip(true, missing);
      }
      desktop = new Desktop();
      await desktop.start();
      const executable = (found as { found: string }).found;
      // Debian's chromium launcher script may complain on stderr about this machine: not our words.
      const output = execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: 'pipe' });
      const version = output.replace(/ built on.*/, '').trim();
      columns.push({ version, heard });
      await desktop.openBrowser(executable, browser.args);
    });

    test.afterAll(() => desktop?.stop());

    for (const [index, row] of rows.entries()) {
      const tag = row.criteria?.split(' ').map((id) => `@wcag${id}`) ?? [];
      test(`${index + 1}. ${row.does}`, { tag }, async ({ baseURL }) => {
        if (!desktop) throw new Error('The desktop did not start');
        for (const key of row.keys) {
          if (typeof key === 'string') await desktop.press(key);
          else if ('url' in key) await desktop.goTo(`${baseURL}${key.url}`);
          else await desktop.waitSinceLastKey(key.waitUntil);
        }
        await desktop.waitFor(row.does, row.hears);
        const said = desktop.heard();
        heard.push(said.filter((line) => !browserChrome.test(line)).join(' / '));
        const text = said.join(' ');
        if (row.hears.length === 0) expect(said, `${row.does}: hears nothing`).toEqual([]);
        if (row.caption) {
          for (const { caption } of Object.values(bands)) {
            const times = text.match(new RegExp(say(caption).source, 'giu'))?.length ?? 0;
            expect(times, `${row.does}: times "${caption}" is heard`).toBe(caption === row.caption ? 1 : 0);
          }
        }
      });
    }
  });
}

/**
 * The transcript's rows, a line each, as compared: without its header (which names the versions),
 * with any year (the footer's) as YYYY, so a transcript written last year still holds, and without
 * the rows that load a page, whose summary Orca gives in a different order and length from run to run.
 */
const comparedRows = (markdown: string) =>
  markdown
    .replace(/\b20\d\d\b/g, 'YYYY')
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .slice(2)
    .filter((_, index) => !rows[index]?.keys.some((key) => typeof key === 'object' && 'url' in key));

// After both visits: what Orca said, written down (npm run transcripts) or compared with what is.
test('docs/screen-reader.md says what Orca said', async () => {
  const complete =
    columns.length === browsers.length && columns.every(({ heard }) => heard.length === rows.length);
  test.skip(!complete, 'Orca did not read every row in both browsers');
  const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s+/g, ' ').trim() || '(nothing)';
  const orca = execFileSync('orca', ['--version'], { encoding: 'utf8' }).trim();
  const markdown = [
    '# What a screen reader says',
    '',
    `What GNOME Orca ${orca} said, as text, to a visitor going through the built site: one visit`,
    "per browser, row after row, with Orca's default settings, except that it neither reads a page out on",
    'load nor echoes keys; the visitor asks for reduced motion, so the bands stand still until',
    'Start. A "/" separates what Orca sent the synthesizer as separate utterances. Written by',
    '`npm run transcripts` from `tests/screen-reader/`; do not edit.',
    '',
    `| Visitor does | ${columns.map(({ version }) => version).join(' | ')} |`,
    `| --- | ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row, index) => `| ${row.does} | ${columns.map(({ heard }) => cell(heard[index] ?? '')).join(' | ')} |`,
    ),
  ].join('\n');
  const formatted = await format(markdown, { ...(await resolveConfig(transcriptFile)), parser: 'markdown' });
  if (process.env.SCREEN_READER_TRANSCRIPT) writeFileSync(transcriptFile, formatted);
  else {
    expect(
      comparedRows(readFileSync(transcriptFile, 'utf8')),
      `${transcriptFile} no longer says what Orca says: run npm run transcripts, read its diff, and commit it`,
    ).toEqual(comparedRows(formatted));
  }
});
