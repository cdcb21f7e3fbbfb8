/**
 * Last step of `npm run build`: one publish folder per host under deploy/, each the built site
 * (dist/) with that host's configuration, generated from scripts/hosting/, and no other host's
 * (a file one host reads is a file another would serve):
 *
 *   deploy/cloudflare/   dist/ + _headers + _redirects      Cloudflare Pages
 *   deploy/netlify/      dist/ + _headers + _redirects      Netlify
 *   deploy/vercel/       dist/ + vercel.json                Vercel
 *   deploy/nginx/        site.conf, snippets/site-rules.conf   nginx, serving a copy of dist/
 *
 * dist/ itself has no host file: it is what `npm start` serves, and nginx serves a copy of it,
 * with the brotli and gzip copies of its text files (scripts/precompress.ts).
 */
// First: the build-time variables, .env files included, before anything reads the site config.
import './withBuildEnv';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cloudflareHeaderRules, netlifyHeaderRules, renderHeadersFile } from './hosting/headersFile';
import { hostPublishFolders } from './hosting/hostFolders';
import { nginxFiles, renderNginxServer, renderNginxSnippet } from './hosting/nginxConf';
import { hostFiles, isPrecompressedCopy } from './hosting/policy';
import { renderCloudflareRedirects, renderNetlifyRedirects } from './hosting/redirectsFile';
import { renderVercelJson } from './hosting/vercelJson';
import { siteConfig } from '../src/site/config';
import { staged } from './build/staging';

const root = fileURLToPath(new URL('..', import.meta.url));
const { dist, deploy } = staged;

async function write(path: string, text: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  console.log(`  ${path.slice(root.length)}`);
}

/**
 * A host's publish folder: a copy of dist/, to which its configuration files are added. The
 * compressed copies stay behind: these hosts compress at their edge, and would serve a copy
 * asked for by name as a file of its own.
 */
async function publishFolder(folder: string): Promise<string> {
  const path = `${deploy}${folder}/`;
  await cp(dist, path, { recursive: true, filter: (source) => !isPrecompressedCopy(source) });
  return path;
}

async function writeHostConfigs() {
  const topLevelFiles = (await readdir(dist, { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
  const host = new URL(siteConfig.siteUrl).hostname;

  // Only what this build writes: nothing left from an earlier one.
  await rm(deploy, { recursive: true, force: true });
  console.log('Host publish folders and configurations:');

  const cloudflare = await publishFolder(hostPublishFolders.cloudflare);
  await write(`${cloudflare}${hostFiles.headers}`, renderHeadersFile(cloudflareHeaderRules()));
  await write(`${cloudflare}${hostFiles.redirects}`, renderCloudflareRedirects());

  const netlify = await publishFolder(hostPublishFolders.netlify);
  await write(`${netlify}${hostFiles.headers}`, renderHeadersFile(netlifyHeaderRules(topLevelFiles)));
  await write(`${netlify}${hostFiles.redirects}`, renderNetlifyRedirects());

  const vercel = await publishFolder(hostPublishFolders.vercel);
  await write(`${vercel}${hostFiles.vercel}`, renderVercelJson());

  const nginx = `${deploy}${hostPublishFolders.nginx}/`;
  await write(`${nginx}${nginxFiles.snippet}`, renderNginxSnippet());
  await write(
    `${nginx}${nginxFiles.server}`,
    renderNginxServer({
      root: nginxFiles.root,
      certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
      certificateKey: `/etc/letsencrypt/live/${host}/privkey.pem`,
    }),
  );
}

await writeHostConfigs();
