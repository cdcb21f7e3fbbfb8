import { describe, expect, it } from 'vitest';
import { buildVariableDefaults, InvalidBuildVariableError, readBuildEnv } from './env';

describe('readBuildEnv', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readBuildEnv({})).toEqual(buildVariableDefaults);
  });

  it('treats an empty value as unset', () => {
    expect(readBuildEnv({ VITE_ACCOUNT_URL: '  ' }).VITE_ACCOUNT_URL).toBe(
      buildVariableDefaults.VITE_ACCOUNT_URL,
    );
  });

  it('accepts an https URL with a path, without its trailing slash', () => {
    const env = readBuildEnv({
      VITE_ACCOUNT_URL: 'https://accounts.example.com/app/',
      VITE_SITE_URL: 'https://www.example.com',
    });
    expect(env).toEqual({
      VITE_ACCOUNT_URL: 'https://accounts.example.com/app',
      VITE_SITE_URL: 'https://www.example.com',
    });
  });

  it.each([
    ['VITE_ACCOUNT_URL', 'http://app.example.com', /scheme is "http:"/],
    ['VITE_ACCOUNT_URL', 'app.example.com', /not a URL/],
    ['VITE_SITE_URL', 'javascript:alert(1)', /scheme is "javascript:"/],
    ['VITE_SITE_URL', 'https://user:secret@example.com', /credentials/],
    ['VITE_ACCOUNT_URL', 'https://app.example.com/?next=1', /query or fragment/],
  ])('rejects %s=%s, naming the variable and the value', (variable, value, reason) => {
    const read = () => readBuildEnv({ [variable]: value });
    expect(read).toThrow(InvalidBuildVariableError);
    expect(read).toThrow(new RegExp(`^${variable} must be an absolute https URL`));
    expect(read).toThrow(reason);
    expect(read).toThrow(JSON.stringify(value));
  });
});
