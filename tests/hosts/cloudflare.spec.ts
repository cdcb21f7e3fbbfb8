/**
 * Cloudflare Pages' own runtime (workerd, through `wrangler pages dev`) serving the publish
 * folder the build wrote for it (deploy/cloudflare/, with its `_headers` and `_redirects`)
 * answers every row of the serving table, or differs where the row says why.
 */
import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, untilReady } from '../../scripts/nginx-local';
import { runServingTable } from './servingTable';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const publishFolder = `${projectRoot}deploy/cloudflare`;

let wrangler: ChildProcess;
let scratch: string;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Its state and its user settings go to a scratch folder, not the project or the home folder.
  scratch = await mkdtemp(join(tmpdir(), 'wrangler-'));
  const port = await freePort();
  // Its debugger's port too: two test workers each start a runtime.
  const inspectorPort = await freePort();
  let printed = '';
  wrangler = spawn(
    `${projectRoot}node_modules/.bin/wrangler`,
    [
      ...['pages', 'dev', publishFolder, '--ip', '127.0.0.1', '--port', String(port)],
      ...['--inspector-port', String(inspectorPort), '--compatibility-date', '2025-01-01'],
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: scratch,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // No telemetry, no prompts, and no lookup of Cloudflare's servers (NODE_ENV=test).
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CI: '1',
        NODE_ENV: 'test',
        XDG_CONFIG_HOME: scratch,
      },
    },
  );
  wrangler.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  wrangler.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  origin = `http://127.0.0.1:${port}`;
  const serving = () =>
    fetch(`${origin}/`)
      .then(({ status }) => status === 200)
      .catch(() => false);
  await untilReady(wrangler, serving, 60_000, () => `wrangler did not serve ${origin}/:\n${printed}`);
});

test.afterAll(async () => {
  // The runtime starts its own processes (workerd): stop the whole group.
  if (wrangler?.pid && wrangler.exitCode === null) {
    const exited = new Promise((resolve) => wrangler.once('exit', resolve));
    process.kill(-wrangler.pid, 'SIGTERM');
    await exited;
  }
  await rm(scratch, { recursive: true, force: true });
});

runServingTable('cloudflare', () => origin);
