/**
 * `npm start`'s server (scripts/serve.ts), serving dist/ exactly as it does for visitors,
 * answers every row of the serving table.
 */
import { test } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from '../../scripts/serve';
import { runServingTable } from './servingTable';

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createSiteServer(fileURLToPath(new URL('../../dist', import.meta.url)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

runServingTable('node', () => origin);
