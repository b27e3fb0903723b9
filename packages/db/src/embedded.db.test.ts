import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openForPostgres, recordedPostmaster } from './cluster';
import { startEmbeddedPostgres } from './embedded';
import { testCluster } from './testing';

/**
 * The embedded PostgreSQL 18 server is durable and recovers: a process commits a write and dies
 * by kill -9, the next start recovers (log line) and finds the write; the same after the server
 * itself is killed. Runs in the PG 18 suite only (the embedded server is PostgreSQL 18).
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
let dir = '';
beforeAll(() => {
  if (testCluster().version !== '18') return;
  dir = mkdtempSync(join(tmpdir(), 'fierro-durable-'));
  openForPostgres(dir);
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const startChild = (value: string) =>
  new Promise<ReturnType<typeof spawn>>((resolve, reject) => {
    // node itself (not the tsx wrapper, which would leave its node child alive after kill -9).
    const script = join(here, 'testing', 'durable-child.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir, value], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });

const killed = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

const values = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT value FROM durability ORDER BY value');
  await client.end();
  return rows.map((r) => r.value as string);
};

describe.skipIf(testCluster().version !== '18')('embedded server durability', () => {
  it('recovers after kill -9 of the process that started it, with the committed write', {
    timeout: 120_000,
  }, async () => {
    const child = await startChild('first');
    await killed(child);
    const lines: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir: dir, log: (l) => lines.push(l) });
    try {
      expect(lines.some((l) => l.includes('recovering'))).toBe(true);
      expect(await values(server.url)).toEqual(['first']);
    } finally {
      await server.stop();
    }
  });

  it('recovers after the server itself is killed (stale lock file, WAL replay)', {
    timeout: 120_000,
  }, async () => {
    const child = await startChild('second');
    await killed(child);
    const pid = recordedPostmaster(join(dir, 'pg'))!;
    process.kill(pid, 'SIGKILL');
    // Its backends notice the postmaster is gone and exit; then the lock is stale.
    await new Promise((r) => setTimeout(r, 1500));
    const lines: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir: dir, log: (l) => lines.push(l) });
    try {
      expect(lines.join('\n')).toMatch(/recovering/);
      expect(await values(server.url)).toEqual(['first', 'second']);
      expect(readFileSync(join(dir, 'pg', 'server.log'), 'utf8')).toMatch(
        /not properly shut down|automatic recovery/,
      );
    } finally {
      await server.stop();
    }
  });
});
