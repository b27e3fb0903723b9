import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '../client';
import { TEMPLATE_DATABASE, type TestCluster } from './shared';

export { TEMPLATE_DATABASE, type TestCluster } from './shared';

export interface TestDatabase {
  url: string;
  db: Db;
  pool: pg.Pool;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** The throwaway cluster of this `vitest --project db` run. */
export const testCluster = (): TestCluster => inject('fierroTestCluster');

const withAdmin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: testCluster().adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

const urlOf = (name: string) => testCluster().adminUrl.replace(/\/postgres$/, `/${name}`);

/**
 * A fresh database for one test file: a copy of the migrated, seeded template (or an empty one
 * with `{ empty: true }`, for migration and seed tests).
 */
export const createTestDatabase = async (
  options: { empty?: boolean } = {},
): Promise<TestDatabase> => {
  const name = `fierro_t_${randomBytes(5).toString('hex')}`;
  await withAdmin((c) =>
    c.query(
      options.empty
        ? `CREATE DATABASE ${name}`
        : `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY FILE_COPY`,
    ),
  );
  const url = urlOf(name);
  const { db, pool, close } = createDb(url);
  let dropped = false;
  return {
    url,
    db,
    pool,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await close();
      await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
};
