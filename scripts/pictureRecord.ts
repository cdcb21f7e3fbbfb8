/**
 * Who drew the pictures' baselines: docs/screenshots/drawn-by.json holds, for each engine's folder,
 * the browser version that drew them, written when `npm run pictures -- --update` accepts them. A
 * browser update then reads as one line, not as every picture of that engine failing alike.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { JSONReport } from '@playwright/test/reporter';
import { playwrightRuns } from './testReports';

export const drawnByFile = 'docs/screenshots/drawn-by.json';
export const updateCommand = 'npm run pictures -- --update';

/** The browser that drew each engine's baselines, by Playwright project: "Firefox 153.7.0". */
export const readDrawnBy = (): Record<string, string> => JSON.parse(readFileSync(drawnByFile, 'utf8'));

type PictureRun = { project: string; running?: string; passed: boolean };

/** Every picture test of a report (its title begins "the picture of" or "the pictures of"), with the browser it ran in. */
function pictureRuns(report: JSONReport): PictureRun[] {
  return playwrightRuns(report)
    .filter(({ title, outcome }) => /^the pictures? of /.test(title) && outcome !== 'skipped')
    .map(({ test, outcome }) => ({
      project: test.projectName,
      running: test.annotations.find(({ type }) => type === 'engine')?.description,
      passed: outcome === 'passed',
    }));
}

/**
 * One line per engine whose pictures failed while it runs another browser than drew them:
 * "drawn by Firefox 153.7.0, running Firefox 153.8.0: 20 of 20 pictures differ; …".
 */
export function browserChanges(report: JSONReport): string[] {
  const drawnBy = readDrawnBy();
  const runs = pictureRuns(report);
  return [...new Set(runs.map(({ project }) => project))].flatMap((project) => {
    const ran = runs.filter((run) => run.project === project);
    const failed = ran.filter(({ passed }) => !passed).length;
    const running = ran.find((run) => run.running)?.running;
    if (failed === 0 || running === drawnBy[project]) return [];
    const drawn = drawnBy[project] ?? 'a browser nobody recorded';
    return [
      `${project} pictures: drawn by ${drawn}, running ${running}: ${failed} of ${ran.length} pictures differ; look at the report (npx playwright show-report test-results/report), then \`${updateCommand}\`.`,
    ];
  });
}

/** After an accepted update, records the browser that drew each engine whose pictures all pass. */
export function recordDrawnBy(report: JSONReport) {
  const drawnBy = readDrawnBy();
  for (const { project, running } of pictureRuns(report)) {
    const all = pictureRuns(report).filter((run) => run.project === project);
    if (running && all.every(({ passed }) => passed)) drawnBy[project] = running;
  }
  const sorted = Object.fromEntries(Object.entries(drawnBy).sort());
  const text = `${JSON.stringify(sorted, null, 2)}\n`;
  if (text !== readFileSync(drawnByFile, 'utf8')) writeFileSync(drawnByFile, text);
}

/** After an update, a line when pictures were not taken (a timeout, an error): their baselines are as they were. */
export function notTaken(report: JSONReport): string[] {
  const missed = pictureRuns(report).filter(({ passed }) => !passed).length;
  return missed === 0
    ? []
    : [
        `${missed} pictures were not taken (the lines above say which, and why: on a busy machine, a timeout), so their baselines are as they were: run \`${updateCommand}\` again for them.`,
      ];
}
