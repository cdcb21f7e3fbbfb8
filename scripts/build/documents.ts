/**
 * The site's documents (src/content/*.mdx), compiled to React at build time by MDX's own Rollup
 * plugin, so no Markdown parser reaches the browser. A document's front matter is also importable
 * alone, as `…/name.mdx?frontmatter` (a route's head needs it on every page, its text only on its
 * own), read and checked here for the build and the tests alike.
 */
import { globSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { formatIsoDate, isIsoDate } from '../../src/site/dates.ts';
import type { DocumentFrontmatter, ReadFrontmatter } from '../../src/site/pages';
import { factsByName } from '../../src/documents/factValues.ts';
import { siteConfig } from '../../src/site/config.ts';
import { routeSourceFor } from '../hosting/siteFiles.ts';

const frontmatterQuery = '?frontmatter';
/** The front matter's keys, each with what it must be. */
const keys: Readonly<Record<keyof DocumentFrontmatter, string>> = {
  title: 'the page’s heading, e.g. "Terms of Service"',
  description: 'a sentence or two for search results and link previews',
  effective: 'the day it took effect, written YYYY-MM-DD, e.g. 2025-07-03 (leave it out if none)',
};

/** Every fact a document can quote, by the name it writes (`product`, `operator.name`), with its value. */
const factsIn = (facts: object, prefix = ''): [string, unknown][] =>
  Object.entries(facts).flatMap(([key, value]) =>
    typeof value === 'object' ? factsIn(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
export const facts = new Map(factsIn(factsByName));

// The statement names the browsers and the screen reader the record was proven in: one it lacks
// stops the build here, so the words of that check never reach the browser.
const unrecorded = Object.entries(factsByName.conformance).filter(([, value]) => value === '');
if (unrecorded.length > 0)
  throw new Error(
    `docs/accessibility.json names no ${unrecorded.map(([name]) => name).join(', ')}: it is written by \`npm run accessibility-report\` after a full \`npm test\` on a machine with every engine and Orca; restore it with \`git checkout docs/accessibility.json\`.`,
  );

/** Each fact's words, and what a document writes in their place, for the build's content checks. */
export const writtenFacts: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [...facts].filter(([, value]) => typeof value === 'string').map(([name, value]) => [value, `{${name}}`]),
  ),
  [siteConfig.legalContactEmail]: '<ContactEmail />',
};

/**
 * The front matter of the document at `path`, checked (a failure names the file, the line, the key
 * and what it must be), with the facts it names (`{product}`) filled in as its body's are.
 */
export function readFrontmatter(path: string): DocumentFrontmatter {
  const file = relative(process.cwd(), path);
  const source = readFileSync(path, 'utf8');
  const fail = (problem: string, key?: string): never => {
    const line = key ? source.split('\n').findIndex((text) => text.startsWith(`${key}:`)) + 1 : 1;
    throw new Error(`${file}, line ${line}: ${problem}.`);
  };
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)?.[1];
  if (block === undefined) return fail('it must start with its front matter, between two lines of ---');
  let data: unknown;
  try {
    data = parse(block);
  } catch (error) {
    // The parser counts lines from the front matter's first; the file's first line is its ---.
    const at = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line ?? 0;
    const [, key, value = ''] = /^(\w+):\s*(.*)$/.exec(block.split('\n')[at - 1] ?? '') ?? [];
    const quote =
      key && /^[{[&*!|>%@`'"]/.test(value)
        ? `; a value that starts with ${value[0]} goes in quotes: ${key}: "${value}"`
        : '';
    const reason = (error as Error).message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '');
    throw new Error(`${file}, line ${at + 1}: its front matter is not valid YAML (${reason})${quote}.`, {
      cause: error,
    });
  }
  const fields = (data ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!(key in keys))
      fail(`the front matter has "${key}", which is not one of ${Object.keys(keys).join(', ')}`, key);
  }
  for (const key of ['title', 'description'] as const) {
    const text = fields[key];
    if (typeof text !== 'string' || !text.trim())
      return fail(`the front matter needs "${key}": ${keys[key]}`);
    fields[key] = text.replace(/\{([\w.]+)\}/g, (written, name: string) => {
      const value = facts.get(name);
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      return fail(
        `${written} is no fact a document knows; write one of {${[...facts.keys()].join('}, {')}}`,
        key,
      );
    });
  }
  const { effective } = fields;
  if (effective !== undefined && !(typeof effective === 'string' && isIsoDate(effective))) {
    fail(`"effective" must be a real date, ${keys.effective}; got ${JSON.stringify(effective)}`, 'effective');
  }
  return fields as unknown as DocumentFrontmatter;
}

/**
 * Why the page at `path`, rendered as `html`, must not publish: its `<main>` has no heading with
 * words, or holds a part that failed to render (React leaves it to the browser, `<!--$!-->`), as
 * when a document names something that is not there; with React's `error`, if it gave one.
 * Nothing when it is whole.
 */
export function emptyPage(path: string, html: string, error?: string): string | undefined {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  if (/<h1\b[^>]*>[^<]*[^<\s]/.test(main) && !main.includes('<!--$!-->')) return undefined;
  const route = routeSourceFor(path);
  const shows = /content\/[\w-]+\.mdx/.exec(readFileSync(route, 'utf8'))?.[0];
  const failed = error
    ? `rendering it failed with "${error.replace(/\.$/, '')}"`
    : 'something on it failed to render';
  return `The page ${path} came out empty: ${failed}. Look at ${shows ? `src/${shows}, shown by ` : ''}${route}; npm run dev shows the error in the browser's console at ${path}.`;
}

/**
 * Why the page at `path`, rendered as `html` (its head and body), must not publish: it shows a fact
 * in braces as typed, `{product}`, which only a document fills in; named with the source line that
 * wrote it. Nothing when it has none (scripts and styles aside).
 */
export function unfilledFact(path: string, html: string): string | undefined {
  const shown = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  const [typed] = /\{[A-Za-z][\w.]*\}/.exec(shown) ?? [];
  if (!typed) return undefined;
  const where = sourceLineOf(typed, 'src/content/**/*.ts');
  return `The page ${path} shows ${typed} as typed${where ? ` (${where})` : ''}: braces fill in a fact only in a document (src/content/*.mdx); in a .ts file write the value in backquotes, as \`\${product}\` in src/content/hero.ts.`;
}

/** The first line of the site's words (files matching `pattern`) that holds `text`, as "file, line N". */
function sourceLineOf(text: string, pattern: string): string | undefined {
  return globSync(pattern, { exclude: (name) => /\.test\./.test(name) })
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (line.includes(text) ? [`${file}, line ${index + 1}`] : [])),
    )
    .at(0);
}

/**
 * Why the site must not publish: a link on one of its `pages` (each rendered as `html`) goes to a
 * place in a page of the site (`/privacy#retention`, or `#retention` on its own page) that the page
 * has no id for, so the visitor would land at its top; named with the line that wrote it. Nothing
 * when every place linked to is there.
 */
export function missingPlace(pages: { path: string; html: string }[]): string | undefined {
  const ids = new Map(
    pages.map(({ path, html }) => [path, [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id)]),
  );
  for (const { path, html } of pages)
    for (const [, to = path, place = ''] of html.matchAll(/\shref="(\/[^"#?]*)?(?:\?[^"#]*)?#([^"]+)"/g)) {
      if (ids.get(to)?.includes(decodeURIComponent(place)) !== false) continue;
      const where = sourceLineOf(`#${place}`, 'src/**/*.{ts,tsx,mdx}');
      return `The page ${path} links to ${to}#${place}${where ? ` (${where})` : ''}, a place ${to} does not have (nothing there has the id ${place}): link to ${to} alone.`;
    }
  return undefined;
}

export function documents(): Plugin[] {
  const compiler = mdx({ remarkPlugins: [remarkFrontmatter] }) as Plugin & {
    transform: (this: unknown, code: string, id: string) => unknown;
  };
  return [
    // Before React's plugin, which then sees plain JavaScript. MDX reads an id without its query,
    // so it is kept from compiling a document's front matter module as the document.
    {
      ...compiler,
      enforce: 'pre',
      transform(code, id) {
        return id.endsWith(frontmatterQuery) ? null : compiler.transform.call(this, code, id);
      },
    } as Plugin,
    {
      name: 'downstream:document-frontmatter',
      enforce: 'pre',
      // The document's own path and the query: a real file, so the dev server reloads the page when
      // it changes, and Vitest's module runner, which reads a module's file, finds one. (A virtual
      // module, `\0` and the path, it read as a path under the root, and failed.)
      load(id) {
        if (!id.endsWith(`.mdx${frontmatterQuery}`)) return null;
        const path = id.slice(0, -frontmatterQuery.length);
        this.addWatchFile(path);
        // The effective date in words, written here so that no date code reaches the browser.
        const frontmatter = readFrontmatter(path);
        const { effective } = frontmatter;
        const read: ReadFrontmatter = effective
          ? { ...frontmatter, effectiveInWords: formatIsoDate(effective) }
          : frontmatter;
        return `export default ${JSON.stringify(read)};\n`;
      },
    },
  ];
}
