import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openForPostgres, recordedPostmaster, serverRunning } from './cluster';
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
let cleanDir = '';
const tempDir = (name: string) => {
  const made = mkdtempSync(join(tmpdir(), name));
  openForPostgres(made);
  return made;
};
beforeAll(() => {
  if (testCluster().version !== '18') return;
  dir = tempDir('fierro-durable-');
  cleanDir = tempDir('fierro-clean-stop-');
});
afterAll(() => {
  for (const d of [dir, cleanDir]) if (d) rmSync(d, { recursive: true, force: true });
});

const startChild = (value: string, dataDir = dir) =>
  new Promise<ReturnType<typeof spawn>>((resolve, reject) => {
    // node itself (not the tsx wrapper, which would leave its node child alive after kill -9).
    const script = join(here, 'testing', 'durable-child.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir, value], {
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

const exitOf = (child: ReturnType<typeof spawn>, signal: NodeJS.Signals) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
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

  it('is joined while running, stops cleanly on SIGTERM; 127.0.0.1 only, password kept in the data dir', {
    timeout: 120_000,
  }, async () => {
    const child = await startChild('clean', cleanDir);
    const pgData = join(cleanDir, 'pg');
    expect(existsSync(join(pgData, 'PG_VERSION'))).toBe(true);
    // A second process (the importer, db:psql) joins the running server and leaves it running.
    const joined = await startEmbeddedPostgres({ dataDir: cleanDir, log: () => {} });
    expect(joined.shared).toBe(true);
    expect(await values(joined.url)).toEqual(['clean']);
    await joined.stop();
    expect(serverRunning(pgData)).toBe(true);
    // SIGTERM (as Ctrl-C): the process stops its server, then exits 143.
    expect(await exitOf(child, 'SIGTERM')).toBe(143);
    expect(serverRunning(pgData)).toBe(false);
    expect(existsSync(join(pgData, 'postmaster.pid'))).toBe(false);
    expect(readFileSync(join(pgData, 'server.log'), 'utf8')).toMatch(
      /database system is shut down/,
    );

    const passwordFile = join(cleanDir, 'pg-password');
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);

    const lines: string[] = [];
    const server = await startEmbeddedPostgres({ dataDir: cleanDir, log: (l) => lines.push(l) });
    try {
      // A clean stop leaves nothing to recover and the cluster is not initialised again.
      expect(lines.join('\n')).not.toMatch(/recovering|initialised/);
      const url = new URL(server.url);
      expect(url.hostname).toBe('127.0.0.1');
      expect(decodeURIComponent(url.password)).toBe(password);
      expect(await values(server.url)).toEqual(['clean']);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const listen = await client.query('SHOW listen_addresses');
      await client.end();
      expect(listen.rows[0].listen_addresses).toBe('127.0.0.1');
      url.password = 'not-the-password';
      const intruder = new pg.Client({ connectionString: url.toString() });
      await expect(intruder.connect()).rejects.toThrow(/password authentication failed/);
    } finally {
      await server.stop();
    }
  });
});
