/**
 * `npm run accessibility-mutations [-- 1.4.3 2.4.7]`: each accessibility claim shown able to fail.
 * Each breakage of docs/accessibility-breakages.yaml (or those of the criteria named) is applied
 * alone to a copy of the last commit, which is built; then the tests tagged with its criterion run
 * against it: Vitest's, and Playwright's in Chromium, Gecko and WebKit, and Orca's where a row
 * names it. A tagged test failing (or the build refusing the change) is the breakage caught: the
 * first that fails is the proof, so the browsers start only if no unit test caught it, and stop
 * at their first failure.
 * docs/accessibility-breakages.json keeps each criterion's verdict and the run it came from, and
 * the report (npm run accessibility-report) shows it. Not part of npm test: it takes minutes a
 * breakage (docs/testing.md).
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
const filesNaming = (criterion: string, ...paths: string[]) =>
  spawnSync(
    'git',
    ['grep', '-l', `wcag${criterion}\\b\\|criteria: '[^']*\\b${criterion}\\b`, '--', ...paths],
    {
      encoding: 'utf8',
    },
  )
    .stdout.split('\n')
    .filter(Boolean);

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
    const by: string[] = [];
    if (!succeeds(copy, 'npm', ['run', 'build'])) by.push('npm run build refused it');
    else {
      const unitFiles = filesNaming(criterion, 'src', 'machines', 'tests/unit');
      if (unitFiles.length > 0) {
        succeeds(copy, 'npx', [
          'vitest',
          'run',
          '--reporter=json',
          '--outputFile.json=mutation-vitest.json',
          ...unitFiles,
        ]);
        const vitest = JSON.parse(
          readFileSync(join(copy, 'mutation-vitest.json'), 'utf8'),
        ) as JsonTestResults;
        for (const file of vitest.testResults) {
          for (const test of file.assertionResults) {
            if (test.status === 'failed' && (test.tags ?? []).includes(`@wcag${criterion}`))
              by.push(`${test.title} (Vitest)`);
          }
        }
      }
      // Caught by a unit test: the browsers have nothing to add to the proof.
      if (by.length === 0) {
        const projects = [
          'chromium',
          'gecko',
          'webkit',
          ...(filesNaming(criterion, 'tests/screen-reader').length > 0 ? ['screen-reader'] : []),
        ];
        const grep = `@wcag${criterion.replaceAll('.', '\\.')}(?![\\d.])`;
        succeeds(
          copy,
          'npx',
          [
            'playwright',
            'test',
            '--max-failures=1',
            '--grep',
            grep,
            ...projects.map((project) => `--project=${project}`),
          ],
          {
            PLAYWRIGHT_JSON_OUTPUT_NAME: 'mutation-playwright.json',
          },
        );
        const playwright = JSON.parse(
          readFileSync(join(copy, 'mutation-playwright.json'), 'utf8'),
        ) as JSONReport;
        // Each failed test by its describe blocks and title: "dark › axe finds nothing… (chromium)".
        const failed = (suite: JSONReport['suites'][number], titles: string[]): string[] => [
          ...(suite.specs ?? []).flatMap(({ title, tests }) =>
            tests
              .filter(({ status }) => status === 'unexpected')
              .map(({ projectName }) => `${[...titles, title].join(' › ')} (${projectName})`),
          ),
          ...(suite.suites ?? []).flatMap((child) => failed(child, [...titles, child.title])),
        ];
        by.push(...playwright.suites.flatMap((file) => failed(file, [])));
      }
    }
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
