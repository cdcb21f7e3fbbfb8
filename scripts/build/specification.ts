/**
 * The product specification the owner keeps, src/content/specification.yaml, read and checked
 * before anything is built and by the tests that hold the site to it: a slip of indentation or a
 * value of the wrong kind stops the build with the file, the line and what a correct line holds.
 */
import {
  isMap,
  isPair,
  isScalar,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type YAMLError,
} from 'yaml';
import { z } from 'zod';
import { isIsoDate } from '../../src/site/dates.ts';

export const specificationFile = 'src/content/specification.yaml';

const words = (example: string) =>
  z.string({ error: `words, e.g. ${example}` }).min(1, `words, e.g. ${example}`);
const list = (example: string) => z.array(words(example), { error: `a list, e.g. [${example}]` });
const count = (what: string, example: number) => z.int({ error: `${what}, e.g. ${example}` }).min(0);
const date = 'a real date written YYYY-MM-DD, e.g. 2025-07-03';

/** What each fact must be, in the words a line of the file is corrected with. */
const schema = z.strictObject({
  rotationInterval: count('a number of milliseconds', 3000),
  story: list('most people … surface level'),
  documents: z.record(
    z.string(),
    z.strictObject({
      effective: z.string({ error: date }).refine(isIsoDate, date),
      sections: count('a number of sections', 10),
    }),
  ),
  callToAction: words('Start with 3 free deep dives'),
  featureCards: list('5-Minute Sessions, Go Deeper'),
  learningJourney: z.strictObject({ eyebrow: words('Your Learning Journey'), steps: list('Search, Listen') }),
  offer: z.record(z.string(), count('a whole number', 3)),
  plans: z.array(
    z.strictObject({
      name: words('Explorer'),
      dollarsPerMonth: count('a whole number of dollars', 9),
      mostPopular: z.literal(true, { error: 'true, or no line at all' }).optional(),
      includes: words('Deep Diver').optional(),
      features: list('Unlimited deep dives, Offline downloads'),
    }),
  ),
  pages: z.array(z.string().startsWith('/', 'a path, e.g. /terms')),
  signIn: words('Sign in'),
  signUp: words('Sign up'),
  footerLinks: list('Privacy, Terms'),
  backHome: words('Back to Home'),
  appError: words('Unexpected Application Error!'),
  statements: z.record(z.string(), list('at least {minimumAge} years old')),
  storedRecords: z.record(z.string(), list('email address, user ID')),
});

/** A line of specification.yaml that is indented wrongly, and the spaces it wants. */
interface Slip {
  readonly line: number;
  readonly text: string;
  readonly spaces: number;
}

/**
 * The first line indented as no line it can belong with (one more than the line above, which
 * opens nothing; or none more than a `key:` that opens a block), and where it belongs. When it
 * sits where the file's two-space step puts it, under a block whose first line did not, that
 * first line is the slip (`   eyebrow:` over `  steps:`).
 */
function indentationSlip(source: string): Slip | undefined {
  let levels = [0];
  // The first line of each block, where the file's step would have put it.
  let firstLines: (Slip | undefined)[] = [undefined];
  let opens = false;
  for (const [index, text] of source.split('\n').entries()) {
    if (!text.trim() || text.trimStart().startsWith('#')) continue;
    const indent = text.length - text.trimStart().length;
    const top = levels.at(-1) ?? 0;
    const item = text.trimStart().startsWith('- ');
    if (opens && (indent > top || (indent === top && item))) {
      levels.push(indent);
      firstLines.push({ line: index + 1, text: text.trim(), spaces: top + 2 });
    } else if (opens || !levels.includes(indent)) {
      const first = firstLines.at(-1);
      if (!opens && first && first.spaces !== top && indent === first.spaces) return first;
      const spaces = opens ? top + 2 : indent > top ? top : (levels.find((level) => level > indent) ?? 0);
      return { line: index + 1, text: text.trim(), spaces };
    } else {
      levels = levels.slice(0, levels.indexOf(indent) + 1);
      firstLines = firstLines.slice(0, levels.length);
    }
    if (item) {
      levels.push(indent + 2);
      firstLines.push(undefined);
    }
    opens = /:\s*(#.*)?$/.test(text);
  }
  return undefined;
}

/** A key written twice (`error`, at the second), in words: the blocks it is in, and its first line. */
function twice(document: Document, lines: LineCounter, error: YAMLError): string | undefined {
  let said: string | undefined;
  visit(document, {
    Pair(_, { key }, path) {
      const map = path.at(-1);
      if (!isScalar(key) || key.range?.[0] !== error.pos[0] || !isMap(map)) return undefined;
      const [first] = map.items.flatMap((pair) =>
        isScalar(pair.key) && pair.key.value === key.value ? [pair.key] : [],
      );
      const under = path.flatMap((each) => (isPair(each) && isScalar(each.key) ? [each.key.value] : []));
      const line = lines.linePos(first?.range?.[0] ?? 0).line;
      said = `"${String(key.value)}" appears twice in ${under.join('.') || 'the file'}, here and on line ${line}: keep one`;
      return visit.BREAK;
    },
  });
  return said;
}

/** The file read: its YAML (for where each fact is written), its facts, and what is wrong with it. */
export function readSpecification(source: string) {
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines });
  const [error] = document.errors;
  if (error) {
    // The slips YAML tells apart by their code, then any other, read as indentation.
    const line = error.linePos?.[0].line ?? 1;
    const repeated = error.code === 'DUPLICATE_KEY' ? twice(document, lines, error) : undefined;
    const slip = indentationSlip(source);
    const problem =
      error.code === 'TAB_AS_INDENT'
        ? `line ${line}: YAML indents with spaces: replace the tab before "${source.split('\n')[line - 1]?.trim()}" with spaces`
        : repeated
          ? `line ${line}: ${repeated}`
          : slip
            ? `line ${slip.line}: "${slip.text}" is indented as no line it belongs with: ${slip.spaces ? `indent it ${slip.spaces} spaces, "${' '.repeat(slip.spaces)}${slip.text}"` : 'start it at the margin'}`
            : `line ${line}: not YAML (${error.message.split(' at line')[0]}): write "key: value" or "- item", indented as the lines it belongs with`;
    return { document, lines, problems: [`${specificationFile}, ${problem}`] };
  }
  const read = schema.safeParse(document.toJS());
  const problems = (read.error?.issues ?? []).map((issue) => {
    // A key the file should not have is named by its own line; a missing one, by its block's.
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    const node = [...path.keys()]
      .map((end) => document.getIn(path.slice(0, path.length - end), true) as { range?: number[] } | null)
      .find((each) => each?.range);
    const name = path.join('.');
    const what =
      issue.code === 'unrecognized_keys'
        ? 'not a fact the specification holds: correct its name, or remove it'
        : `${document.hasIn(path) ? '' : 'missing: '}${issue.message}`;
    return `${specificationFile}, line ${lines.linePos(node?.range?.[0] ?? 0).line}: ${name}: ${what}`;
  });
  return { document, lines, problems, specification: read.data };
}
