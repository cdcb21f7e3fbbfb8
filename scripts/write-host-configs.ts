/**
 * A step of `npm run build`: one publish folder per host under deploy/, the built site with that
 * host's configuration (./hosting/hostConfigs.ts) and no other host's. nginx's folder holds its
 * configuration only (it serves a copy of dist/); the others, which compress at their edge, get
 * the site without its compressed copies, which they would serve as files of their own.
 */
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { hostConfigs } from './hosting/hostConfigs';
import { isPrecompressedCopy } from './hosting/policy';
import { staged } from './build/staging';

const { dist, deploy } = staged;
const topLevelFiles = (await readdir(dist, { withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name)
  .sort();

// Only what this build writes: nothing left from an earlier one.
await rm(deploy, { recursive: true, force: true });
console.log('Host publish folders and configurations:');
for (const [folder, files] of Object.entries(hostConfigs(topLevelFiles))) {
  const path = `${deploy}${folder}/`;
  if (folder !== 'nginx')
    await cp(dist, path, { recursive: true, filter: (source) => !isPrecompressedCopy(source) });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(`${path}${name}`), { recursive: true });
    await writeFile(`${path}${name}`, text);
    console.log(`  deploy/${folder}/${name}`);
  }
}
