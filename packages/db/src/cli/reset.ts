// `npm run db:reset`: wipes the database (every table, accounts included), migrates and reseeds.
import pg from 'pg';
import { createDb } from '../client';
import { resolveDatabase } from '../embedded';
import { runMigrations } from '../migrate';
import { imagesDirOf } from '../prepare';
import { type SeedScale, seed } from '../seed';

const server = await resolveDatabase();
let code = 0;
try {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await client.query('DROP SCHEMA public CASCADE');
  await client.query('CREATE SCHEMA public');
  await client.end();
  console.log('[db] wiped');
  await runMigrations(server.url);
  const { db, close } = createDb(server.url);
  try {
    const report = await seed(db, {
      scale: (process.env.SEED_SCALE ?? 'demo') as SeedScale,
      imagesDir: imagesDirOf(),
      log: (l) => console.log(`[db] ${l}`),
    });
    console.log(`[db] reseeded in ${(report.ms / 1000).toFixed(1)} s`);
  } finally {
    await close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
} finally {
  await server.stop();
}
process.exit(code);
