import { join } from 'node:path';
import { createDb } from './client';
import { dataDirOf, type EmbeddedOptions, resolveDatabase } from './embedded';
import { runMigrations } from './migrate';
import { isEmpty, type SeedOptions, type SeedScale, seed } from './seed';

export interface PreparedDatabase {
  url: string;
  /** True when we run the embedded server (false for DATABASE_URL or a server someone else runs). */
  owned: boolean;
  stop(): Promise<void>;
}

/** Where generated images go: IMAGE_SOURCE_DIR (the image service's source), else <data>/images. */
export const imagesDirOf = (dataDir?: string) =>
  process.env.IMAGE_SOURCE_DIR ?? join(dataDirOf(dataDir), 'images');

/**
 * What `npm start` needs: DATABASE_URL or the embedded server, migrated, and seeded when it holds
 * no product yet (SEED_SCALE, default demo).
 */
export const prepareDatabase = async (
  options: EmbeddedOptions & Pick<SeedOptions, 'afterSeed'> = {},
): Promise<PreparedDatabase> => {
  const log = options.log ?? ((l: string) => console.log(l));
  const server = await resolveDatabase(options);
  try {
    await runMigrations(server.url);
    const database = createDb(server.url);
    try {
      if (await isEmpty(database.db)) {
        const scale = (process.env.SEED_SCALE ?? 'demo') as SeedScale;
        log(`[db] empty database: seeding the ${scale} catalogue`);
        const report = await seed(database.db, {
          scale,
          imagesDir: imagesDirOf(options.dataDir),
          log: (l) => log(`[db] ${l}`),
          ...(options.afterSeed ? { afterSeed: options.afterSeed } : {}),
        });
        log(`[db] seeded ${report.sites.length} sites in ${(report.ms / 1000).toFixed(1)} s`);
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url: server.url, owned: server.embedded && !server.shared, stop: server.stop };
};
