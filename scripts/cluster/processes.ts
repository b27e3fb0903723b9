// The cluster's Node processes: commerce (its server.ts, under Node with tsx's loader: one process,
// so a signal reaches the server itself) and the storefront (`next start`).
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { startStorefront } from '../../apps/storefront/scripts/serve';
import { stopChild, waitFor } from './haproxy';

const root = join(import.meta.dirname, '..', '..');

export interface Member {
  kind: 'storefront' | 'commerce';
  port: number;
  /** The running process (replaced by `start`). */
  child(): ChildProcess | undefined;
  /** Starts it (again); resolves once it answers. */
  start(): Promise<void>;
  /** Sends a signal (SIGKILL: a crash; SIGTERM: a stop); resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess | undefined) =>
  !child || child.exitCode !== null || child.signalCode !== null;

function member(kind: Member['kind'], port: number, launch: () => Promise<ChildProcess>): Member {
  let current: ChildProcess | undefined;
  return {
    kind,
    port,
    child: () => current,
    async start() {
      current = await launch();
    },
    kill(signal) {
      const child = current;
      if (!child || exited(child)) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
    async stop() {
      if (current) await stopChild(current, 12_000);
    },
  };
}

export function commerceMember(opts: {
  port: number;
  env: Record<string, string>;
  logFile?: string;
}): Member {
  return member('commerce', opts.port, async () => {
    const out = opts.logFile ? openSync(opts.logFile, 'a') : 'inherit';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'apps', 'commerce', 'src', 'server.ts')],
      {
        cwd: root,
        stdio: ['ignore', out, out],
        env: { ...process.env, ...opts.env, PORT: String(opts.port) },
      },
    );
    await waitFor(async () => {
      if (exited(child)) throw new Error(`commerce on ${opts.port} exited (${child.exitCode})`);
      const res = await fetch(`http://127.0.0.1:${opts.port}/healthz`).catch(() => null);
      return res?.ok === true;
    }, 60_000);
    return child;
  });
}

export function storefrontMember(opts: {
  port: number;
  commerceUrl: string;
  env: Record<string, string>;
  logFile?: string;
}): Member {
  return member('storefront', opts.port, async () => {
    const running = await startStorefront({
      port: opts.port,
      commerceUrl: opts.commerceUrl,
      env: opts.env,
      ...(opts.logFile ? { logFile: opts.logFile } : {}),
    });
    return running.child;
  });
}
