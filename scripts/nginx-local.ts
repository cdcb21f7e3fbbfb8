/**
 * Runs Debian's nginx in the foreground with everything in a throwaway prefix (no root-only
 * path), for the nginx tests and `npm run observatory`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { nginxFiles } from './hosting/nginxConf';

/** The nginx executable ($NGINX_PATH, else where Debian and others put it), or null when there is none. */
export function findNginx(): string | null {
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** The brotli module the snippet's `brotli_static` needs, loaded here by path (Debian enables it itself). */
export const brotliStaticModule = {
  file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  install: 'apt-get install libnginx-mod-http-brotli-static',
};

const portsGiven = new Set<number>();

/**
 * A port on 127.0.0.1 that was free a moment ago and not given before in this process (a server
 * and its inspector never share one), below the ports the system hands to outgoing connections
 * (Linux from 32768, macOS from 49152), so that none of those takes it before its server binds it.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (portsGiven.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      portsGiven.add(port);
      return port;
    }
  }
}

/** Polls `ready` until it holds; throws `failure()` once `child` has exited or `ms` have passed. */
export async function untilReady(
  child: ChildProcess,
  ready: () => Promise<boolean>,
  ms: number,
  failure: () => string | Promise<string>,
) {
  for (const deadline = Date.now() + ms; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (await ready()) return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(await failure());
  }
}

/**
 * Starts nginx with `servers` (the `server { … }` blocks of its `http` block) and the site snippet
 * the build wrote (deploy/nginx/), and resolves once it listens on every address they name (nginx
 * writes its pid file after opening them); rejects with nginx's own error. `stop()` ends it and
 * deletes the prefix.
 */
export async function startNginx(servers: string) {
  const executable = findNginx();
  if (!executable) throw new Error('nginx is not installed (Debian: apt-get install nginx-light).');
  if (!existsSync(brotliStaticModule.file)) {
    throw new Error(`nginx's brotli module is not installed (Debian: ${brotliStaticModule.install}).`);
  }
  const prefix = await mkdtemp(join(tmpdir(), 'nginx-'));
  const snippet = join(prefix, nginxFiles.snippet);
  await mkdir(dirname(snippet), { recursive: true });
  await copyFile(new URL(`../deploy/nginx/${nginxFiles.snippet}`, import.meta.url), snippet);
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `${name}_temp_path ${join(prefix, 'temp', name)};`,
  );
  await mkdir(join(prefix, 'temp'));
  const [errorLog, pidFile] = [join(prefix, 'error.log'), join(prefix, 'nginx.pid')];
  await writeFile(
    join(prefix, 'nginx.conf'),
    `daemon off;
load_module ${brotliStaticModule.file};
worker_processes 1;
pid ${pidFile};
error_log ${errorLog} warn;
events { worker_connections 128; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${tempPaths.join('\n    ')}
${servers}
}
`,
  );

  // -e: the startup error log, opened before the configuration is read.
  const child = spawn(executable, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  };

  const ready = async () => existsSync(pidFile);
  await untilReady(child, ready, 10_000, async () => {
    const log = await readFile(errorLog, 'utf8').catch(() => '');
    await stop();
    return `nginx did not start:\n${stderr}${log}`;
  });
  return { stop };
}

/**
 * Writes a day's self-signed certificate for `localhost` as `folder`'s cert.pem and key.pem
 * (openssl); returns their paths, as renderNginxServer takes them.
 */
export function makeCertificate(folder: string) {
  const [certificate, certificateKey] = [`${folder}/cert.pem`, `${folder}/key.pem`];
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost'];
  const files = ['-keyout', certificateKey, '-out', certificate];
  const options = ['-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, ...files];
  execFileSync('openssl', ['req', ...options], { stdio: 'ignore' });
  return { certificate, certificateKey };
}
