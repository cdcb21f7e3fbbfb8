/** `npm start`'s server (scripts/serve.ts), serving dist/ as for visitors, answers the serving table. */
import { expect, test } from '@playwright/test';
import { copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve';
import { sendRaw } from './rawRequest';
import { runServingTable } from './servingTable';
import { missingPage } from '../support/pages';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
let server: Server;
let origin: string;

test.beforeAll(async () => ({ server, origin } = await startServer(0)));

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

runServingTable('node', () => origin);

// Its 400 sends the not-found page (the serving table's nodeRefusal), but no body after HEAD.
test('HEAD /terms%00 has no body', async () => {
  const response = await sendRaw(origin, { method: 'HEAD', target: '/terms%00' });
  expect(response.status).toBe(400);
  expect(response.body.length).toBe(0);
});

test('a page the folder gains after the server started is served, and only its other names redirect', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'rebuilt-site-'));
  await cp(dist, folder, { recursive: true });
  const site = await startServer(0, undefined, folder);
  try {
    expect((await sendRaw(site.origin, { target: missingPage })).status).toBe(404);
    await copyFile(join(folder, 'terms.html'), join(folder, `${missingPage.slice(1)}.html`));
    expect((await sendRaw(site.origin, { target: missingPage })).status).toBe(200);
    for (const target of [`${missingPage}/`, `${missingPage}.html`]) {
      const response = await sendRaw(site.origin, { target });
      expect([response.status, response.headers.get('location')], target).toEqual([301, [missingPage]]);
    }
    expect((await sendRaw(site.origin, { target: `${missingPage}.html/` })).status).toBe(404);
  } finally {
    site.server.close();
    await rm(folder, { recursive: true, force: true });
  }
});
