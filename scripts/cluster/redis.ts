// The storefronts' shared cache: Debian's `redis-server` (Valkey where the distribution has it;
// both speak the same protocol), bounded, with nothing on disk.
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createConnection } from 'node:net';
import { ensureBinary, findBinary } from './debian';
import { stopChild, waitFor } from './haproxy';

export interface RunningRedis {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * `maxmemory` bounds it; `volatile-lru` evicts only keys with a time to live, which every cache
 * entry has and the tag table has not (store.mjs), so a revalidation is never evicted.
 */
export async function startRedis(opts: {
  port: number;
  dir: string;
  maxMemoryMb?: number;
  logFile?: string;
}): Promise<RunningRedis> {
  const bin = findBinary('valkey-server') ?? ensureBinary('redis-server', 'redis-server');
  const out = opts.logFile ? openSync(opts.logFile, 'a') : 'inherit';
  const child = spawn(
    bin,
    [
      '--port',
      String(opts.port),
      '--bind',
      '127.0.0.1',
      '--dir',
      opts.dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--maxmemory',
      `${opts.maxMemoryMb ?? 256}mb`,
      '--maxmemory-policy',
      'volatile-lru',
    ],
    { stdio: ['ignore', out, out] },
  );
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
    return (await ping(opts.port)) === '+PONG';
  }, 15_000);
  return { url: `redis://127.0.0.1:${opts.port}`, child, stop: () => stopChild(child) };
}

/** One inline command's first reply line (PING, INFO memory ...), or '' on error. */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    let data = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      // A bulk reply ($<length>) ends after its length; any other reply is one line.
      const head = data.indexOf('\r\n');
      const length = data.startsWith('$') ? Number(data.slice(1, head)) : 0;
      if (head >= 0 && data.length >= head + 2 + length) socket.end();
    });
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(''));
  });
}

const ping = async (port: number) => (await redisCommand(port, 'PING')).trim();
