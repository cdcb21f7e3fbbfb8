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
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { cloudflareHeaderRules, netlifyHeaderRules, renderHeadersFile } from './hosting/headersFile';
import { hostPublishFolders } from './hosting/hostFolders';
import { nginxFiles, renderNginxServer, renderNginxSnippet } from './hosting/nginxConf';
import { hostFiles, isPrecompressedCopy } from './hosting/policy';
import { renderCloudflareRedirects, renderNetlifyRedirects } from './hosting/redirectsFile';
import { renderVercelJson } from './hosting/vercelJson';
import { siteConfig } from '../src/site/config';
import { staged } from './build/staging';

const { dist, deploy } = staged;

/**
 * Writes a host's publish folder: a copy of dist/ with the host's configuration `files` added.
 * The compressed copies stay behind: these hosts compress at their edge, and would serve a copy
 * asked for by name as a file of its own.
 */
async function publish(folder: string, files: Readonly<Record<string, string>>, siteCopy = true) {
  const path = `${deploy}${folder}/`;
  if (siteCopy) await cp(dist, path, { recursive: true, filter: (source) => !isPrecompressedCopy(source) });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(`${path}${name}`), { recursive: true });
    await writeFile(`${path}${name}`, text);
    console.log(`  deploy/${folder}/${name}`);
  }
}

const topLevelFiles = (await readdir(dist, { withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name)
  .sort();
const host = new URL(siteConfig.siteUrl).hostname;

// Only what this build writes: nothing left from an earlier one.
await rm(deploy, { recursive: true, force: true });
console.log('Host publish folders and configurations:');
await publish(hostPublishFolders.cloudflare, {
  [hostFiles.headers]: renderHeadersFile(cloudflareHeaderRules()),
  [hostFiles.redirects]: renderCloudflareRedirects(),
});
await publish(hostPublishFolders.netlify, {
  [hostFiles.headers]: renderHeadersFile(netlifyHeaderRules(topLevelFiles)),
  [hostFiles.redirects]: renderNetlifyRedirects(),
});
await publish(hostPublishFolders.vercel, { [hostFiles.vercel]: renderVercelJson() });
// nginx serves a copy of dist/ itself, compressed copies and all: its folder holds its configuration only.
const certificates = `/etc/letsencrypt/live/${host}`;
await publish(
  hostPublishFolders.nginx,
  {
    [nginxFiles.snippet]: renderNginxSnippet(),
    [nginxFiles.server]: renderNginxServer({
      root: nginxFiles.root,
      certificate: `${certificates}/fullchain.pem`,
      certificateKey: `${certificates}/privkey.pem`,
    }),
  },
  false,
);
