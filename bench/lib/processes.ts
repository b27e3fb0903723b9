// Child processes of a benchmark: each in its own process group so that stopping it also stops
// whatever it forked (next start's workers, tsx's loader), on success, failure or a signal.
import { type ChildProcess, spawn } from 'node:child_process';

export interface Started {
  name: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

const running = new Set<Started>();

const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

/** Spawns a command in its own process group; its output goes to ours with a name prefix. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (options.quiet) return;
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) stream.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  const started: Started = {
    name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        running.delete(started);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => killGroup(child, 'SIGKILL'), 8000);
        child.once('exit', () => {
          clearTimeout(force);
          // Anything the child forked and left behind goes too.
          killGroup(child, 'SIGKILL');
          resolve();
        });
        killGroup(child, 'SIGTERM');
      }),
  };
  running.add(started);
  return started;
}

/** Stops every process still running, newest first. */
export async function stopAll(): Promise<void> {
  for (const p of [...running].reverse()) await p.stop();
}

/** Runs a command to completion (output relayed); rejects on a non-zero exit or a time-out. */
export function runToEnd(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<void> {
  const p = startProcess(name, command, args, options);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void p.stop();
      reject(new Error(`${name} took longer than ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    p.child.once('exit', (code) => {
      clearTimeout(timer);
      running.delete(p);
      if (code === 0) resolve();
      else reject(new Error(`${name} exited with ${code}`));
    });
  });
}

/** Polls a URL until it answers 2xx (or the process dies, or the time runs out). */
export async function waitForUrl(url: string, p: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited (${p.child.exitCode})`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // A process that never became ready is not left behind holding its port for the next run.
  p.child.kill('SIGKILL');
  throw new Error(`${p.name} did not answer ${url} within ${timeoutMs / 1000} s`);
}
