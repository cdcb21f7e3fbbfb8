/**
 * `npm test`: every check and every test, in the order that fails fastest, ending with one line
 * `N passed, N failed` that counts every unit, component, end-to-end and host test, followed by
 * each browser engine's share: `(Chromium: N passed, N failed; Gecko: …; WebKit: …)`.
 *
 *   1. static checks: types, lint, import cycles, formatting;
 *   2. unit and component tests (Vitest);
 *   3. a fresh production build;
 *   4. Playwright against that build: the end-to-end tests and the cross-engine checks in
 *      Chromium, the same checks in Gecko and WebKit, and the hosts' runtimes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const resultsDirectory = 'test-results/summary';
const vitestJson = `${resultsDirectory}/vitest.json`;
const playwrightJson = `${resultsDirectory}/playwright.json`;

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];

function run(step: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(step);
  return ok;
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

function countVitest() {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(vitestJson);
  if (!report) return;
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
}

/** The browser engines, by the Playwright projects that run in them (playwright.config.ts). */
const engineProjects = { chromium: 'Chromium', gecko: 'Gecko', webkit: 'WebKit' } as const;
const engineTallies = new Map<string, Tally>();

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { tests: { projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[] }[];
}

/** Adds every test of `suite` to the tally of the engine its project runs in. */
function countByEngine(suite: PlaywrightSuite) {
  for (const test of (suite.specs ?? []).flatMap((spec) => spec.tests)) {
    const engine = engineProjects[test.projectName as keyof typeof engineProjects];
    if (!engine) continue;
    const engineTally = engineTallies.get(engine) ?? { passed: 0, failed: 0, skipped: 0 };
    if (test.status === 'expected' || test.status === 'flaky') engineTally.passed += 1;
    else if (test.status === 'unexpected') engineTally.failed += 1;
    else engineTally.skipped += 1;
    engineTallies.set(engine, engineTally);
  }
  for (const child of suite.suites ?? []) countByEngine(child);
}

function countPlaywright() {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  }>(playwrightJson);
  if (!report) return;
  tally.passed += report.stats.expected + report.stats.flaky;
  tally.failed += report.stats.unexpected;
  tally.skipped += report.stats.skipped;
  for (const suite of report.suites) countByEngine(suite);
}

/** "N passed, N failed", with ", N skipped" when there are any. */
function summary({ passed, failed, skipped }: Tally): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

rmSync(resultsDirectory, { recursive: true, force: true });
mkdirSync(resultsDirectory, { recursive: true });

const npx = 'npx';
const staticChecksPass = [
  run('type check', 'npm', ['run', 'typecheck']),
  run('lint', npx, ['eslint', '.', '--max-warnings=0']),
  run('import cycles', npx, ['tsx', 'scripts/importCycles.ts']),
  run('format check', npx, ['prettier', '--check', '.']),
].every(Boolean);

run('unit and component tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
countVitest();

if (run('production build', 'npm', ['run', 'build'])) {
  run('end-to-end tests', npx, ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  });
  countPlaywright();
}

console.log('');
if (!staticChecksPass || failedSteps.length > 0) {
  console.log(`Failed steps: ${failedSteps.join(', ')}`);
}
// Every test, then each engine's share of the browser tests (an engine not installed on a
// developer's machine shows its checks as skipped).
const byEngine = Object.values(engineProjects)
  .filter((engine) => engineTallies.has(engine))
  .map((engine) => `${engine}: ${summary(engineTallies.get(engine) as Tally)}`);
console.log(`${summary(tally)}${byEngine.length > 0 ? ` (${byEngine.join('; ')})` : ''}`);
process.exit(failedSteps.length === 0 && tally.failed === 0 ? 0 : 1);
