import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, runMigrations } from './migrate';
import * as schema from './schema';
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

  it('match the Drizzle schema: every table, column and index it declares', async () => {
    const tables = Object.values(schema)
      .filter((x) => is(x, PgTable))
      .map(getTableConfig);
    expect(tables.length).toBeGreaterThan(40);
    const columns = await t.pool.query(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const indexes = await t.pool.query(
      `SELECT tablename, indexname FROM pg_indexes WHERE schemaname = 'public'`,
    );
    for (const table of tables) {
      const inDb = columns.rows
        .filter((r) => r.table_name === table.name)
        .map((r) => r.column_name as string);
      expect(inDb.sort(), table.name).toEqual(
        table.columns.map((c) => (c.keyAsName ? toSnakeCase(c.name) : c.name)).sort(),
      );
      const indexNames = indexes.rows
        .filter((r) => r.tablename === table.name)
        .map((r) => r.indexname as string);
      for (const index of table.indexes)
        expect(indexNames, table.name).toContain(index.config.name);
    }
  });

  it.each([
    ['variant_kind', ['COLOR', 'SIZE', 'COLOR_AND_SIZE']],
    ['sale_unit', ['unit', 'm2', 'litre', 'metre']],
    ['media_kind', ['IMAGE', 'VIDEO', 'SPIN']],
    [
      'price_type',
      [
        'NORMAL',
        'INTERNET',
        'CMR',
        'EVENT',
        'M2',
        'AB',
        'PRECIOS_PRO',
        'COMBO',
        'SAVING',
        'AggregatedBundlePrice',
      ],
    ],
    ['promotion_type', ['MULTI_UNIT', 'SECOND_UNIT', 'A_PLUS_B', 'COMBO', 'BANK']],
    ['geo_level', ['state', 'city', 'municipal', 'district']],
    ['audience', ['guest', 'business']],
  ])('enum %s holds %j', async (name, values) => {
    const { rows } = await t.pool.query(
      `SELECT e.enumlabel FROM pg_enum e JOIN pg_type ty ON ty.oid = e.enumtypid
       WHERE ty.typname = $1 ORDER BY e.enumsortorder`,
      [name],
    );
    expect(rows.map((r) => r.enumlabel)).toEqual(values);
  });

  it.each([
    ['products', 'products_search_idx', /USING gin \(search_document\)/],
    ['products', 'products_display_name_trgm_idx', /gin_trgm_ops/],
    ['search_products', 'search_products_document_idx', /USING gin \(document\)/],
    ['search_vocabulary', 'search_vocabulary_trgm_idx', /gin_trgm_ops/],
    ['search_synonyms', 'search_synonyms_terms_idx', /USING gin \(terms\)/],
  ])('search index %s.%s is %s', async (table, index, definition) => {
    const { rows } = await t.pool.query(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1 AND indexname = $2`,
      [table, index],
    );
    expect(rows[0]?.indexdef).toMatch(definition);
  });
});
