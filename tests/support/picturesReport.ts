/**
 * Playwright's global setup (playwright.config.ts): forgets the last run's failed pictures, and
 * when this run ends writes test-results/pictures/index.html, one page with each failed picture's
 * baseline, new picture and diff side by side (./pictures.ts writes them).
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { baselineDirectory, reportDirectory, updateCommand } from './pictures';

export default function forgetLastRun() {
  rmSync(reportDirectory, { recursive: true, force: true });
  return function writeReport() {
    if (!existsSync(reportDirectory)) return;
    const failed = readdirSync(reportDirectory)
      .filter((file) => file.endsWith('.diff.png'))
      .map((file) => file.slice(0, -'.diff.png'.length));
    const cell = (file: string) => `<td><a href="${file}"><img src="${file}" alt=""></a></td>`;
    const rows = failed.map(
      (stem) =>
        `<tr><th colspan="3">${stem.replace('-', '/')}.png</th></tr>` +
        `<tr>${['baseline', 'actual', 'diff'].map((kind) => cell(`${stem}.${kind}.png`)).join('')}</tr>`,
    );
    writeFileSync(
      `${reportDirectory}/index.html`,
      `<!doctype html><meta charset="utf-8"><title>Pictures that changed</title>
<style>body{font:15px system-ui;margin:1rem}table{table-layout:fixed;width:100%}th{text-align:left;padding-top:1.5rem}td{vertical-align:top}img{width:100%;border:1px solid #888}</style>
<h1>${failed.length} pictures changed</h1>
<p>Each: its baseline (${baselineDirectory}/…), the new picture, and the changed pixels in red.
If every change is meant, run <code>${updateCommand}</code> and commit the baselines.</p>
<table><tr><th>Baseline</th><th>Now</th><th>Diff</th></tr>${rows.join('\n')}</table>\n`,
    );
    console.log(`\n${failed.length} pictures changed: see ${reportDirectory}/index.html\n`);
  };
}
