/**
 * `npm run test:loaded`: `npm test` three times in a row (or `-- N` times) while the site is built
 * again and again beside it (`vite build` into build/load/, not dist/), so the suite meets a machine
 * as busy as a shared CI runner. Ends with each run's last line; fails when any run fails.
 */
import { spawn } from 'node:child_process';

const runs = Number(process.argv[2] ?? 3);
let loading = true;
let builds = 0;

/** The load: one production build after another until the runs are over. */
function buildAgain() {
  if (!loading) return;
  const args = ['vite', 'build', '--outDir', 'build/load', '--emptyOutDir', '--logLevel', 'silent'];
  spawn('npx', args, { stdio: 'ignore' }).on('exit', () => {
    builds += 1;
    buildAgain();
  });
}
buildAgain();

/** Runs `npm test`, its output shown as it comes; resolves with its exit status and last line. */
function npmTest(): Promise<{ passed: boolean; lastLine: string }> {
  return new Promise((resolve) => {
    let output = '';
    const test = spawn('npm', ['test'], { stdio: ['ignore', 'pipe', 'inherit'] });
    test.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output = (output + chunk.toString()).slice(-2000);
    });
    test.on('exit', (status) =>
      resolve({ passed: status === 0, lastLine: output.trim().split('\n').at(-1) ?? '' }),
    );
  });
}

const results: string[] = [];
for (let run = 1; run <= runs; run += 1) {
  const started = performance.now();
  const { passed, lastLine } = await npmTest();
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  results.push(`run ${run}: ${passed ? 'passed' : 'FAILED'} in ${minutes} min: ${lastLine}`);
}
loading = false;

console.log(`\n${runs} runs of npm test beside ${builds} builds of the site:`);
console.log(results.join('\n'));
process.exit(results.every((result) => result.includes(': passed in ')) ? 0 : 1);
