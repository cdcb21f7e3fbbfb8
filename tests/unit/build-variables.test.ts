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

describe('the build', () => {
  it.each([
    ['VITE_ACCOUNT_URL', 'http://app.example.com', 'not http:'],
    ['VITE_ACCOUNT_URL', 'https://app.example.com/signup', 'without a path, query or fragment'],
    ['VITE_SITE_URL', 'not a url', 'not a URL'],
    ['VITE_LEGAL_CONTACT_EMAIL', 'legal', 'an email address'],
    ['VITE_OPERATOR_STATE', 'Bavaria', 'a US state'],
  ])('stops and names %s when it is %j', (variable, value, reason) => {
    const result = buildWith({ [variable]: value });
    const output = result.stderr + result.stdout;
    expect(result.status).not.toBe(0);
    expect(output).toContain(`${variable} must be`);
    expect(output).toContain(reason);
    expect(output).toContain(JSON.stringify(value));
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

  it('refuses, as a deploy build, an address on a reserved example domain', () => {
    const result = buildWith({
      SITE_DEPLOY: '1',
      VITE_SITE_URL: 'https://downstream.fm',
      VITE_ACCOUNT_URL: 'https://app.downstream.fm',
      VITE_LEGAL_CONTACT_EMAIL: 'legal@downstream.example',
      VITE_OPERATOR_LEGAL_NAME: 'Downstream Labs, Inc.',
      VITE_OPERATOR_STATE: 'Delaware',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain('VITE_LEGAL_CONTACT_EMAIL must be a real address');
  });
});
