// The database the catalogue benchmarks read: BENCH_DATABASE_URL when set (already seeded with
// the full Chile catalogue and Brazil), else a throwaway PostgreSQL 18 cluster in a temp dir,
// migrated and seeded here (Chile full scale, Brazil demo scale for the Portuguese table).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, runMigrations } from '@fierro/db';
import { testBinDir } from '@fierro/db/binaries';
import { initCluster, openForPostgres, startCluster } from '@fierro/db/cluster';
import { seed } from '@fierro/db/seed/index';

export interface BenchDatabase {
  url: string;
  stop(): Promise<void>;
}

export const benchDatabase = async (): Promise<BenchDatabase> => {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'fierro-bench-pg-'));
  openForPostgres(dir);
  const opts = {
    binDir: await testBinDir('18'),
    pgData: join(dir, 'pg'),
    password: 'bench',
    log: () => {},
    throwaway: true,
  };
  await initCluster(opts);
  const cluster = await startCluster(opts);
  const admin = createDb(cluster.url, { max: 1 });
  await admin.pool.query('CREATE DATABASE fierro_bench');
  await admin.close();
  const url = cluster.url.replace(/\/postgres$/, '/fierro_bench');
  await runMigrations(url);
  const db = createDb(url, { max: 4 });
  try {
    const t0 = Date.now();
    await seed(db.db, { scale: 'full', sites: ['socl'] });
    await seed(db.db, { scale: 'demo', sites: ['sobr'] });
    console.log(
      `seeded Chile (full) and Brazil (demo) in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
  } finally {
    await db.close();
  }
  return {
    url,
    stop: async () => {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
