import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from './migrate';
import { createTestDatabase, type TestDatabase, testCluster } from './testing';

/** Migrations on an empty database of the suite's server (PostgreSQL 18 and 15). */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
});
afterAll(() => t.drop());

describe(`migrations on PostgreSQL ${testCluster().version}`, () => {
  it('apply on an empty database and again as a no-op', async () => {
    await runMigrations(t.url);
    await runMigrations(t.url);
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    const version = await t.pool.query('SHOW server_version_num');
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
    expect(rows[0].n).toBe(journal.entries.length);
    expect(Number(version.rows[0].server_version_num)).toBeGreaterThanOrEqual(
      Number(testCluster().version) * 10_000,
    );
  });

  it('creates every table of the schema', async () => {
    const { rows } = await t.pool.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const names = rows.map((r) => r.table_name as string);
    for (const table of [
      'sites',
      'categories',
      'products',
      'variants',
      'prices',
      'promotions',
      'geo_areas',
      'zip_codes',
      'zones',
      'facilities',
      'stock',
      'delivery_rules',
      'content_entries',
      'search_vocabulary',
      'search_synonyms',
      'search_products',
      'users',
      'sessions',
      'login_attempts',
      'carts',
      'orders',
      'quotations',
      'credit_lines',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('installs accent-folding Spanish and Portuguese search and trigram similarity', async () => {
    const { rows } = await t.pool.query(
      `SELECT to_tsvector('fierro_es', 'Cerámica GRIFERÍA') = to_tsvector('fierro_es', 'ceramica griferia') AS es,
              to_tsvector('fierro_pt', 'Lâmpada elétrica') @@ to_tsquery('fierro_pt', 'lampadas & eletrica') AS pt,
              similarity('taladro', 'taldro') > 0.3 AS trgm,
              fierro_unaccent('Ñuñoa São') AS folded`,
    );
    expect(rows[0]).toEqual({ es: true, pt: true, trgm: true, folded: 'Nunoa Sao' });
  });
});
