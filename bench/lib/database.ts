// The benchmark's own embedded PostgreSQL in its own data directory, migrated, with the Chile
// catalogue seeded at the asked scale once (the data directory is kept between runs so a second
// run does not pay the full seed again; a marker file says which scale it holds).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, runMigrations } from '@fierro/db';
import { startEmbeddedPostgres } from '@fierro/db/embedded';
import { refreshSearchDocuments } from '@fierro/db/search-documents';
import { type SeedScale, seed } from '@fierro/db/seed/index';
import type pg from 'pg';

export interface BenchDatabase {
  url: string;
  imagesDir: string;
  scale: SeedScale;
  /** Seconds the seed took in this run (null when the data directory already held it). */
  seedSeconds: number | null;
  stop: () => Promise<void>;
}

export async function prepareBenchDatabase(opts: {
  dataDir: string;
  siteId: string;
  scale: SeedScale;
  log: (line: string) => void;
  /** Further sites seeded at demo scale when the database has none of their products. */
  demoSites?: string[];
}): Promise<BenchDatabase> {
  mkdirSync(opts.dataDir, { recursive: true });
  const server = await startEmbeddedPostgres({ dataDir: opts.dataDir, log: opts.log });
  const imagesDir = join(opts.dataDir, 'images');
  const marker = join(opts.dataDir, 'bench-seed.json');
  try {
    await runMigrations(server.url);
    const held = existsSync(marker)
      ? (JSON.parse(readFileSync(marker, 'utf8')) as { siteId: string; scale: string })
      : null;
    let seedSeconds: number | null = null;
    if (held?.siteId !== opts.siteId || held.scale !== opts.scale) {
      opts.log(`seeding the ${opts.scale} catalogue of ${opts.siteId} (once per data directory)`);
      const { db, close } = createDb(server.url, { max: 4 });
      try {
        const report = await seed(db, {
          scale: opts.scale,
          sites: [opts.siteId],
          imagesDir,
          log: opts.log,
        });
        seedSeconds = +(report.ms / 1000).toFixed(1);
      } finally {
        await close();
      }
      writeFileSync(marker, JSON.stringify({ siteId: opts.siteId, scale: opts.scale }));
      opts.log(`seeded in ${seedSeconds} s`);
    }
    const { db, pool, close } = createDb(server.url, { max: 2 });
    try {
      for (const site of opts.demoSites ?? []) {
        const { rows } = await pool.query(
          'SELECT count(*)::int AS n FROM products WHERE site_id = $1',
          [site],
        );
        if (rows[0].n > 0) continue;
        opts.log(`seeding the demo catalogue of ${site}`);
        await seed(db, { scale: 'demo', sites: [site], imagesDir, log: opts.log });
      }
      await ensureSearchReadModel(pool, opts.log);
      // The order bench's orders leave their mails and abandonment checks queued (about 1,500 a
      // run); every later commerce on this directory worked them off one every two seconds per
      // queue, in the middle of its measurements. A bench starts with no queued work.
      const { rowCount } = await pool
        .query(`DELETE FROM pgboss.job WHERE state = 'created'`)
        .catch(() => ({ rowCount: 0 }));
      if (rowCount) opts.log(`dropped ${rowCount} queued jobs left by an earlier bench`);
    } finally {
      await close();
    }
    return { url: server.url, imagesDir, scale: opts.scale, seedSeconds, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * The search read model (search_products) of a data directory seeded before it existed, or left
 * incomplete: migration 0002 fills it once; this refills any site whose row count differs from
 * its published products (refreshSearchDocuments is idempotent).
 */
export async function ensureSearchReadModel(pool: pg.Pool, log: (line: string) => void) {
  const { rows } = await pool.query<{ site_id: string; products: number; model: number }>(
    `SELECT p.site_id, count(*)::int AS products,
       (SELECT count(*)::int FROM search_products sp WHERE sp.site_id = p.site_id) AS model
     FROM products p WHERE p.published GROUP BY p.site_id`,
  );
  for (const r of rows.filter((x) => x.products !== x.model)) {
    log(
      `search read model of ${r.site_id}: ${r.model} rows for ${r.products} products, rebuilding`,
    );
    await refreshSearchDocuments(pool, r.site_id);
  }
}
