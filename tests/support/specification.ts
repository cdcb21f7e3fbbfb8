/**
 * The product specification's fixed facts, as the owner keeps them in src/content/specification.yaml,
 * with where each is written, so that a test's failure names the line to change.
 */
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, type Node } from 'yaml';

const specificationFile = 'src/content/specification.yaml';

/** What the file holds (its shape is the file's own; tests read the parts they check). */
export interface Specification {
  readonly rotationInterval: number;
  readonly story: readonly string[];
  readonly documents: Readonly<Record<string, { readonly effective: string; readonly sections: number }>>;
  readonly callToAction: string;
  readonly featureCards: readonly string[];
  readonly learningJourney: { readonly eyebrow: string; readonly steps: readonly string[] };
  readonly offer: Readonly<Record<string, number>>;
  readonly plans: readonly object[];
  readonly pages: readonly string[];
  readonly signIn: string;
  readonly signUp: string;
  readonly footerLinks: readonly string[];
  readonly backHome: string;
  readonly appError: string;
}

const lines = new LineCounter();
const document = parseDocument(readFileSync(specificationFile, 'utf8'), { lineCounter: lines });
if (document.errors.length > 0) {
  const [error] = document.errors;
  throw new Error(`${specificationFile}, line ${error?.linePos?.[0].line}: ${error?.message.split('\n')[0]}`);
}

/** The facts, with every date kept as written (YYYY-MM-DD). */
export const specification = document.toJS() as Specification;

/** "src/content/specification.yaml, line N (key)", for the fact at `path` (keys and indexes). */
export function whereSpecified(...path: (string | number)[]): string {
  const node = document.getIn(path, true) as Node | undefined;
  const line = node?.range ? lines.linePos(node.range[0]).line : undefined;
  return `${specificationFile}${line ? `, line ${line}` : ''} (${path.join('.')})`;
}
