/**
 * Programs the WebKit driver and the screen reader's desktop start (Xvfb, drivers, Orca, browsers), each
 * leading a process group of its own, so stopping it stops what it started; killed with the worker at worst.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts `command` in a group of its own; its stdout and stderr piped, or ignored. */
export function startGroup(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: 'pipe' | 'ignore' = 'pipe',
) {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', output, output] });
  running.add(child);
  return child;
}

/** Stops `child`'s group: at once, or given `grace` ms after SIGTERM (Orca sometimes ignores it). */
export async function stopGroup(child: ChildProcess, grace = 0) {
  running.delete(child);
  if (grace > 0 && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    if ((await Promise.race([exited, sleep(grace, 'late')])) !== 'late') return;
  }
  signalGroup(child, 'SIGKILL');
}

/** The first line `child` (started as `name`) prints; it fails, with its stderr, if it exits first. */
export function firstLine(child: ChildProcess, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let [written, errors] = ['', ''];
    child.stderr?.on('data', (chunk) => (errors += String(chunk)));
    child.stdout?.on('data', (chunk) => {
      written += String(chunk);
      if (written.includes('\n')) resolve(written.split('\n')[0] ?? '');
    });
    child.once('exit', (code) =>
      reject(new Error(`${name} exited (${code}) before it was ready:\n${errors}`)),
    );
  });
}
