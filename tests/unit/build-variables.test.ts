/**
 * A bad build-time variable must stop the build before anything is written, and say which
 * variable is wrong; so must a deploy build left with a placeholder. This runs the real
 * `vite build`, which fails while loading its config. The owner's `.env` files are kept out of it:
 * a deploy build's `.env.production.local` must not make a refused build pass.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { environmentWith, noBuildVariables } from '../support/buildVariables';

/** The variables a test sets, over an environment where none of the site's is set, nor read from a `.env` file. */
function buildWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', 'build/never'], {
    env: environmentWith({ ...noBuildVariables, ...env }),
    encoding: 'utf8',
    timeout: 60_000,
  });
}

// Each rule of the variables is tested in src/site/env.test.ts; here, that the real build obeys
// them. A build takes seconds on a loaded machine, hence the timeout.
describe('the build', { timeout: 60_000 }, () => {
  it('stops on a wrong value, naming the variable, why, and the value it got', () => {
    const result = buildWith({ VITE_ACCOUNT_URL: 'http://app.example.com' });
    const output = result.stderr + result.stdout;
    expect(result.status).not.toBe(0);
    expect(output).toContain('VITE_ACCOUNT_URL must be');
    expect(output).toContain('not http:');
    expect(output).toContain(JSON.stringify('http://app.example.com'));
  });

  it('refuses, as a deploy build, to ship a placeholder, naming the variable', () => {
    const result = buildWith({
      SITE_DEPLOY: '1',
      VITE_SITE_URL: 'https://downstream.fm',
      VITE_ACCOUNT_URL: 'https://app.downstream.fm',
      VITE_LEGAL_CONTACT_EMAIL: 'legal@downstream.fm',
    });
    const output = result.stderr + result.stdout;
    expect(result.status).not.toBe(0);
    expect(output).toContain('VITE_OPERATOR_LEGAL_NAME must be set for a deploy build (SITE_DEPLOY=1)');
  });
});
