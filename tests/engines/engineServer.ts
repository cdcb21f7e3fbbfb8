/**
 * The cross-engine checks' server, one per worker on a free port: a copy of dist/ served by the
 * site's own handler (scripts/serve.ts) with its real headers, plus the probe (./page/probe.ts,
 * hashed as the Integrity-Policy asks) first in every page, a CSP `report-uri` (a violation is
 * known even where the page cannot say it), and every path requested, which not every driver reports.
 */
import { build } from 'esbuild';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { makeCopy, type SiteCopy } from '../support/siteCopy';
import { integrityOf } from '../../scripts/build/subresourceIntegrity';
import { securityHeaders } from '../../scripts/hosting/policy';
import { createSiteHandler } from '../../scripts/serve';

/** Where the test-only files live on the test server; the site has nothing there. */
const engineTestPrefix = '/__engine-test/';
const probePath = `${engineTestPrefix}probe.js`;
const cspReportPath = `${engineTestPrefix}csp-report`;

/** The probe and its fake clock, as one classic script. */
async function bundleProbe(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./page/probe.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    // Needed only under Node: fake-timers reaches for it only when `process` exists.
    external: ['util'],
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no probe script');
  return output.text;
}

/** A page that loads the probe, with its hash, before anything else. */
function withProbe(html: string, probe: string): string {
  if (!html.includes('<head>')) throw new Error('A page has no <head> to put the probe in');
  const tag = `<script src="${probePath}" integrity="${integrityOf(probe)}" crossorigin></script>`;
  return html.replace('<head>', `<head>${tag}`);
}

/** A copy of `distDirectory` whose pages load the probe, compressed as the build compresses them. */
async function preparedCopy(distDirectory: string): Promise<SiteCopy> {
  if (!existsSync(join(distDirectory, 'index.html'))) {
    throw new Error(`${distDirectory} has no index.html: build the site first (npm run build).`);
  }
  const probe = await bundleProbe();
  const copy = await makeCopy(distDirectory, (html) => withProbe(html, probe));
  mkdirSync(join(copy.directory, engineTestPrefix));
  writeFileSync(join(copy.directory, probePath), probe);
  return copy;
}

/** A CSP report's directive and blocked URL, as `report-uri` sends them (or its body, if it is not one). */
function describeReport(body: string): string {
  try {
    const { 'csp-report': report } = JSON.parse(body) as { 'csp-report': Record<string, string> };
    return `${report['violated-directive']}: ${report['blocked-uri']}`;
  } catch {
    return body;
  }
}

/** In a query: the Integrity-Policy enforced, not report-only (policy.ts says why the site only reports). */
export const enforceIntegrityParameter = 'engine-enforce-integrity';

/** The running server, and what it has seen. */
export type EngineServer = Awaited<ReturnType<typeof startEngineServer>>;

/** Starts a server for the build in `distDirectory` (default dist/) on a free port. */
export async function startEngineServer(
  distDirectory = fileURLToPath(new URL('../../dist', import.meta.url)),
) {
  const copy = await preparedCopy(distDirectory);
  // The site's headers with the report endpoint; and with the Integrity-Policy enforced, for pages that ask.
  const { 'Integrity-Policy-Report-Only': integrity = '', ...headers } = {
    ...securityHeaders,
    'Content-Security-Policy': `${securityHeaders['Content-Security-Policy']}; report-uri ${cspReportPath}`,
  };
  const reporting = createSiteHandler(copy.directory, {
    ...headers,
    'Integrity-Policy-Report-Only': integrity,
  });
  const enforcing = createSiteHandler(copy.directory, { ...headers, 'Integrity-Policy': integrity });
  const requests: string[] = [];
  const cspReports: string[] = [];

  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (request.method === 'POST' && path === cspReportPath) {
      void text(request).then((body) => {
        cspReports.push(describeReport(body));
        response.writeHead(204).end();
      });
      return;
    }
    requests.push(path);
    (request.url?.includes(enforceIntegrityParameter) ? enforcing : reporting)(request, response);
  });

  await once(server.listen(0, '127.0.0.1'), 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    cspReports,
    /** Forgets what was seen so far, for the next check. */
    reset() {
      requests.length = 0;
      cspReports.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await copy.remove();
    },
  };
}
