/**
 * The WCAG 2.2 conformance report, docs/accessibility.md, and the accessibility statement's facts,
 * docs/accessibility.json: a committed record, written from docs/wcag-criteria.yaml and the results
 * `npm test` saved, where a test proves the criteria its tags name (`@wcag2.4.3`).
 *
 * - `npm run accessibility-report` writes both, and only after a run in which every engine and
 *   Orca ran and nothing failed: the record says where its claims were proven.
 * - `--check` (npm test's last step) writes nothing: it fails when the record is no longer true
 *   (a "supports" with a failed test or none naming it, a test naming an unlisted criterion, a row
 *   of the list changed since the record was written), and says what this run could not re-prove.
 */
import './failures';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { JSONReport } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/node';
import { parse } from 'yaml';
import { engineProjects, playwrightRuns, readReport, savedReports, type Outcome } from './testReports';

type Criterion = { id: string; title: string; level: string; status: string; how?: string; why?: string };
/** One test's run: where (a browser engine, the screen reader in a browser, Vitest) and how it ended. */
type Run = { test: string; criteria: string[]; where: string; outcome: Outcome; runAlone?: string };

const checking = process.argv.includes('--check');
const catalogue = 'docs/wcag-criteria.yaml';
const [reportFile, factsFile] = ['docs/accessibility.md', 'docs/accessibility.json'];
const writeCommand = 'npm test, then npm run accessibility-report, on a machine with every engine and Orca';
const criteria = parse(readFileSync(catalogue, 'utf8')) as Criterion[];
const problems: string[] = [];
function results<T>(path: string): T | null {
  const report = readReport<T>(path);
  if (!report) problems.push(`${path} is missing: npm test writes it.`);
  return report;
}
/** The criteria a test's tags name: `@wcag2.4.3` (Playwright's report drops the `@`). */
const named = (tags: string[] = []) => tags.flatMap((tag) => /^@?wcag(.+)$/.exec(tag)?.[1] ?? []);
const versions = new Map<string, string>();
const runs: Run[] = [];

const vitest = results<JsonTestResults>(savedReports.vitest);
for (const file of vitest?.testResults ?? []) {
  for (const { ancestorTitles, title, status, tags } of file.assertionResults) {
    const test = [relative('.', file.name), ...ancestorTitles, title];
    const ended = status === 'passed' || status === 'failed' ? status : 'skipped';
    runs.push({ test: test.join(' › '), criteria: named(tags), where: 'Vitest', outcome: ended });
  }
}
const playwright = results<JSONReport>(savedReports.playwright);
for (const { title, file, tags, titles, test: run, outcome } of playwright
  ? playwrightRuns(playwright)
  : []) {
  const { projectName, annotations } = run;
  // The screen reader's tests are one visit per browser, each a describe block: where they run.
  const [where = projectName, ...path] =
    projectName === 'screen-reader' ? titles : [engineProjects[projectName], ...titles];
  const version = annotations.find(({ type }) => type === 'engine')?.description;
  if (version) versions.set(where, version);
  const test = [relative('.', resolve(playwright?.config.rootDir ?? '.', file)), ...path, title];
  // A test out of time: the command that runs it again alone.
  const runAlone =
    run.results.at(-1)?.status === 'timedOut'
      ? `npx playwright test ${test[0]} --project=${projectName} -g "${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`
      : undefined;
  runs.push({ test: test.join(' › '), criteria: named(tags), where, outcome, runAlone });
}

const listed = new Set(criteria.map(({ id }) => id));
if (listed.size !== 55)
  problems.push(`${catalogue} lists ${listed.size} criteria; WCAG 2.2 has 55 at A and AA.`);
for (const { test, criteria } of runs) {
  for (const id of criteria.filter((id) => !listed.has(id))) {
    problems.push(`${test} names WCAG ${id}, which ${catalogue} does not list: correct the tag, or list it.`);
  }
}
const naming = (id: string) => runs.filter(({ criteria }) => criteria.includes(id));
/** Each test naming `id` that passed, with where it passed: "file › test (Chromium, Gecko)". */
function provenBy(id: string): string[] {
  const passed = naming(id).filter(({ outcome }) => outcome === 'passed');
  const wheres = (test: string) => new Set(passed.filter((run) => run.test === test).map((run) => run.where));
  const tests = [...new Set(passed.map(({ test }) => test))].sort();
  return tests.map((test) => `${test} (${[...wheres(test)].join(', ')})`);
}
/** What this run could not prove, though it did not disprove it: every test naming it skipped. */
const unproven: string[] = [];
for (const { id, title, status, how, why } of criteria) {
  const [say, tag] = [`WCAG ${id} ${title}`, `'@wcag${id}'`];
  if (!(status === 'supports' ? how : status === 'not applicable' && why)) {
    problems.push(`${say}: give it "supports" and how:, or "not applicable" and why:, in ${catalogue}.`);
  } else if (status === 'supports' && provenBy(id).length === 0) {
    if (checking && naming(id).length > 0) unproven.push(id);
    else {
      const how = `tag a test that proves it ${tag} (Playwright { tag }, Vitest { tags })`;
      problems.push(
        `${say} "supports", but no passing test names it: ${how}, or change its status in ${catalogue}.`,
      );
    }
  }
  for (const run of naming(id).filter(({ outcome }) => outcome === 'failed')) {
    problems.push(
      run.runAlone
        ? `${say}: ${run.test} ran out of time in ${run.where}, which on a busy machine says nothing of the criterion: run it again alone (${run.runAlone}), and read its error if it fails there.`
        : `${say}: ${run.test} failed in ${run.where}.`,
    );
  }
}

const slug = (title: string) => (title.toLowerCase().match(/[a-z0-9]+/g) ?? []).join('-');
const cell = (text: string) => text.replaceAll('|', '\\|');
/** A criterion's row up to its tests: what docs/wcag-criteria.yaml says of it. */
const rowHead = ({ id, title, level, status, how, why }: Criterion) => {
  const link = `[${id} ${title}](https://www.w3.org/WAI/WCAG22/Understanding/${slug(title)}.html)`;
  return `| ${link} | ${level} | ${status === 'supports' ? 'Supports' : 'Not applicable'} | ${cell(how ?? why ?? '')} |`;
};
/** Where the run went: each engine or screen reader that ran tests, and whether any passed there. */
const wheres = new Map<string, boolean>();
for (const { where, outcome } of runs)
  wheres.set(where, (wheres.get(where) ?? false) || outcome === 'passed');
const skippedWheres = [...wheres].filter(([, passed]) => !passed).map(([where]) => where);

if (checking) {
  const record = readFileSync(reportFile, 'utf8');
  for (const criterion of criteria.filter((each) => !record.includes(`\n${rowHead(each)} `))) {
    problems.push(
      `WCAG ${criterion.id}: its row in ${catalogue} has changed since ${reportFile} was written: ${writeCommand}.`,
    );
  }
  if (problems.length > 0) fail('The accessibility report is no longer true');
  const recorded = JSON.parse(readFileSync(factsFile, 'utf8')) as { engines: Record<string, string> };
  const moved = [...versions].filter(([where, version]) => recorded.engines[where] !== version);
  console.log(
    `${reportFile} still holds: every criterion it supports has a passing test here, or one skipped.`,
  );
  if (skippedWheres.length > 0) console.log(`Not run here: ${skippedWheres.join(', ')}.`);
  if (unproven.length > 0)
    console.log(`Not re-proven here (their tests skipped): WCAG ${unproven.join(', ')}.`);
  for (const [where, version] of moved) {
    console.log(
      `Recorded in ${recorded.engines[where] ?? `no ${where}`}, run in ${version}: ${reportFile} says the former.`,
    );
  }
  process.exit(0);
}

// A run without an engine or Orca proves little: say that alone, not each criterion it left unproven.
if (skippedWheres.length > 0) {
  const where = `every engine and Orca (${skippedWheres.join(', ')} did not run)`;
  problems.splice(0, Infinity, `The record is written after an npm test in which ${where}.`);
}
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
if (failed > 0)
  problems.push(`${failed} tests failed in the last npm test: the record is written from a run that passed.`);
if (problems.length > 0) fail(`No accessibility report written`);

function fail(heading: string): never {
  console.error(`${heading}:\n${problems.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}

/** Whether the criterion's committed breakage was caught by its tests, and in which run. */
const verdicts = JSON.parse(readFileSync('docs/accessibility-breakages.json', 'utf8')) as Record<
  string,
  { caught: boolean; run: string }
>;
const breakage = ({ id, status }: Criterion) => {
  const verdict = verdicts[id];
  if (status !== 'supports') return '';
  return verdict ? `${verdict.caught ? 'Caught' : 'Missed'} (${verdict.run})` : 'Not run yet';
};
const orca = execFileSync('orca', ['--version'], { encoding: 'utf8' }).replace(/^orca/i, '').trim();
const count = (status: string) => criteria.filter((criterion) => criterion.status === status).length;
const [supports, notApplicable] = [count('supports'), count('not applicable')];
// The facts the visitors' accessibility statement quotes (src/documents/factValues.ts).
const facts = { standard: 'WCAG 2.2', level: 'AA', criteria: criteria.length, supports, notApplicable };
const where = { engines: Object.fromEntries(versions), screenReader: `Orca ${orca}` };
// Only the facts: the site's bundle carries this file, so each criterion's row stays in the report.
writeFileSync(factsFile, `${JSON.stringify({ ...facts, ...where }, null, 2)}\n`);

const testedIn = [...versions].map(([engine, version]) => `${engine} (${version})`).join(', ');
const markdown = [
  '# Accessibility conformance report',
  '',
  `WCAG 2.2, Level A and AA: the site supports ${supports} of the ${criteria.length} success criteria; the other ${notApplicable} do not apply to it. Tested in ${testedIn}, and heard through Orca ${orca} in Firefox ESR and Chromium.`,
  '',
  'Written by `npm run accessibility-report` (`scripts/accessibility-report.ts`) after a full `npm test`, from `docs/wcag-criteria.yaml` and the results of the tests that name each criterion (`@wcag1.4.10`), with where each passed; every `npm test` checks it still holds. Do not edit it.',
  '',
  '| Criterion | Level | Status | How the site meets it, or why it does not apply | Tests that prove it | Its breakage (`npm run accessibility-mutations`) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...criteria.map(
    (criterion) =>
      `${rowHead(criterion)} ${provenBy(criterion.id).map(cell).join('<br>')} | ${breakage(criterion)} |`,
  ),
  '',
].join('\n');
writeFileSync(reportFile, markdown);
console.log(
  `${reportFile}: ${supports} criteria supported, ${notApplicable} not applicable. Commit it with ${factsFile}.`,
);
