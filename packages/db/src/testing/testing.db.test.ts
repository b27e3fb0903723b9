import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testCluster } from '.';

/** createTestDatabase: a fresh copy of the seeded template per caller. */
let a: TestDatabase;
let b: TestDatabase;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await a.drop();
  await b.drop();
});

describe('test databases', () => {
  it('are copies of the seeded template', async () => {
    const { rows } = await a.pool.query('SELECT count(*)::int AS n FROM products');
    expect(rows[0].n).toBeGreaterThan(0);
    expect(testCluster().scale).toMatch(/test|demo|full/);
  });

  it('are independent of each other', async () => {
    await a.pool.query(`DELETE FROM products WHERE site_id = 'socl'`);
    const left = await a.pool.query(
      `SELECT count(*)::int AS n FROM products WHERE site_id = 'socl'`,
    );
    const right = await b.pool.query(
      `SELECT count(*)::int AS n FROM products WHERE site_id = 'socl'`,
    );
    expect(left.rows[0].n).toBe(0);
    expect(right.rows[0].n).toBeGreaterThan(0);
  });

  it('are gone after drop', async () => {
    const c = await createTestDatabase({ empty: true });
    const name = new URL(c.url).pathname.slice(1);
    await c.drop();
    const { rows } = await a.pool.query(
      'SELECT count(*)::int AS n FROM pg_database WHERE datname = $1',
      [name],
    );
    expect(rows[0].n).toBe(0);
  });
});
