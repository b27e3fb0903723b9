// Seed benchmark (issue 4): the demo seed of all nine sites and the full seed (the spec's counts)
// on a fresh PostgreSQL 18 cluster with the store's durable settings, with database sizes.
// BENCH_SEED_FULL=0 skips the full seed; BENCH_SEED_FULL_SITES=socl,sope limits it.
// Budget (DESIGN §7): demo seed <= 30 s.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, runMigrations } from '@fierro/db';
import { testBinDir } from '@fierro/db/binaries';
import { initCluster, openForPostgres, startCluster } from '@fierro/db/cluster';
import { type SeedScale, seed } from '@fierro/db/seed/index';

const dir = mkdtempSync(join(tmpdir(), 'fierro-bench-seed-'));
openForPostgres(dir);
const opts = {
  binDir: await testBinDir('18'),
  pgData: join(dir, 'pg'),
  password: 'bench',
  log: () => {},
};
await initCluster(opts);
const cluster = await startCluster(opts);
const results: Record<string, unknown> = {};
let failed = false;

const run = async (scale: SeedScale, sites?: string[]) => {
  const admin = createDb(cluster.url, { max: 1 });
  await admin.pool.query(`CREATE DATABASE seed_${scale}`);
  await admin.close();
  const url = cluster.url.replace(/\/postgres$/, `/seed_${scale}`);
  await runMigrations(url);
  const { db, pool, close } = createDb(url, { max: 4 });
  try {
    const report = await seed(db, { scale, ...(sites ? { sites } : {}) });
    const size = (await pool.query('SELECT pg_database_size(current_database())::bigint AS b'))
      .rows[0].b as number;
    const products = report.sites.reduce((n, s) => n + s.products, 0);
    console.log(
      `${scale}: ${report.sites.length} sites, ${products} products in ${(report.ms / 1000).toFixed(1)} s, database ${(size / 2 ** 20).toFixed(0)} MiB`,
    );
    for (const s of report.sites)
      console.log(
        `  ${s.siteId}: ${s.products} products, ${s.variants} SKUs, ${(s.ms / 1000).toFixed(1)} s`,
      );
    results[scale] = { seconds: report.ms / 1000, products, sizeBytes: size, sites: report.sites };
    return report.ms;
  } finally {
    await close();
  }
};

try {
  const demoMs = await run('demo');
  if (demoMs > 30_000) {
    console.log(`demo seed over budget: ${(demoMs / 1000).toFixed(1)} s > 30 s`);
    failed = true;
  }
  if (process.env.BENCH_SEED_FULL !== '0') {
    await run('full', process.env.BENCH_SEED_FULL_SITES?.split(','));
  }
} finally {
  await cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
writeFileSync(
  join(import.meta.dirname, 'results', 'seed.json'),
  `${JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2)}\n`,
);
process.exit(failed ? 1 : 0);
