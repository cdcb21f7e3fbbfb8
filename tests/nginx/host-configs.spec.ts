/**
 * The host configurations the build wrote are the ones the current source generates: a build
 * made before a change to scripts/hosting/ fails here instead of being deployed.
 */
import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { headerRules, renderHeadersFile } from '../../scripts/hosting/headersFile';
import { nginxSnippetPath, renderNginxSnippet } from '../../scripts/hosting/nginxConf';
import { hostFiles, hostOnlyFiles } from '../../scripts/hosting/policy';
import { renderVercelJson } from '../../scripts/hosting/vercelJson';

const dist = new URL('../../dist/', import.meta.url);
const read = (url: URL) => readFile(url, 'utf8');

test('dist/_headers is generated from the source and names every top-level file', async () => {
  const entries = await readdir(dist, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !hostOnlyFiles.includes(entry.name));
  const written = await read(new URL(hostFiles.headers, dist));
  expect(written).toBe(renderHeadersFile(headerRules(files.map((entry) => entry.name).sort())));
});

test('dist/vercel.json is generated from the source', async () => {
  expect(await read(new URL(hostFiles.vercel, dist))).toBe(renderVercelJson());
});

test('the nginx site snippet is generated from the source', async () => {
  expect(await read(new URL(`../../deploy/nginx/${nginxSnippetPath}`, import.meta.url))).toBe(
    renderNginxSnippet(),
  );
});
