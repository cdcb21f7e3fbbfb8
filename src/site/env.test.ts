import { mkdtempDisposableSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildVariables, loadBuildEnv, readBuildEnv } from './env';

/** A deployment that has decided everything. */
const decided = {
  SITE_DEPLOY: '1',
  VITE_SITE_URL: 'https://downstream.fm',
  VITE_ACCOUNT_URL: 'https://app.downstream.fm',
  VITE_LEGAL_CONTACT_EMAIL: 'legal@downstream.fm',
  VITE_OPERATOR_LEGAL_NAME: 'Downstream Labs, Inc.',
  VITE_OPERATOR_STATE: 'Delaware',
} as const;

const decidedWithout = (variable: string) =>
  Object.fromEntries(Object.entries(decided).filter(([name]) => name !== variable));

/** Expects reading `source` to stop on `variable`, naming it and saying why. */
function expectRefused(source: Record<string, string>, variable: string, reason: RegExp) {
  const read = () => readBuildEnv(source);
  expect(read).toThrow(new RegExp(`^${variable} `));
  expect(read).toThrow(reason);
}

describe('readBuildEnv', () => {
  it('uses the placeholders when nothing is set, so a fresh clone builds', () => {
    expect(readBuildEnv({})).toEqual({
      VITE_SITE_URL: 'https://downstream.example',
      VITE_ACCOUNT_URL: 'https://app.downstream.example',
      VITE_LEGAL_CONTACT_EMAIL: 'legal@downstream.example',
      VITE_OPERATOR_LEGAL_NAME: 'Example Operating Company, Inc.',
      VITE_OPERATOR_STATE: 'Delaware',
    });
  });

  it('treats an empty value as unset', () => {
    expect(readBuildEnv({ VITE_ACCOUNT_URL: '  ' }).VITE_ACCOUNT_URL).toBe('https://app.downstream.example');
  });

  it('gives the legal contact the site’s own domain unless it is set', () => {
    expect(readBuildEnv({ VITE_SITE_URL: 'https://downstream.fm' }).VITE_LEGAL_CONTACT_EMAIL).toBe(
      'legal@downstream.fm',
    );
  });

  it('writes each value one way: origins without a slash, addresses in lower case, states as spelled', () => {
    const env = readBuildEnv({
      VITE_SITE_URL: 'https://WWW.Example.com/',
      VITE_LEGAL_CONTACT_EMAIL: 'Legal@Example.com',
      VITE_OPERATOR_STATE: 'new york',
    });
    expect(env.VITE_SITE_URL).toBe('https://www.example.com');
    expect(env.VITE_LEGAL_CONTACT_EMAIL).toBe('legal@example.com');
    expect(env.VITE_OPERATOR_STATE).toBe('New York');
  });

  it.each([
    ['VITE_ACCOUNT_URL', 'https://app.example.com/signup', /without a path, query or fragment/],
    ['VITE_ACCOUNT_URL', 'https://app.example.com/?next=1', /without a path, query or fragment/],
    ['VITE_ACCOUNT_URL', 'https://app.example.com#top', /without a path, query or fragment/],
    ['VITE_ACCOUNT_URL', 'http://app.example.com', /not http:/],
    ['VITE_ACCOUNT_URL', 'app.example.com', /not a URL/],
    ['VITE_SITE_URL', 'javascript:alert(1)', /not javascript:/],
    ['VITE_SITE_URL', 'https://user:secret@example.com', /without credentials/],
    ['VITE_SITE_URL', 'https://example.com/blog', /without a path/],
    ['VITE_LEGAL_CONTACT_EMAIL', 'legal', /an email address/],
    ['VITE_LEGAL_CONTACT_EMAIL', 'legal@localhost', /an email address/],
    ['VITE_OPERATOR_LEGAL_NAME', '<b>Acme</b>', /a company name/],
    ['VITE_OPERATOR_LEGAL_NAME', '123', /a company name/],
    ['VITE_OPERATOR_STATE', 'Ontario', /a US state/],
    ['SITE_DEPLOY', 'yes', /must be 1 \(a deploy build\) or 0/],
  ])('refuses %s=%s, naming the variable and the value', (variable, value, reason) => {
    expectRefused({ [variable]: value }, variable, reason);
    expect(() => readBuildEnv({ [variable]: value })).toThrow(JSON.stringify(value));
  });
});

describe('a deploy build (SITE_DEPLOY=1)', () => {
  it('accepts a deployment that has decided every fact', () => {
    expect(readBuildEnv(decided)).toEqual(decidedWithout('SITE_DEPLOY'));
  });

  it.each(Object.keys(readBuildEnv({})))('refuses to fall back on the placeholder of %s', (variable) => {
    expectRefused(
      decidedWithout(variable),
      variable,
      /must be set for a deploy build \(SITE_DEPLOY=1\): its default, .*, is a placeholder/,
    );
  });

  it.each([
    ['VITE_SITE_URL', 'https://downstream.example', /must be a real address/],
    ['VITE_ACCOUNT_URL', 'https://accounts.test', /must be a real address/],
    ['VITE_LEGAL_CONTACT_EMAIL', 'legal@downstream.example', /must be a real address/],
    ['VITE_OPERATOR_LEGAL_NAME', 'Example Operating Company, Inc.', /not the placeholder/],
  ])(
    'refuses %s set explicitly to a placeholder or a reserved example domain (%s)',
    (variable, value, reason) => {
      expectRefused({ ...decided, [variable]: value }, variable, reason);
    },
  );
});

describe('loadBuildEnv, from the environment and the .env files', () => {
  /** Reads a project folder holding `files`, with none of the site's variables in the environment but `environment`. */
  function load(files: Record<string, string>, environment: Record<string, string> = {}) {
    using folder = mkdtempDisposableSync(join(tmpdir(), 'env-files-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(folder.path, name), text);
    for (const variable of [...buildVariables, 'SITE_DEPLOY']) vi.stubEnv(variable, environment[variable]);
    return loadBuildEnv('production', folder.path);
  }

  it('takes .env, .env.production over it, and the environment over both', () => {
    const env = load(
      {
        '.env': 'VITE_SITE_URL=https://downstream.fm\nVITE_OPERATOR_STATE=Oregon\n',
        '.env.production': 'VITE_OPERATOR_STATE=Vermont\nVITE_OPERATOR_LEGAL_NAME=Riverbed, Inc.\n',
      },
      { VITE_OPERATOR_LEGAL_NAME: 'Downstream Labs, Inc.' },
    );
    expect(env).toMatchObject({
      VITE_SITE_URL: 'https://downstream.fm',
      VITE_LEGAL_CONTACT_EMAIL: 'legal@downstream.fm',
      VITE_OPERATOR_STATE: 'Vermont',
      VITE_OPERATOR_LEGAL_NAME: 'Downstream Labs, Inc.',
    });
  });

  it.each([
    ['.env.production.local', {}],
    ['the environment', { VITE_ACCOUNT_URL: 'https://app.downstream.fm/signup' }],
  ])('names where a wrong value was set: %s', (origin, environment) => {
    const files = { '.env.production.local': 'VITE_ACCOUNT_URL=https://app.downstream.fm/signup\n' };
    expect(() => load(files, environment)).toThrow(
      `VITE_ACCOUNT_URL (set in ${origin}) must be an https origin`,
    );
  });
});
