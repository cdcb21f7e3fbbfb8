/**
 * `npm run accessibility-mutations [-- 1.4.3 2.4.7]`: each accessibility claim shown able to fail.
 * Each breakage of docs/accessibility-breakages.yaml (or the named criteria's) is applied alone to
 * a built copy of the last commit; the first failure of a test tagged with its criterion (the
 * build's refusal, then Vitest's, then Chromium, Gecko, WebKit and, where a row names it, Orca)
 * is the proof, kept in docs/accessibility-breakages.json. Minutes a breakage: not in npm test.
 */
import './failures';
import { execFileSync, spawnSync } from 'node:child_process';
import { format, resolveConfig } from 'prettier';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JSONReport } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/node';
import { parse } from 'yaml';
import { playwrightRuns, readReport } from './testReports';

type Breakage = { criterion: string; breaks: string; file: string; find: string; replace: string };
/** A criterion's breakage as last run: caught (by which failing tests) or missed. */
type Verdict = { caught: boolean; by: string[]; run: string };

const verdictsFile = 'docs/accessibility-breakages.json';
const named = process.argv.slice(2);
const breakages = (parse(readFileSync('docs/accessibility-breakages.yaml', 'utf8')) as Breakage[]).filter(
  ({ criterion }) => named.length === 0 || named.includes(criterion),
);
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const run = `${new Date().toISOString().slice(0, 10)}, ${git('rev-parse', '--short', 'HEAD')}`;
const verdicts: Record<string, Verdict> = existsSync(verdictsFile)
  ? JSON.parse(readFileSync(verdictsFile, 'utf8'))
  : {};

/** Runs `command` in the copy, quietly; whether it succeeded. */
const succeeds = (copy: string, command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { cwd: copy, stdio: 'ignore', env: { ...process.env, ...env } }).status === 0;

/** The test files (Vitest's, the Orca table) that name `criterion` in their tags. */
const filesNaming = (criterion: string, ...paths: string[]) => {
  const pattern = `wcag${criterion}\\b\\|criteria: '[^']*\\b${criterion}\\b`;
  const { stdout } = spawnSync('git', ['grep', '-l', pattern, '--', ...paths], { encoding: 'utf8' });
  return stdout.split('\n').filter(Boolean);
};

/** The report a runner wrote in the copy. */
function written<T>(copy: string, file: string): T {
  const report = readReport<T>(join(copy, file));
  if (!report) throw new Error(`${file}: the test runner wrote no report.`);
  return report;
}

/** The unit tests tagged with `criterion` that fail in the copy. */
function failingUnitTests(copy: string, criterion: string): string[] {
  const files = filesNaming(criterion, 'src', 'machines', 'tests/unit');
  if (files.length === 0) return [];
  const reporter = ['--reporter=json', '--outputFile.json=mutation-vitest.json'];
  succeeds(copy, 'npx', ['vitest', 'run', ...reporter, ...files]);
  const vitest = written<JsonTestResults>(copy, 'mutation-vitest.json');
  return vitest.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status === 'failed' && (test.tags ?? []).includes(`@wcag${criterion}`))
    .map((test) => `${test.title} (Vitest)`);
}

/**
 * The browser tests tagged with `criterion` that fail in the copy, up to the first: "dark › axe
 * finds nothing… (chromium)". The engines run only the tagged tests; Orca's table, where the
 * criterion is heard, runs whole: each row hears what the rows before it did (the page opened,
 * focus moved), so a row run alone fails on any code. Only a failing row tagged with it counts.
 */
function failingBrowserTests(copy: string, criterion: string): string[] {
  const pattern = `wcag${criterion.replaceAll('.', '\\.')}(?![\\d.])`;
  // Playwright's --grep reads the title with the tags, @ and all; its report drops the @.
  const tag = new RegExp(`@?${pattern}`);
  const run = (args: string[]) => {
    const env = { PLAYWRIGHT_JSON_OUTPUT_NAME: 'mutation-playwright.json' };
    succeeds(copy, 'npx', ['playwright', 'test', '--max-failures=1', ...args], env);
    return playwrightRuns(written<JSONReport>(copy, 'mutation-playwright.json'))
      .filter(
        ({ outcome, title, tags }) => outcome === 'failed' && [title, ...tags].some((text) => tag.test(text)),
      )
      .map(({ titles, title, test }) => `${[...titles, title].join(' › ')} (${test.projectName})`);
  };
  const engines = run(['--grep', `@${pattern}`, '--project=chromium', '--project=gecko', '--project=webkit']);
  const heard = filesNaming(criterion, 'tests/screen-reader').length > 0;
  return engines.length > 0 || !heard ? engines : run(['--project=screen-reader']);
}

for (const { criterion, breaks, file, find, replace } of breakages) {
  const copy = mkdtempSync(join(tmpdir(), 'accessibility-mutation-'));
  git('worktree', 'add', '--detach', '--quiet', copy, 'HEAD');
  try {
    execFileSync('cp', ['-al', 'node_modules', join(copy, 'node_modules')]);
    const source = readFileSync(join(copy, file), 'utf8');
    if (source.split(find).length !== 2)
      throw new Error(
        `${criterion}: "${find}" is not once in ${file}: correct docs/accessibility-breakages.yaml.`,
      );
    writeFileSync(join(copy, file), source.replace(find, replace));
    console.log(`\n${criterion}: ${breaks}`);
    // Caught by a unit test: the browsers have nothing to add to the proof.
    const by = !succeeds(copy, 'npm', ['run', 'build'])
      ? ['npm run build refused it']
      : failingUnitTests(copy, criterion);
    if (by.length === 0) by.push(...failingBrowserTests(copy, criterion));
    verdicts[criterion] = { caught: by.length > 0, by, run };
    console.log(by.length > 0 ? `caught by ${by.join('; ')}` : 'MISSED: no test tagged with it failed');
    // In the layout the format check keeps (prettier folds short arrays onto one line).
    const json = JSON.stringify(Object.fromEntries(Object.entries(verdicts).sort()));
    writeFileSync(
      verdictsFile,
      await format(json, { ...(await resolveConfig(verdictsFile)), filepath: verdictsFile }),
    );
  } finally {
    git('worktree', 'remove', '--force', copy);
    rmSync(copy, { recursive: true, force: true });
  }
}
const missed = breakages.filter(({ criterion }) => !verdicts[criterion]?.caught);
console.log(
  `\n${breakages.length - missed.length} of ${breakages.length} breakages caught${missed.length > 0 ? `; missed: ${missed.map(({ criterion }) => criterion).join(', ')}` : ''}.`,
);
process.exit(missed.length > 0 ? 1 : 0);
