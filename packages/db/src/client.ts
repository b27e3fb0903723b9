import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database of Fierro (snake_case columns in SQL, camelCase in TypeScript). */
export type Db = NodePgDatabase<Schema> & { $client: pg.Pool };

// bigint (int8) columns hold minor-unit amounts well inside 2^53: read them as numbers.
pg.types.setTypeParser(20, (v: string) => Number(v));

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** The Drizzle database over a pool someone else made (commerce's write side). */
export const dbOf = (pool: pg.Pool): Db => drizzle(pool, { schema, casing: 'snake_case' }) as Db;

/** Time bounds of a pool's connections (issue 20). */
export interface PoolTimeouts {
  /** Waiting for a connection, a new one or one from the pool (client side). */
  connectMs: number;
  /** One statement: the server cancels it past this (`statement_timeout`). */
  statementMs: number;
  /** A session idle inside an open transaction: the server ends it (and its locks) past this. */
  idleInTransactionMs: number;
  /** An idle pooled connection is closed past this (client side). */
  idleMs: number;
}

/**
 * The commerce API's pool: no request waits for a connection, a statement or a forgotten
 * transaction without end. The longest serving statements (a site's search index built on first
 * use, a full-catalogue price sort) take a few hundred milliseconds; the storefront gives up on a
 * call at 3,800 ms. The seed, the importer and migrations make pools without these bounds.
 */
export const SERVING_TIMEOUTS: PoolTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  idleInTransactionMs: 15_000,
  idleMs: 30_000,
};

/** Connections a serving pool keeps open when idle (measured: 60 ms for a new backend's first query). */
export const WARM_CONNECTIONS = 2;

/** A Drizzle database over a node-postgres pool. */
export const createDb = (
  url: string,
  options: { max?: number; timeouts?: PoolTimeouts } = {},
): Database => {
  const t = options.timeouts;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(t
      ? {
          // Kept open past the idle bound: a new PostgreSQL backend pays 30-60 ms on its first
          // catalogue query (catalog caches, text search dictionaries), so a process quiet for
          // idleMs would make its next shopper pay it.
          min: Math.min(WARM_CONNECTIONS, options.max ?? 10),
          connectionTimeoutMillis: t.connectMs,
          idleTimeoutMillis: t.idleMs,
          statement_timeout: t.statementMs,
          idle_in_transaction_session_timeout: t.idleInTransactionMs,
        }
      : {}),
  });
  // An idle client losing its server (restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
};
