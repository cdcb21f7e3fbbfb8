/** The build's own script and stylesheet tags get the hash of the exact file a host serves. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addIntegrity } from '../../../scripts/build/subresourceIntegrity';

const files: Record<string, string> = {
  '/assets/index-1.js': 'console.log(1);',
  '/assets/style-1.css': 'body{color:red}',
};
const read = async (url: string) => (url in files ? new TextEncoder().encode(files[url]) : null);
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

const html = [
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/style-1.css">',
  '<script type="module" src="/assets/not-built.js"></script>',
].join('\n');

describe('addIntegrity', () => {
  it('adds the sha384 of each built script and stylesheet', async () => {
    const result = await addIntegrity(html, read);
    expect(result).toContain(
      `<script integrity="${sha384(files['/assets/index-1.js'] ?? '')}" type="module" crossorigin src="/assets/index-1.js">`,
    );
    expect(result).toContain(
      `<link integrity="${sha384(files['/assets/style-1.css'] ?? '')}" rel="stylesheet" crossorigin href="/assets/style-1.css">`,
    );
  });

  it('leaves the favicon and files outside the build alone', async () => {
    const result = await addIntegrity(html, read);
    expect(result).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(result).toContain('<script type="module" src="/assets/not-built.js"></script>');
  });

  it('does not hash a tag twice', async () => {
    const once = await addIntegrity(html, read);
    expect(await addIntegrity(once, read)).toBe(once);
  });
});
