/**
 * Runs Debian's nginx in the foreground with a throwaway prefix (configuration, pid file, logs
 * and temp folders all in a temp dir), so it needs no root-only path. Used by the nginx
 * integration tests and by `npm run observatory`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Where nginx usually is; Debian's package puts it in /usr/sbin, outside a normal PATH. */
const nginxCandidates = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/bin/nginx',
  '/usr/bin/nginx',
];

/** The nginx executable, or null when nginx is not installed. */
export function findNginx(): string | null {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  return nginxCandidates.find((path) => existsSync(path)) ?? null;
}

/** What to run nginx with. */
export interface NginxSetup {
  /** The `server { … }` blocks to put in the `http` block. */
  readonly servers: string;
  /** Extra files for the configuration folder, by relative path (e.g. the site snippet). */
  readonly files?: Readonly<Record<string, string>>;
  /** TCP ports on 127.0.0.1 to wait for before resolving. */
  readonly ports: readonly number[];
}

/** A running nginx. */
export interface RunningNginx {
  /** The temp folder holding its configuration, logs and pid file. */
  readonly prefix: string;
  /** Stops nginx and deletes the temp folder. */
  stop(): Promise<void>;
}

/** A port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Where Debian's nginx keeps its dynamic modules. */
const modulesFolder = '/usr/lib/nginx/modules';

/**
 * The brotli module the site snippet's `brotli_static` needs. Debian's package enables it in a
 * system nginx by itself (modules-enabled/); this throwaway configuration loads it by path.
 */
export const brotliStaticModule = {
  file: join(modulesFolder, 'ngx_http_brotli_static_module.so'),
  install: 'apt-get install libnginx-mod-http-brotli-static',
};

function mainConfig(prefix: string, servers: string): string {
  const temp = (name: string) => join(prefix, 'temp', name);
  return `daemon off;
load_module ${brotliStaticModule.file};
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 128; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
${servers}
}
`;
}

/** Starts nginx and resolves once every port answers; rejects with nginx's own error. */
export async function startNginx(setup: NginxSetup): Promise<RunningNginx> {
  const executable = findNginx();
  if (!executable) throw new Error('nginx is not installed (Debian: apt-get install nginx-light).');
  if (!existsSync(brotliStaticModule.file)) {
    throw new Error(`nginx's brotli module is not installed (Debian: ${brotliStaticModule.install}).`);
  }
  const prefix = await mkdtemp(join(tmpdir(), 'nginx-'));
  await mkdir(join(prefix, 'temp'), { recursive: true });
  for (const [path, text] of Object.entries(setup.files ?? {})) {
    await mkdir(dirname(join(prefix, path)), { recursive: true });
    await writeFile(join(prefix, path), text);
  }
  const configPath = join(prefix, 'nginx.conf');
  await writeFile(configPath, mainConfig(prefix, setup.servers));

  // -e: the startup error log, opened before the configuration is read.
  const child: ChildProcess = spawn(
    executable,
    ['-p', prefix, '-c', configPath, '-e', join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    const open = await Promise.all(setup.ports.map(portOpen));
    if (open.every(Boolean)) return { prefix, stop };
    if (!running || Date.now() > deadline) {
      const log = await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '');
      await stop();
      throw new Error(`nginx did not start:\n${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Writes a throwaway self-signed certificate for `localhost`, valid for a day, as `cert.pem` and
 * `key.pem` in `folder` (needs openssl).
 */
export function makeCertificate(folder: string) {
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...[
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        `${folder}/key.pem`,
        '-out',
        `${folder}/cert.pem`,
      ],
    ],
    { stdio: 'ignore' },
  );
}
