/**
 * Last step of `npm run build`: the staged build (./staging.ts), checked whole, replaces dist/ and
 * deploy/ in one move each. It says whether it is a deploy build, which is the only kind to upload.
 */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { loadEnv } from 'vite';
import { missingFiles, published, staged } from './staging';

const missing = missingFiles(staged.dist);
if (missing.length > 0 || !existsSync(staged.deploy)) {
  console.error(
    `The build is incomplete (missing ${missing.join(', ') || 'deploy/'}): dist/ and deploy/ are unchanged.`,
  );
  process.exit(1);
}
for (const folder of ['dist', 'deploy'] as const) {
  // Beside the staged folder, not in it: build/next/dist.previous.
  const previous = `${staged[folder].slice(0, -1)}.previous`;
  await rm(previous, { recursive: true, force: true });
  if (existsSync(published[folder])) await rename(published[folder], previous);
  await rename(staged[folder], published[folder]);
  await rm(previous, { recursive: true, force: true });
}
// The build's own reading: SITE_DEPLOY may come from an .env file.
const { SITE_DEPLOY } = loadEnv('production', process.cwd(), '');
console.log(
  SITE_DEPLOY === '1' || SITE_DEPLOY === 'true'
    ? 'Published the build to dist/ and deploy/: a deploy build, ready to upload.'
    : 'Published the build to dist/ and deploy/: a local build with placeholder addresses, not for upload (SITE_DEPLOY=1 npm run build makes one that is).',
);
