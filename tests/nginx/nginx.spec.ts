/**
 * Debian's nginx, on loopback, serving the build in dist/ with the generated site snippet
 * exactly as the build wrote it: statuses, pages and headers for routes, redirects and every
 * kind of error. Skipped, saying so, only where nginx is not installed.
 */
import { test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { freePort, findNginx, startNginx, type RunningNginx } from '../../scripts/nginx-local';
import { nginxSnippetPath } from '../../scripts/hosting/nginxConf';
import { servingRules } from './servingRules';

const dist = new URL('../../dist/', import.meta.url);
const snippetFile = new URL(`../../deploy/nginx/${nginxSnippetPath}`, import.meta.url);

test.skip(
  !findNginx(),
  'nginx is not installed here (Debian: apt-get install nginx-light); .ci/run installs it.',
);

let nginx: RunningNginx;
let origin: string;

test.beforeAll(async () => {
  const port = await freePort();
  nginx = await startNginx({
    servers: `server {\n    listen 127.0.0.1:${port};\n    root ${dist.pathname};\n    include ${nginxSnippetPath};\n}`,
    files: { [nginxSnippetPath]: await readFile(snippetFile, 'utf8') },
    ports: [port],
  });
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => nginx?.stop());

servingRules(() => origin);
