/**
 * `npm test`: every check and every test, in the order that fails fastest, ending with one line
 * `N passed, N failed` that counts every unit, component and end-to-end test.
 *
 *   1. static checks: types, lint, import cycles, formatting;
 *   2. unit and component tests (Vitest);
 *   3. a fresh production build;
 *   4. end-to-end tests (Playwright) against that build, served as `npm start` serves it.
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

function countPlaywright() {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(playwrightJson);
  if (!report) return;
  tally.passed += report.stats.expected + report.stats.flaky;
  tally.failed += report.stats.unexpected;
  tally.skipped += report.stats.skipped;
}

rmSync(resultsDirectory, { recursive: true, force: true });
mkdirSync(resultsDirectory, { recursive: true });

const npx = 'npx';
const staticChecksPass = [
  run('type check', npx, ['tsc', '--noEmit']),
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
const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : '';
console.log(`${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(failedSteps.length === 0 && tally.failed === 0 ? 0 : 1);
