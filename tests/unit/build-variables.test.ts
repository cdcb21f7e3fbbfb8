/**
 * A bad build-time variable must stop the build before anything is written, and say which
 * variable is wrong. This runs the real `vite build`; it fails while loading the config.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function buildWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', 'build/never'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the build', () => {
  it.each([
    ['VITE_ACCOUNT_URL', 'http://app.example.com'],
    ['VITE_SITE_URL', 'not a url'],
  ])('stops and names %s when it is %j', (variable, value) => {
    const result = buildWith({ [variable]: value });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(`${variable} must be an absolute https URL`);
    expect(result.stderr + result.stdout).toContain(JSON.stringify(value));
  });
});
