// The benchmark's own embedded PostgreSQL in its own data directory, migrated, with the Chile
// catalogue seeded at the asked scale once (the data directory is kept between runs so a second
// run does not pay the full seed again; a marker file says which scale it holds).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, runMigrations } from '@fierro/db';
import { startEmbeddedPostgres } from '@fierro/db/embedded';
import { type SeedScale, seed } from '@fierro/db/seed/index';

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
    return { url: server.url, imagesDir, scale: opts.scale, seedSeconds, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
