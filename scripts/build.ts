/**
 * `npm run build`: each step once the one before has succeeded, then publishing to dist/ and
 * deploy/ (./build/publish.ts). A failure is told in a line or two naming the file, the line and
 * what to write instead (DEBUG=1 adds where in the code), and noted in build/last-failure.txt for
 * `npm start`, so nobody mistakes the last good build for the new one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'vite';
import { loadBuildEnv } from '../src/site/env';
import { lastFailure, published, typeErrors } from './build/staging';

const steps: readonly (readonly [string, () => Promise<unknown>])[] = [
  // Before Vite, which would wrap a wrong variable in 'failed to load config from vite.config.ts'.
  ['build variables', async () => loadBuildEnv('production')],
  // Before the type check, which would tell an apostrophe that ends a string in compiler words.
  ['content checks', () => import('./build/contentChecks').then(({ checkContent }) => checkContent())],
  [
    'type check',
    async () => {
      const check = spawnSync('npm', ['run', '--silent', 'typecheck'], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(typeErrors(`${check.stdout}${check.stderr}`));
    },
  ],
  ['client build', () => build()],
  ['server build', () => build({ build: { ssr: 'src/entry-server.tsx', outDir: 'build/ssr' } })],
  ['prerender', () => import('./prerender')],
  ['compressed copies', () => import('./precompress').then(({ precompressStaged }) => precompressStaged())],
  ['host folders', () => import('./write-host-configs')],
  ['publish', () => import('./build/publish')],
];

/** What went wrong, without the build tools' wrapping: Vite's "Build failed with N errors", plugin names. */
function explain(error: unknown): string {
  const { errors, message } = error as { errors?: { message: string }[]; message?: string };
  const messages = errors?.map((each) => each.message) ?? [message ?? String(error)];
  return messages.map((text) => text.replace(/^\[plugin [^\]]+\]\s*/, '')).join('\n');
}

for (const [step, run] of steps) {
  try {
    await run();
  } catch (error) {
    const left = existsSync(published.dist)
      ? 'dist/ and deploy/ are as the last good build left them'
      : 'nothing was published';
    const told = `The build stopped at the ${step} step; ${left}.\n${explain(error)}`;
    console.error(`\n${told}`);
    if (process.env.DEBUG) console.error(error);
    else console.error('(DEBUG=1 npm run build shows where in the code it happened.)');
    mkdirSync(dirname(lastFailure), { recursive: true });
    writeFileSync(lastFailure, `${told}\n`);
    process.exit(1);
  }
}
rmSync(lastFailure, { force: true });
