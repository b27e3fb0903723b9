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

/** A Drizzle database over a node-postgres pool. */
export const createDb = (url: string, options: { max?: number } = {}): Database => {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its server (restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
};
