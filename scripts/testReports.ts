/** The JSON reports Vitest and Playwright write, as the scripts that read them need them. */
import { readFileSync } from 'node:fs';
import type { JSONReport, JSONReportSuite, JSONReportTest } from '@playwright/test/reporter';

/** Where `npm test` saves each runner's report. */
export const savedReports = {
  vitest: 'test-results/summary/vitest.json',
  playwright: 'test-results/summary/playwright.json',
};

/** A report a runner wrote, or null when it wrote none (it failed before testing anything). */
export function readReport<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The browser engines and the screen reader, by their Playwright projects (playwright.config.ts). */
export const engineProjects: Readonly<Record<string, string>> = {
  chromium: 'Chromium',
  gecko: 'Gecko',
  webkit: 'WebKit',
  'screen-reader': 'Orca',
};

export type Outcome = 'passed' | 'failed' | 'skipped';

/** One run of a test in a Playwright project: its describe blocks' titles (not its file's), and how it ended (flaky passed in the end). */
type PlaywrightRun = Pick<JSONReportSuite['specs'][number], 'title' | 'file' | 'tags'> & {
  titles: string[];
  test: JSONReportTest;
  outcome: Outcome;
};

const outcomes = { expected: 'passed', flaky: 'passed', unexpected: 'failed', skipped: 'skipped' } as const;

/** Every test run of a Playwright report, in order. */
export function playwrightRuns(report: JSONReport): PlaywrightRun[] {
  const walk = (suite: JSONReportSuite, titles: string[]): PlaywrightRun[] => [
    ...(suite.specs ?? []).flatMap(({ title, file, tags, tests }) =>
      tests.map((test) => ({ title, file, tags, titles, test, outcome: outcomes[test.status] })),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  return report.suites.flatMap((file) => walk(file, []));
}
