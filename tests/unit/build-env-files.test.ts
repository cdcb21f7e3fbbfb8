/**
 * The build, the scripts and the end-to-end tests read the build-time variables the same way:
 * from the environment and the `.env` files, as Vite does (src/site/buildEnv.ts). A value set in
 * `.env` is the one the site config gets everywhere, and the environment still wins over it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { environmentWith } from '../support/buildVariables';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A folder holding `files`, like a project with its .env files. */
function projectWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'env-files-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

// Vitest runs in the project's folder.
const buildEnvModule = resolve('src/site/buildEnv.ts');
const tsx = resolve('node_modules/tsx/dist/cli.mjs');

/** Loads the variables in a fresh Node process run in `folder`, as a script or the Playwright runner would. */
function loadIn(folder: string, env: Record<string, string> = {}) {
  const code = `import { buildEnv } from ${JSON.stringify(buildEnvModule)}; console.log(JSON.stringify(buildEnv));`;
  const result = spawnSync(process.execPath, [tsx, '-e', code], {
    cwd: folder,
    env: environmentWith(env),
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

// Each case starts a Node process, seconds on a loaded machine.
describe('the build-time variables outside Vite', { timeout: 30_000 }, () => {
  it('come from .env, with .env.production over it', () => {
    const folder = projectWith({
      '.env': 'VITE_SITE_URL=https://downstream.fm\nVITE_OPERATOR_STATE=Oregon\n',
      '.env.production': 'VITE_OPERATOR_STATE=Vermont\n',
    });
    const { status, output } = loadIn(folder);
    expect(status).toBe(0);
    expect(JSON.parse(output)).toMatchObject({
      VITE_SITE_URL: 'https://downstream.fm',
      VITE_LEGAL_CONTACT_EMAIL: 'legal@downstream.fm',
      VITE_OPERATOR_STATE: 'Vermont',
    });
  });

  it('let the environment win over the files', () => {
    const folder = projectWith({ '.env': 'VITE_OPERATOR_STATE=Oregon\n' });
    const { output } = loadIn(folder, { VITE_OPERATOR_STATE: 'Maine' });
    expect(JSON.parse(output)).toMatchObject({ VITE_OPERATOR_STATE: 'Maine' });
  });

  it('stop on a wrong value in a file, naming the variable', () => {
    const folder = projectWith({ '.env': 'VITE_ACCOUNT_URL=https://app.downstream.fm/signup\n' });
    const { status, output } = loadIn(folder);
    expect(status).not.toBe(0);
    expect(output).toContain('VITE_ACCOUNT_URL must be an https origin');
  });
});
