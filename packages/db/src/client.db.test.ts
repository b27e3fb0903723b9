import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, SERVING_TIMEOUTS, WARM_CONNECTIONS } from './client';
import { createTestDatabase, type TestDatabase } from './testing';

/**
 * The serving pool's time bounds (issue 20), tried as a stranger would hold a connection: a
 * statement that never ends, a transaction left open, a server that never answers.
 */
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase({ empty: true });
});
afterAll(() => tdb?.drop());

const fast = { connectMs: 500, statementMs: 300, idleInTransactionMs: 400, idleMs: 1_000 };

describe('serving pool time-outs', () => {
  it('sets the server-side time-outs of SERVING_TIMEOUTS on every connection', async () => {
    const serving = createDb(tdb.url, { timeouts: SERVING_TIMEOUTS, max: 1 });
    try {
      const { rows } = await serving.pool.query<{ s: string; i: string }>(
        `SELECT current_setting('statement_timeout') AS s,
          current_setting('idle_in_transaction_session_timeout') AS i`,
      );
      expect(rows[0]).toEqual({ s: '10s', i: '15s' });
    } finally {
      await serving.close();
    }
  });

  it('closes idle connections past the idle bound but keeps WARM_CONNECTIONS open', async () => {
    const serving = createDb(tdb.url, { timeouts: { ...fast, idleMs: 200 }, max: 5 });
    try {
      // Five at once open five connections.
      await Promise.all(
        Array.from({ length: 5 }, () => serving.pool.query('SELECT pg_sleep(0.05)')),
      );
      expect(serving.pool.totalCount).toBe(5);
      await new Promise((r) => setTimeout(r, 700));
      expect(serving.pool.totalCount).toBe(WARM_CONNECTIONS);
      expect(serving.pool.idleCount).toBe(WARM_CONNECTIONS);
    } finally {
      await serving.close();
    }
  });

  it('a pool without them (seed, importer, migrations) keeps the server defaults', async () => {
    const { rows } = await tdb.pool.query<{ s: string }>(
      `SELECT current_setting('statement_timeout') AS s`,
    );
    expect(rows[0]?.s).toBe('0');
  });

  it('cancels a statement that runs past the bound, and the connection serves the next one', async () => {
    // A connection may take more than `fast`'s 500 ms to open on a loaded machine: this test is
    // about the statement bound only.
    const db = createDb(tdb.url, { timeouts: { ...fast, connectMs: 10_000 }, max: 1 });
    try {
      await db.pool.query('SELECT 1');
      const started = performance.now();
      await expect(db.pool.query('SELECT pg_sleep(30)')).rejects.toThrow(/statement timeout/);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect((await db.pool.query('SELECT 1 AS one')).rows[0]).toEqual({ one: 1 });
    } finally {
      await db.close();
    }
  });

  it('ends a session left idle inside a transaction, releasing its locks', async () => {
    // Statements may wait longer than the idle bound here, so the wait ends by the idle one.
    const db = createDb(tdb.url, {
      timeouts: { ...fast, statementMs: 5_000, connectMs: 10_000 },
      max: 2,
    });
    db.pool.on('error', () => {});
    try {
      await db.pool.query('CREATE TABLE IF NOT EXISTS held (id int PRIMARY KEY)');
      await db.pool.query('INSERT INTO held VALUES (1) ON CONFLICT DO NOTHING');
      const forgetful = await db.pool.connect();
      // `on`, not `once`: the server's FATAL comes first, then the socket's close may be a second error.
      const ended = new Promise<Error>((resolve) => forgetful.on('error', resolve));
      await forgetful.query('BEGIN');
      await forgetful.query('SELECT * FROM held WHERE id = 1 FOR UPDATE');
      // The lock goes with the session: another writer gets the row once the bound has passed.
      const started = performance.now();
      await db.pool.query('UPDATE held SET id = 1 WHERE id = 1');
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThan(200);
      expect(waited).toBeLessThan(4_000);
      expect((await ended).message).toMatch(/idle-in-transaction/);
      forgetful.release(true);
    } finally {
      await db.close();
    }
  });

  it('gives up waiting for a server that accepts the connection and never answers', async () => {
    const sockets: import('node:net').Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const db = createDb(`postgres://u:p@127.0.0.1:${port}/x`, { timeouts: fast, max: 1 });
    try {
      const started = performance.now();
      await expect(db.pool.query('SELECT 1')).rejects.toThrow(/timeout/i);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await db.close().catch(() => {});
      for (const s of sockets) s.destroy();
      silent.close();
    }
  });
});
