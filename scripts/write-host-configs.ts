/**
 * Last step of `npm run build`: writes each host's configuration from scripts/hosting/policy.ts.
 *
 *   dist/_headers                    Netlify and Cloudflare Pages read it from the published folder
 *   dist/vercel.json                 Vercel, when the built folder is deployed (`vercel deploy dist`)
 *   deploy/nginx/site.conf           nginx: the production server blocks
 *   deploy/nginx/snippets/site-rules.conf   nginx: the site itself, included by the above
 */
// First: the build-time variables, .env files included, before anything reads the site config.
import './withBuildEnv';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headerRules, renderHeadersFile } from './hosting/headersFile';
import { nginxFiles, renderNginxServer, renderNginxSnippet } from './hosting/nginxConf';
import { hostFiles, hostOnlyFiles } from './hosting/policy';
import { renderVercelJson } from './hosting/vercelJson';
import { siteConfig } from '../src/site/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist/`;
const nginxFolder = `${root}deploy/nginx/`;

async function write(path: string, text: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  console.log(`  ${path.slice(root.length)}`);
}

async function writeHostConfigs() {
  const entries = await readdir(dist, { withFileTypes: true });
  const topLevelFiles = entries
    .filter((entry) => entry.isFile() && !hostOnlyFiles.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  const host = new URL(siteConfig.siteUrl).hostname;

  console.log('Host configurations:');
  await write(`${dist}${hostFiles.headers}`, renderHeadersFile(headerRules(topLevelFiles)));
  await write(`${dist}${hostFiles.vercel}`, renderVercelJson());
  // Only what this build writes: nothing from an earlier one under another name.
  await rm(nginxFolder, { recursive: true, force: true });
  await write(`${nginxFolder}${nginxFiles.snippet}`, renderNginxSnippet());
  await write(
    `${nginxFolder}${nginxFiles.server}`,
    renderNginxServer({
      root: nginxFiles.root,
      certificate: `/etc/letsencrypt/live/${host}/fullchain.pem`,
      certificateKey: `/etc/letsencrypt/live/${host}/privkey.pem`,
    }),
  );
}

await writeHostConfigs();
