/**
 * `npm test`: every check and test, in the order that fails fastest (docs/testing.md lists the
 * steps), ending with one line `N passed, N failed (Chromium: …; Gecko: …; WebKit: …; Orca: …)`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { JSONReport } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/node';
import { checkContent } from './build/contentChecks';
import { browserChanges } from './pictureRecord';
import { engineProjects, playwrightRuns, readReport, savedReports, type Outcome } from './testReports';

const newTally = (): Record<Outcome, number> => ({ passed: 0, failed: 0, skipped: 0 });
const tally = newTally();
const engineTallies: Record<string, Record<Outcome, number>> = {};
const failedSteps: string[] = [];

const timings: string[] = [];

/** Runs a step: a command, its output as it comes, or a check made here, its message alone when it throws. */
function run(step: string, work: string[] | (() => void), env: Record<string, string> = {}): boolean {
  const started = performance.now();
  console.log(`\n▶ ${step}${Array.isArray(work) ? `: ${work.join(' ')}` : ''}`);
  let ok = true;
  if (Array.isArray(work)) {
    const [command = '', ...args] = work;
    ok = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
  } else {
    try {
      work();
    } catch (error) {
      console.log(error instanceof Error ? error.message : String(error));
      ok = false;
    }
  }
  if (!ok) failedSteps.push(step);
  timings.push(`${step} ${Math.round((performance.now() - started) / 1000)} s`);
  return ok;
}

const summary = ({ passed, failed, skipped }: Record<Outcome, number>) =>
  `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;

const resultsDirectory = dirname(savedReports.vitest);
rmSync(resultsDirectory, { recursive: true, force: true });
mkdirSync(resultsDirectory, { recursive: true });

// Before the type check, the build's own first checks: an owner's slip (an apostrophe that ends a
// string, "three seconds" for the hero's interval) said in one line, not in a score of compiler errors.
run('content checks', checkContent);
run('type check', ['npm', 'run', 'typecheck']);
run('lint', ['npx', 'eslint', '.', '--max-warnings=0']);
run('unused code', ['npx', 'knip']);
run('format check', ['npx', 'prettier', '--check', '.']);

const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${savedReports.vitest}`];
run('unit and component tests', ['npx', 'vitest', 'run', ...reporters]);
const vitest = readReport<JsonTestResults>(savedReports.vitest);
if (vitest) {
  tally.passed += vitest.numPassedTests;
  tally.failed += vitest.numFailedTests;
  tally.skipped += vitest.numPendingTests + vitest.numTodoTests;
}

if (run('production build', ['npm', 'run', 'build'])) {
  const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: savedReports.playwright };
  run('end-to-end tests', ['npx', 'playwright', 'test'], env);
  const report = readReport<JSONReport>(savedReports.playwright);
  // Each test in the tally, and in that of the engine its project runs in.
  for (const { test, outcome } of report ? playwrightRuns(report) : []) {
    tally[outcome] += 1;
    const engine = engineProjects[test.projectName];
    if (engine) (engineTallies[engine] ??= newTally())[outcome] += 1;
  }
  // A browser update fails every picture of its engine: one line says so, before the details.
  if (report) browserChanges(report).forEach((line) => console.log(`\n${line}`));
  // Checks the committed report still holds; only `npm run accessibility-report` rewrites it.
  run('accessibility report', ['npm', 'run', '--silent', 'accessibility-report', '--', '--check']);
}

console.log(`\nTook: ${timings.join(' · ')}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
// Every test, then each engine's and the screen reader's share of the browser tests; one not
// installed on a developer's machine ran nothing, and says so.
const byEngine = Object.values(engineProjects)
  .filter((engine) => engine in engineTallies)
  .map((engine) => {
    const share = engineTallies[engine] ?? tally;
    const missing = share.passed + share.failed === 0 ? ', not installed here' : '';
    return `${engine}: ${summary(share)}${missing}`;
  });
console.log(`${summary(tally)}${byEngine.length > 0 ? ` (${byEngine.join('; ')})` : ''}`);
process.exit(failedSteps.length === 0 && tally.failed === 0 ? 0 : 1);
