/**
 * The product specification's fixed facts, as the owner keeps them in src/content/specification.yaml
 * (read and checked by scripts/build/specification.ts, as the build does), with where each is
 * written, so that a test's failure names the line to change.
 */
import { readFileSync } from 'node:fs';
import type { Node } from 'yaml';
import { readSpecification, specificationFile, type Specification } from '../../scripts/build/specification';

const read = readSpecification(readFileSync(specificationFile, 'utf8'));
if (!read.specification) throw new Error(read.problems.join('\n'));

/** The facts, with every date kept as written (YYYY-MM-DD). */
export const specification: Specification = read.specification;

/** "src/content/specification.yaml, line N (key)", for the fact at `path` (keys and indexes). */
export function whereSpecified(...path: (string | number)[]): string {
  const node = read.document.getIn(path, true) as Node | undefined;
  const line = node?.range ? read.lines.linePos(node.range[0]).line : undefined;
  return `${specificationFile}${line ? `, line ${line}` : ''} (${path.join('.')})`;
}
