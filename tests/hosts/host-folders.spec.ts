/**
 * The publish folders the build wrote (deploy/) are what the current source generates, each the built site
 * with its own host's configuration and no other's (a file one host reads, another would serve). A build
 * older than a change to scripts/hosting/ fails here instead of being deployed.
 */
import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { hostConfigs } from '../../scripts/hosting/hostConfigs';
import {
  compressibleExtensions,
  hostFiles,
  hostOnlyFiles,
  isPrecompressedCopy,
  precompressedEncodings,
} from '../../scripts/hosting/policy';

const dist = new URL('../../dist/', import.meta.url);
const deploy = new URL('../../deploy/', import.meta.url);
const read = (folder: string, file: string) => readFile(new URL(`${folder}/${file}`, deploy), 'utf8');
const topLevel = async (url: URL) => (await readdir(url)).sort();

test('dist/ holds no host’s configuration', async () => {
  expect((await topLevel(dist)).filter((file) => hostOnlyFiles.includes(file))).toEqual([]);
});

test('each host’s folder is the built site plus its own configuration files, and no other host’s', async () => {
  // The compressed copies are for nginx and `npm start`: the CDN hosts compress at their edge.
  const site = (await topLevel(dist)).filter((file) => !isPrecompressedCopy(file));
  const own = {
    cloudflare: [hostFiles.headers, hostFiles.redirects],
    netlify: [hostFiles.headers, hostFiles.redirects],
    vercel: [hostFiles.vercel],
  };
  for (const [host, files] of Object.entries(own)) {
    expect(await topLevel(new URL(`${host}/`, deploy)), host).toEqual([...site, ...files].sort());
  }
});

test('each host’s files are generated from the source, Netlify’s naming every top-level file', async () => {
  const files = (await readdir(dist, { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
  for (const [folder, configs] of Object.entries(hostConfigs(files))) {
    for (const [name, text] of Object.entries(configs))
      expect(await read(folder, name), `${folder}/${name}`).toBe(text);
  }
});

test('dist/ holds a brotli and a gzip copy of every text file, each its file exactly, where compressing pays', async () => {
  const decompress = { br: brotliDecompressSync, gzip: gunzipSync };
  const compress = { br: brotliCompressSync, gzip: gzipSync };
  const files = (await readdir(dist, { recursive: true })).filter((file) =>
    compressibleExtensions.includes(extname(file)),
  );
  expect(files.length, 'text files in dist/').toBeGreaterThan(10);
  for (const file of files) {
    const body = await readFile(new URL(file, dist));
    for (const { encoding, suffix } of precompressedEncodings) {
      const copy = await readFile(new URL(`${file}${suffix}`, dist)).catch(() => null);
      if (copy) {
        expect(decompress[encoding](copy).equals(body), `${file}${suffix} is ${file}`).toBe(true);
        expect(copy.length, `${file}${suffix} is smaller`).toBeLessThan(body.length);
        if (encoding === 'gzip') {
          // Zopfli's gzip, or zlib's where that is smaller: never larger than zlib's best.
          expect(copy.length, `${file}${suffix} is no larger than zlib's best`).toBeLessThanOrEqual(
            gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
          );
        }
      } else {
        expect(
          compress[encoding](body).length,
          `${file} has no ${encoding} copy: it would not be smaller`,
        ).toBeGreaterThanOrEqual(body.length);
      }
    }
  }
});
