/**
 * `npm run accessibility-report`, the last step of `npm test`: the WCAG 2.2 conformance report,
 * docs/accessibility.md, and the accessibility statement's facts, docs/accessibility.json, from
 * docs/wcag-criteria.yaml and the results npm test has just saved: a test proves the criteria its
 * tags name (`@wcag2.4.3`). Fails, writing nothing and saying what to do, when a criterion that
 * "supports" has no passing test or a failed one, and when a test names a criterion not listed.
 */
import './failures';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/node';
import { parse } from 'yaml';

type Criterion = { id: string; title: string; level: string; status: string; how?: string; why?: string };
/** One test's run: where (a browser engine, the screen reader in a browser, Vitest) and how it ended. */
type Run = { test: string; criteria: string[]; where: string; outcome: 'passed' | 'failed' | 'skipped' };

const catalogue = 'docs/wcag-criteria.yaml';
const criteria = parse(readFileSync(catalogue, 'utf8')) as Criterion[];
const problems: string[] = [];
function results<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    problems.push(`${path} is missing: npm test writes it, then this report.`);
  }
}
/** The criteria a test's tags name: `@wcag2.4.3` (Playwright's report drops the `@`). */
const named = (tags: string[] = []) => tags.flatMap((tag) => /^@?wcag(.+)$/.exec(tag)?.[1] ?? []);
const outcome = (passed: boolean, skipped: boolean) => (passed ? 'passed' : skipped ? 'skipped' : 'failed');
const engines: Record<string, string> = { chromium: 'Chromium', gecko: 'Gecko', webkit: 'WebKit' };
const versions = new Map<string, string>();
const runs: Run[] = [];

const vitest = results<JsonTestResults>('test-results/summary/vitest.json');
for (const file of vitest?.testResults ?? []) {
  for (const { ancestorTitles, title, status, tags } of file.assertionResults) {
    const test = [relative('.', file.name), ...ancestorTitles, title];
    const ended = outcome(status === 'passed', status !== 'failed');
    runs.push({ test: test.join(' › '), criteria: named(tags), where: 'Vitest', outcome: ended });
  }
}
const playwright = results<JSONReport>('test-results/summary/playwright.json');
function addRuns(suite: JSONReportSuite, titles: string[]) {
  for (const { title, file, tags, tests } of suite.specs ?? []) {
    for (const { projectName, status, annotations } of tests) {
      // The screen reader's tests are one visit per browser, each a describe block: where they run.
      const [where = projectName, ...path] =
        projectName === 'screen-reader' ? titles : [engines[projectName], ...titles];
      const version = annotations.find(({ type }) => type === 'engine')?.description;
      if (version) versions.set(where, version);
      const test = [relative('.', resolve(playwright?.config.rootDir ?? '.', file)), ...path, title];
      const ended = outcome(['expected', 'flaky'].includes(status), status === 'skipped');
      runs.push({ test: test.join(' › '), criteria: named(tags), where, outcome: ended });
    }
  }
  for (const child of suite.suites ?? []) addRuns(child, [...titles, child.title]);
}
playwright?.suites.forEach((file) => addRuns(file, []));

const listed = new Set(criteria.map(({ id }) => id));
if (listed.size !== 55)
  problems.push(`${catalogue} lists ${listed.size} criteria; WCAG 2.2 has 55 at A and AA.`);
for (const { test, criteria } of runs) {
  for (const id of criteria.filter((id) => !listed.has(id))) {
    problems.push(`${test} names WCAG ${id}, which ${catalogue} does not list: correct the tag, or list it.`);
  }
}
/** Each test naming `id` that passed, with where it passed: "file › test (Chromium, Gecko)". */
function provenBy(id: string): string[] {
  const passed = runs.filter(({ criteria, outcome }) => criteria.includes(id) && outcome === 'passed');
  const wheres = (test: string) => new Set(passed.filter((run) => run.test === test).map((run) => run.where));
  const tests = [...new Set(passed.map(({ test }) => test))].sort();
  return tests.map((test) => `${test} (${[...wheres(test)].join(', ')})`);
}
for (const { id, title, status, how, why } of criteria) {
  const [say, tag] = [`WCAG ${id} ${title}`, `'@wcag${id}'`];
  if (!(status === 'supports' ? how : status === 'not applicable' && why)) {
    problems.push(`${say}: give it "supports" and how:, or "not applicable" and why:, in ${catalogue}.`);
  } else if (status === 'supports' && provenBy(id).length === 0) {
    const how = `tag a test that proves it ${tag} (Playwright { tag }, Vitest { tags })`;
    problems.push(
      `${say} "supports", but no passing test names it: ${how}, or change its status in ${catalogue}.`,
    );
  }
  for (const run of runs.filter(({ criteria, outcome }) => criteria.includes(id) && outcome === 'failed')) {
    problems.push(`${say}: ${run.test} failed in ${run.where}.`);
  }
}
if (problems.length > 0) {
  console.error(`No accessibility report written:\n${problems.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}

const heard = runs.some(({ where, outcome }) => where.includes('Orca') && outcome === 'passed');
const orca = heard
  ? execFileSync('orca', ['--version'], { encoding: 'utf8' }).replace(/^orca/i, '').trim()
  : null;
const count = (status: string) => criteria.filter((criterion) => criterion.status === status).length;
const [supports, notApplicable] = [count('supports'), count('not applicable')];
// The facts the visitors' accessibility statement quotes.
const facts = { standard: 'WCAG 2.2', level: 'AA', criteria: criteria.length, supports, notApplicable };
const where = { engines: Object.fromEntries(versions), screenReader: orca && `Orca ${orca}` };
// Only the facts: the site's bundle carries this file, so each criterion's row stays in the report.
writeFileSync('docs/accessibility.json', `${JSON.stringify({ ...facts, ...where }, null, 2)}\n`);

const slug = (title: string) => (title.toLowerCase().match(/[a-z0-9]+/g) ?? []).join('-');
const cell = (text: string) => text.replaceAll('|', '\\|');
const testedIn = [...versions].map(([engine, version]) => `${engine} (${version})`).join(', ');
const markdown = [
  '# Accessibility conformance report',
  '',
  `WCAG 2.2, Level A and AA: the site supports ${supports} of the ${criteria.length} success criteria; the other ${notApplicable} do not apply to it. Tested in ${testedIn}${orca ? `, and heard through Orca ${orca} in Firefox ESR and Chromium` : ''}.`,
  '',
  'Written by `npm test` (`scripts/accessibility-report.ts`) from `docs/wcag-criteria.yaml` and the results of the tests that name each criterion (`@wcag1.4.10`), with where each passed. Do not edit it.',
  '',
  '| Criterion | Level | Status | How the site meets it, or why it does not apply | Tests that prove it |',
  '| --- | --- | --- | --- | --- |',
  ...criteria.map(({ id, title, level, status, how, why }) => {
    const link = `[${id} ${title}](https://www.w3.org/WAI/WCAG22/Understanding/${slug(title)}.html)`;
    const tests = provenBy(id).map(cell).join('<br>');
    return `| ${link} | ${level} | ${status === 'supports' ? 'Supports' : 'Not applicable'} | ${cell(how ?? why ?? '')} | ${tests} |`;
  }),
  '',
].join('\n');
writeFileSync('docs/accessibility.md', markdown);
console.log(`docs/accessibility.md: ${supports} criteria supported, ${notApplicable} not applicable.`);
