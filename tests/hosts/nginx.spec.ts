/**
 * Debian's nginx, on loopback, with the configuration the build wrote (deploy/nginx/): the production server
 * block, serving dist/ through the site snippet, answers every row of the serving table over HTTPS, serves
 * HTTP/2 too, and redirects plain HTTP to the site's own host whatever Host a client sends. Skipped, saying
 * so, only on a developer's machine without nginx; in CI a missing nginx fails.
 */
import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliStaticModule,
  findNginx,
  freePort,
  makeCertificate,
  startNginx,
} from '../../scripts/nginx-local';
import { renderNginxServer } from '../../scripts/hosting/nginxConf';
import { pageTitles } from '../support/pages';
import { sendRaw } from './rawRequest';
import { expectSiteHeaders, runServingTable } from './servingTable';

const dist = new URL('../../dist/', import.meta.url);

test.skip(
  !(findNginx() && existsSync(brotliStaticModule.file)) && !process.env.CI,
  `nginx or its brotli module is not installed here (Debian: apt-get install nginx-light; ${brotliStaticModule.install}); .ci/run installs them.`,
);

const serverName = 'downstream.test';
let nginx: Awaited<ReturnType<typeof startNginx>>;
let tls: string;
let httpPort: number;
let httpsPort: number;

test.beforeAll(async () => {
  tls = await mkdtemp(join(tmpdir(), 'nginx-tls-'));
  [httpPort, httpsPort] = [await freePort(), await freePort()];
  nginx = await startNginx(
    renderNginxServer({
      root: dist.pathname,
      ...makeCertificate(tls),
      serverName,
      listen: { http: [`127.0.0.1:${httpPort}`], https: [`127.0.0.1:${httpsPort}`] },
    }),
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  await rm(tls, { recursive: true, force: true });
});

runServingTable('nginx', () => `https://127.0.0.1:${httpsPort}`);

test('sends plain HTTP to HTTPS on the site’s own host, never the Host a client writes', async () => {
  const response = await sendRaw(`http://127.0.0.1:${httpPort}`, {
    target: '/terms?x=1',
    host: 'evil.example',
  });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toEqual([`https://${serverName}/terms?x=1`]);
  expectSiteHeaders((name) => response.headers.get(name));
});

test('serves the build over HTTPS and HTTP/2 through the site snippet', async () => {
  const session = connect(`https://127.0.0.1:${httpsPort}`, { rejectUnauthorized: false });
  const stream = session.request({ ':path': '/terms', ':authority': serverName });
  stream.setEncoding('utf8');
  const [headers, body] = await new Promise<[IncomingHttpHeaders, string]>((resolve, reject) => {
    let text = '';
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('response', (received) => stream.on('end', () => resolve([received, text])));
    stream.on('error', reject);
  });
  session.close();
  expect(headers[':status']).toBe(200);
  expect(body).toContain(`<title>${pageTitles.terms}</title>`);
  expectSiteHeaders((name) => [headers[name] ?? []].flat());
});
