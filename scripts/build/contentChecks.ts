/**
 * The site's words and colours, checked before anything is built (and by the dev server), so that
 * a mistake stops with a line naming the file, the line and what to write instead.
 */
import { createProcessor } from '@mdx-js/mdx';
import { closest, distance } from 'fastest-levenshtein';
import { existsSync, globSync, readFileSync } from 'node:fs';
import remarkFrontmatter from 'remark-frontmatter';
import ts from 'typescript';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { contrastRatio, readColourToken, relativeLuminance } from './contrast.ts';
import { facts, writtenFacts } from './documents.ts';
import { readSpecification, specificationFile } from './specification.ts';

export type Problem = `${string}, line ${number}: ${string}`;

const straightApostrophe = /[A-Za-z]'[A-Za-z]|s'(?=\s|$)/;
const apostropheIn = (file: string, line: number, apostrophe: string): Problem =>
  `${file}, line ${line}: "${apostrophe}" has a straight apostrophe: type ’ instead`;
/** A word opened with a straight single quote: 'vault'. */
const straightSingleQuote = /(?:^|[\s(“—])'[A-Za-z]/;
/** The words around `at` in `text`, to find the quote by in a long line. */
const around = (text: string, at: number) => text.slice(Math.max(0, at - 20), at + 20).trim();

/** A straight ' or " in the words `text` (on `line` of `file`), with the character to type instead. */
function quotesIn(file: string, line: number, text: string): Problem[] {
  const problems: Problem[] = [];
  const apostrophe = straightApostrophe.exec(text)?.[0];
  if (apostrophe) problems.push(apostropheIn(file, line, apostrophe));
  const quoted = straightSingleQuote.exec(text);
  if (quoted && !apostrophe)
    problems.push(
      `${file}, line ${line}: a straight ' in "${around(text, quoted.index)}": type ‘ and ’ instead`,
    );
  if (text.includes('"'))
    problems.push(
      `${file}, line ${line}: a straight " in "${around(text, text.indexOf('"'))}": type “ and ” instead`,
    );
  return problems;
}

/** Straight quotes and empty words in the strings of a content module (src/content/*.ts). */
export function checkModule(file: string, source: string): Problem[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const problems: Problem[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    // A link of the words' own (the footer's `to: '/privacy'`), before the type check says it in its words.
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'to' &&
      ts.isStringLiteral(node.initializer)
    ) {
      const line = tree.getLineAndCharacterOfPosition(node.initializer.getStart()).line + 1;
      problems.push(...brokenLink(file, line, node.initializer.text));
    }
    // A string, or a template's text between its `${…}`s.
    if (ts.isStringTextContainingNode(node)) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      problems.push(...quotesIn(file, line, node.text));
      // A whole string with no words: a band with no name, a button that says nothing.
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !node.text.trim())
        problems.push(
          `${file}, line ${line}: ${node.getText()} is empty: a visitor would see nothing there, and a screen reader say nothing; write its words`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  // An apostrophe inside a '…' string ends it: the module no longer parses, so its lines are read
  // as written, before the type check reports the same mistake in its own words.
  const unreadable = (tree as ts.SourceFile & { parseDiagnostics?: readonly unknown[] }).parseDiagnostics;
  if (unreadable?.length) {
    source.split('\n').forEach((text, index) => {
      const apostrophe = /^\s*(\/\/|\/?\*)/.test(text) ? undefined : /[A-Za-z]'[A-Za-z]/.exec(text)?.[0];
      if (apostrophe) problems.push(apostropheIn(file, index + 1, apostrophe));
    });
  }
  return problems;
}

type SyntaxMessage = { readonly reason: string; readonly ruleId?: string; readonly line?: number };

/** HTML's tags that hold nothing (`<br>`): in a document, as in JSX, each ends with `/>`. */
const voidTags = 'area base br col embed hr img input link meta source track wbr'.split(' ');
const closesItself = (name: string) =>
  `<${name}> takes no closing tag and ends with />: ${name === 'br' ? 'write <br /> for a line break, or leave a blank line to start a new paragraph' : `write it as <${name} … />`}`;

/** The parser's complaint, in the words of someone writing a document. */
function syntaxProblem(file: string, { reason, ruleId, line = 1 }: SyntaxMessage): Problem {
  const tag = /`(<[^`>]+>)`/.exec(reason)?.[1] ?? 'a tag';
  const name = tag.slice(1, -1).split(' ')[0] ?? '';
  // HTML's tag names are the same in any case (`<BR>`).
  const voidTag = voidTags.find((each) => each === name.toLowerCase());
  const plain: Record<string, string> = {
    'unexpected-eof': 'a { is never closed: end it with }, or write \\{ to show a brace',
    acorn:
      'what is between { and } is not a fact a document knows: write one such as {product}, or \\{ to show a brace',
    'unexpected-character':
      'a < starts a tag here (such as <ContactEmail />) that is not one: finish it, or write &lt; to show a <',
    'end-tag-mismatch': voidTag
      ? closesItself(voidTag)
      : `${tag} is never closed: add its closing tag (</${name}>), or remove it`,
  };
  return `${file}, line ${line}: ${plain[ruleId ?? ''] ?? reason}`;
}

/** A node of a document's syntax tree, as much as the checks read of it: `name` a tag's, `url` a link's. */
interface DocumentNode {
  type: string;
  value?: string;
  name?: string;
  url?: string;
  depth?: number;
  attributes?: { name?: string; value?: unknown }[];
  children?: DocumentNode[];
  position?: { start: { line: number } };
}

/** The text of `node`, as a reader meets it (expressions as `{name}`). */
const textOf = (node: DocumentNode): string =>
  node.type === 'text'
    ? (node.value ?? '')
    : node.type === 'mdxTextExpression'
      ? `{${node.value}}`
      : (node.children ?? []).map(textOf).join('');

/** Every node of `tree` of one of `types`, in order, with its line. */
function nodesOf(tree: DocumentNode, types: string[]): { node: DocumentNode; line: number }[] {
  const found = types.includes(tree.type) ? [{ node: tree, line: tree.position?.start.line ?? 0 }] : [];
  return [...found, ...(tree.children ?? []).flatMap((child) => nodesOf(child, types))];
}

/** Every tag written in a document (`<a …>`, `<Processors />`), with its line. */
const tagsOf = (tree: DocumentNode) => nodesOf(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement']);

/** Every attribute of every tag, with the tag's name and line. */
const attributesOf = (tree: DocumentNode) =>
  tagsOf(tree).flatMap(({ node: { name: tag = '', attributes = [] }, line }) =>
    attributes.map(({ name = '', value }) => ({ tag, name, value, line })),
  );

/** The components a document may use, each with its module: what these export as a function. */
const componentModules = ['facts', 'Processors'].flatMap((module) =>
  [...readFileSync(`src/documents/${module}.tsx`, 'utf8').matchAll(/^export function (\w+)/gm)].map(
    ([, name = '']) => [name, module] as const,
  ),
);
const components = componentModules.map(([name]) => name);
/** The module a document imports `name` from: a component's own, or the facts'. */
const moduleOf = (name: string) => componentModules.find(([component]) => component === name)?.[1] ?? 'facts';

/**
 * Each `{fact}` and `<Component />` of a document that is not one, or is missing from its import
 * line: MDX would compile it, and its page render empty (`{phone}`) or with a gap (`{operator.phone}`).
 */
function unknownNames(file: string, tree: DocumentNode): Problem[] {
  const imported = nodesOf(tree, ['mdxjsEsm']).flatMap(({ node }) =>
    [...(node.value ?? '').matchAll(/\{([^}]*)\}/g)].flatMap(([, names = '']) =>
      names.split(',').map((name) => name.trim()),
    ),
  );
  const factNames = [...facts.keys()];
  // Expressions in the text, and in a tag's attributes (`<a href={phone}>`).
  const expressions = [
    ...nodesOf(tree, ['mdxTextExpression', 'mdxFlowExpression']).map(({ node, line }) => ({
      line,
      value: node.value,
    })),
    ...attributesOf(tree).flatMap(({ value, line }) =>
      typeof value === 'object' && value !== null && 'value' in value
        ? [{ line, value: String(value.value) }]
        : [],
    ),
  ];
  const named = [
    ...expressions.map(({ value = '', line }) => {
      const name = value.replace(/\/\*[\s\S]*?\*\//g, '').trim();
      const root = name.split('.')[0] ?? '';
      // For `{operator.phone}`, the facts of `operator`; for `{phone}`, all of them.
      const family = factNames.filter((fact) => fact.startsWith(`${root}.`));
      const choices = (family.length ? family : factNames).map((fact) => `{${fact}}`);
      return { line, root, written: `{${name}}`, known: !name || facts.has(name), choices };
    }),
    ...tagsOf(tree)
      .filter(({ node }) => /^[A-Z]/.test(node.name ?? ''))
      .map(({ node: { name = '' }, line }) => {
        const choices = components.map((component) => `<${component} />`);
        return { line, root: name, written: `<${name} />`, known: components.includes(name), choices };
      }),
  ];
  return named.flatMap(({ line, root, written, known, choices }): Problem[] =>
    !known
      ? [`${file}, line ${line}: ${written} is no fact a document knows; write one of ${choices.join(', ')}`]
      : root && !imported.includes(root)
        ? [
            `${file}, line ${line}: ${written} needs ${root} in the import line: import { …, ${root} } from '../documents/${moduleOf(root)}';`,
          ]
        : [],
  );
}

/** The site's pages, a file each in src/routes/ ("terms.tsx" is /terms), never a list kept by hand. */
const sitePages = () =>
  globSync('**/*.tsx', { cwd: 'src/routes' })
    .filter((route) => !route.startsWith('__'))
    .map((route) => `/${route.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '')}`);

/**
 * A link to `url` (on `line` of `file`) if it is a page of the site that it does not have, nor
 * public/ a file; or an address elsewhere without https, which the browser calls not secure.
 */
function brokenLink(file: string, line: number, url: string): Problem[] {
  if (/^http:/i.test(url))
    return [
      `${file}, line ${line}: links to ${url}, an address the browser calls not secure: write ${url.replace(/^http:/i, 'https:')}`,
    ];
  const pages = sitePages();
  const path = url.replace(/[?#].*$/, '');
  if (!/^\/(?!\/)/.test(url) || pages.includes(path) || existsSync(`public${path}`)) return [];
  const nearest = closest(path, pages);
  const fix =
    distance(path, nearest) <= path.length / 3
      ? `did you mean ${nearest}?`
      : `its pages are ${pages.join(', ')}`;
  return [`${file}, line ${line}: links to ${url}, a page the site does not have: ${fix}`];
}

/** Tags the site's security policy blocks (only its own scripts, frames, styles): a document showing one would show nothing of it. */
const blockedTags = ['script', 'iframe', 'style', 'object', 'embed'];

/**
 * HTML in a document that cannot work on the site: a blocked tag, or (each stops the page
 * rendering) a `style` attribute, or words inside a tag that holds none (`<br>…</br>`).
 */
const blockedHtml = (file: string, tree: DocumentNode): Problem[] =>
  tagsOf(tree).flatMap(({ node: { name = '', attributes = [], children = [] }, line }): Problem[] =>
    blockedTags.includes(name)
      ? [
          `${file}, line ${line}: <${name}> cannot run or show on the site (its security policy blocks it): remove it`,
        ]
      : attributes.some((attribute) => attribute.name === 'style')
        ? [
            `${file}, line ${line}: <${name} style=…> stops the page rendering, and the site's security policy blocks inline styles: remove the style; the look belongs in src/styles/`,
          ]
        : voidTags.includes(name) && children.length > 0
          ? [`${file}, line ${line}: ${closesItself(name)}`]
          : [],
  );

/** Every link of a document: Markdown's, inline or by reference, and an `<a href="…">` written as HTML. */
const brokenLinks = (file: string, tree: DocumentNode): Problem[] => [
  ...nodesOf(tree, ['link', 'definition']).flatMap(({ node: { url = '' }, line }) =>
    brokenLink(file, line, url),
  ),
  ...attributesOf(tree).flatMap(({ tag, name, value, line }) =>
    tag === 'a' && name === 'href' && typeof value === 'string' ? brokenLink(file, line, value) : [],
  ),
];

/** Periods as people write them, in days. */
const unitDays: Readonly<Record<string, number>> = { day: 1, week: 7, month: 365.25 / 12, year: 365.25 };
// By their number ("a" is one), and tens alone or with a unit ("twenty-four").
const numberWords = [
  ...'a one two three four five six seven eight nine ten eleven twelve'.split(' '),
  ...'thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' '),
];
const tens = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const counted = `\\d+|(?:${tens.join('|')})(?:-(?:${numberWords.slice(1, 10).join('|')}))?|${numberWords.join('|')}|an`;
// And halves, as people write them: "a year and a half", "one and a half years", "half a year".
const period = new RegExp(
  `\\b(half a|(?:${counted})(?:\\.\\d+)?(?: and a half)?)[ -](day|week|month|year)s?( and a half)?\\b`,
  'gi',
);
const whileOpen = /as long as your account is open/i;

/** The periods a passage gives, in days (Infinity for "as long as your account is open"). */
function periodsIn(text: string): number[] {
  const days = [...text.matchAll(period)].map(([, written = '', unit = '', halfAfter]) => {
    const half = /half/i.test(written) || halfAfter ? 0.5 : 0;
    const count = written.replace(/ and a half$/i, '');
    const [ten = '', ones = ''] = count.toLowerCase().split('-');
    const number = /^half a$/i.test(count)
      ? 0
      : /^\d+(\.\d+)?$/.test(count)
        ? Number(count)
        : tens.includes(ten)
          ? (tens.indexOf(ten) + 2) * 10 + Math.max(0, numberWords.indexOf(ones))
          : Math.max(1, numberWords.indexOf(ten));
    return (number + half) * (unitDays[unit.toLowerCase()] ?? 1);
  });
  return whileOpen.test(text) ? [...days, Infinity] : days;
}

const sameDays = (a: number, b: number) => a === b || Math.abs(a - b) <= 0.02 * Math.min(a, b);

/**
 * A document's facts and components that do not exist (or its import line lacks), links to pages
 * the site does not have, straight quotes, facts written out (`writtenFacts`: each fact's words,
 * and what to write instead, such as `{product}`), periods that contradict its retention list
 * ("**Usage data:** for no more than 12 months"), backups kept past its promise to delete an
 * account's data, and numbered sections out of order.
 */
export function checkDocument(file: string, source: string): Problem[] {
  if (source.startsWith('\uFEFF'))
    return [
      `${file}, line 1: the file begins with an invisible byte-order mark: save it as UTF-8 without BOM`,
    ];
  let tree: DocumentNode;
  try {
    tree = createProcessor({ remarkPlugins: [remarkFrontmatter] }).parse(source) as DocumentNode;
  } catch (error) {
    return [syntaxProblem(file, error as SyntaxMessage)];
  }
  const problems: Problem[] = [
    ...unknownNames(file, tree),
    ...brokenLinks(file, tree),
    ...blockedHtml(file, tree),
  ];
  // Its title is the page's h1: with nothing under it, the page would publish as a heading alone.
  if (nodesOf(tree, ['paragraph', 'list', 'heading', 'table']).length === 0)
    problems.push(
      `${file}, line ${source.trimEnd().split('\n').length}: the document ends here with no text below its front matter, so its page would publish as a title alone: write at least a paragraph, or delete the document and its route`,
    );
  // Headings go down one level at a time under the title (the page's h1): a level skipped leaves
  // a screen reader's list of headings with a gap, as if a part were lost.
  nodesOf(tree, ['heading']).reduce((above, { node, line }) => {
    const depth = node.depth ?? 1;
    if (depth > above + 1)
      problems.push(
        `${file}, line ${line}: "${'#'.repeat(depth)} ${textOf(node)}" skips a heading level under a ${'#'.repeat(above)} heading: write "${'#'.repeat(above + 1)} ${textOf(node)}"`,
      );
    return Math.min(depth, above + 1);
  }, 1);
  // Numbered sections ("## 1. …") go on in order: a number skipped or repeated reads as a section lost.
  const sections = nodesOf(tree, ['heading'])
    .filter(({ node }) => node.depth === 2)
    .map(({ node, line }) => ({ heading: textOf(node), line }));
  const wrong = /^\d+\. /.test(sections[0]?.heading ?? '')
    ? sections.findIndex(({ heading }, index) => !heading.startsWith(`${index + 1}. `))
    : -1;
  if (wrong >= 0) {
    const { heading = '', line = 0 } = sections[wrong] ?? {};
    problems.push(
      `${file}, line ${line}: "## ${heading}" is section ${wrong + 1} of the document: write "## ${wrong + 1}. ${heading.replace(/^[\d.\s]*/, '')}", and number the sections after it on from there`,
    );
  }
  const words = nodesOf(tree, ['text', 'yaml']).flatMap(({ node, line }) =>
    node.type === 'text'
      ? [{ text: node.value ?? '', line }]
      : (node.value ?? '')
          .split('\n')
          .map((text, index) => ({ text: text.replace(/^\w+:\s*"?|"$/g, ''), line: line + 1 + index })),
  );
  for (const { text, line } of words) {
    problems.push(...quotesIn(file, line, text));
    for (const [written, instead] of Object.entries(writtenFacts)) {
      if (text.includes(written))
        problems.push(
          `${file}, line ${line}: writes "${written}": write ${instead} instead, so a change to it reaches this page`,
        );
    }
  }

  // A list item's words are a paragraph inside it: passages too.
  const passages = nodesOf(tree, ['paragraph']).flatMap(({ node, line }) =>
    textOf(node)
      .split(/(?<=[.!?;])\s+/)
      .map((text) => ({ text, line })),
  );
  const listed = nodesOf(tree, ['listItem']).flatMap(({ node, line }) => {
    const [, record = '', rest = ''] = /^([^:\n]{2,40}):\s*([\s\S]*)$/.exec(textOf(node)) ?? [];
    const days = periodsIn(rest);
    return days.length > 0 ? [{ record, days, line }] : [];
  });
  // The promise to delete an account's data, and backups, are held to each other below.
  const promises = passages.filter(
    ({ text }) => /\bdelete\b[^.;]*\bwithin\b/i.test(text) && !/backup/i.test(text),
  );
  const others = passages.filter(
    (passage) => !promises.includes(passage) && !/\bbackups?\b/i.test(passage.text),
  );
  for (const { text, line } of listed.length > 0 ? others : []) {
    // A sentence that names records gives their periods; one that names none but keeps or
    // deletes something ("we delete the pages you view after two years"), a period of the list.
    const named = listed.filter(({ record }) => new RegExp(`\\b${record}\\b`, 'i').test(text));
    const keeps =
      named.length > 0 || /\b(keep|kept|retain|store|hold|delet|eras|anonymi|remov|purg)/i.test(text);
    const allowed = (named.length > 0 ? named : listed).flatMap(({ days }) => days);
    if (!keeps || periodsIn(text).every((each) => allowed.some((kept) => sameDays(kept, each)))) continue;
    const [{ line: listLine = 0 } = {}] = named.length > 0 ? named : listed;
    const says =
      named.length > 0
        ? `keeps ${named.map(({ record }) => record).join(' and ')} as line ${listLine} says`
        : `gives no record that period (line ${listLine})`;
    problems.push(
      `${file}, line ${line}: "${text.trim()}" contradicts the retention list, which ${says}: say it once, there`,
    );
  }
  for (const backup of passages.filter(({ text }) => /\bbackups?\b/i.test(text))) {
    for (const promise of promises) {
      const [kept = 0, promised = Infinity] = [
        Math.max(...periodsIn(backup.text)),
        Math.min(...periodsIn(promise.text)),
      ];
      if (kept > promised && !sameDays(kept, promised)) {
        problems.push(
          `${file}, line ${backup.line}: backups outlive the promise on line ${promise.line} to delete within ${Math.round(promised)} days: keep backups no longer, or promise at least ${Math.round(kept)} days there`,
        );
      }
    }
  }
  return problems;
}

/** What WCAG AA asks of a pair: 4.5:1 for text (1.4.3), 3:1 for focus rings, borders and marks (1.4.11). */
const [text, graphic] = [4.5, 3];
const surfaces = ['--color-bg', '--color-bg-sunken', '--color-surface'];

/** Every pair of colour tokens the site draws, foreground on background, and the ratio it needs. */
const colourPairs: readonly (readonly [string, string, number])[] = [
  ...['--color-text', '--color-text-muted', '--color-accent'].flatMap((colour) =>
    surfaces.map((surface) => [colour, surface, text] as const),
  ),
  ['--color-accent-strong', '--color-bg', text],
  ['--color-accent', '--color-accent-soft', text],
  ['--color-accent-contrast', '--color-accent', text],
  ['--color-accent-contrast', '--color-accent-strong', text],
  ['--color-print-text', '--color-print-bg', text],
  ...surfaces.map((surface) => ['--color-focus', surface, graphic] as const),
  ['--color-border-strong', '--color-bg', graphic],
  ['--color-brand-mark', '--color-brand-tile', graphic],
];

function luminance(hex: string): number {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : hex.slice(1).match(/../g);
  const [red = 0, green = 0, blue = 0] = (digits ?? []).map((pair) => parseInt(pair, 16));
  return relativeLuminance(red, green, blue);
}

/** Each pair of `colourPairs` below the ratio it needs, in either scheme of tokens.css. */
export function checkColours(file: string, css: string): Problem[] {
  return (['light', 'dark'] as const).flatMap((scheme) =>
    colourPairs.flatMap(([foreground, background, needed]): Problem[] => {
      const [front, back] = [foreground, background].map((token) => readColourToken(css, token, scheme));
      const ratio = contrastRatio(luminance(front ?? ''), luminance(back ?? ''));
      if (ratio >= needed) return [];
      const dark = css.indexOf(`${foreground}:`, css.indexOf('prefers-color-scheme: dark'));
      const declared = css
        .slice(0, scheme === 'dark' && dark > 0 ? dark : css.indexOf(`${foreground}:`))
        .split('\n').length;
      return [
        `${file}, line ${declared}: ${foreground} (${front}) on ${background} (${back}) is ${ratio.toFixed(2)}:1 in the ${scheme} scheme; WCAG AA asks at least ${needed}:1: change one of the two`,
      ];
    }),
  );
}

const heroMachineFile = 'machines/heroMachine.ts';

/**
 * The rotation's interval in the hero's machine, if it is not a number of milliseconds (an owner
 * writes "three seconds"): named before the type check reports it in a score of compiler errors.
 */
function checkRotationInterval(file: string, source: string): Problem[] {
  const at = source.search(/\brotationInterval\s*=/);
  if (at < 0) return [];
  const line = source.slice(0, at).split('\n').length;
  const written = source.slice(at).split('\n')[0] ?? '';
  const milliseconds = /^rotationInterval\s*=\s*([\d_]+);/.exec(written)?.[1]?.replaceAll('_', '');
  if (!milliseconds)
    return [
      `${file}, line ${line}: rotationInterval: a number of milliseconds, e.g. rotationInterval = 3000;`,
    ];
  // Written in seconds: the bands would change faster than anyone can read or stop them.
  const interval = Number(milliseconds);
  return interval < 1000
    ? [
        `${file}, line ${line}: rotationInterval = ${interval} is in milliseconds, so the bands would change every ${interval} ms: write ${interval * 1000} for ${interval} seconds (at least 1000)`,
      ]
    : [];
}

const siteConfigFile = 'src/site/config.ts';

/** A route showing a document: its title and its words from one file, and that file there. */
export function checkRoute(file: string, source: string): Problem[] {
  const imports = [...source.matchAll(/from '\.\.\/content\/([\w-]+\.mdx)/g)].map((found) => ({
    document: `src/content/${found[1]}`,
    line: source.slice(0, found.index).split('\n').length,
  }));
  const [first] = imports;
  const other = imports.find(({ document }) => document !== first?.document);
  if (other && first)
    return [
      `${file}, line ${other.line}: shows ${other.document} beside ${first.document} (line ${first.line}): import the title and the words from the same document`,
    ];
  return first && !existsSync(first.document)
    ? [
        `${file}, line ${first.line}: shows ${first.document}, which does not exist: write it (README.md, "Adding a page"), or delete this route and its links`,
      ]
    : [];
}

/** Every content problem in the project's files as `read` gives them: throws one line a problem. */
export function checkContent(read = (file: string) => readFileSync(file, 'utf8')): void {
  const problems = [
    // The words modules, and the site's configuration: the product's name and the operator's are words too.
    ...[...globSync('src/content/*.ts', { exclude: ['src/content/*.test.ts'] }), siteConfigFile].flatMap(
      (file) => checkModule(file, read(file)),
    ),
    ...globSync('src/content/*.mdx').flatMap((file) => checkDocument(file, read(file))),
    ...globSync('src/routes/*.tsx').flatMap((file) => checkRoute(file, read(file))),
    ...checkColours('src/styles/tokens.css', read('src/styles/tokens.css')),
    ...checkRotationInterval(heroMachineFile, read(heroMachineFile)),
    ...readSpecification(read(specificationFile)).problems,
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** In Vite: the dev server and Vitest too. */
export const contentChecks: Plugin = { name: 'downstream:content-checks', buildStart: () => checkContent() };

/** The browser's bar in each scheme's page colour: the `theme-color` metas, written from tokens.css. */
export const themeColours: Plugin = {
  name: 'downstream:theme-colours',
  transformIndexHtml: (): HtmlTagDescriptor[] =>
    (['light', 'dark'] as const).map((scheme) => ({
      tag: 'meta',
      attrs: {
        name: 'theme-color',
        content: readColourToken(readFileSync('src/styles/tokens.css', 'utf8'), '--color-bg', scheme),
        media: `(prefers-color-scheme: ${scheme})`,
      },
      injectTo: 'head',
    })),
};
