// `npm run db:seed [-- --scale demo|full|test] [--site socl ...]`: (re)seeds the catalogue of the
// embedded server (or DATABASE_URL), replacing each seeded site's catalogue; accounts stay.
import { parseArgs } from 'node:util';
import { createDb } from '../client';
import { resolveDatabase } from '../embedded';
import { runMigrations } from '../migrate';
import { imagesDirOf } from '../prepare';
import { SEED_SCALES, type SeedScale, seed } from '../seed';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: process.env.SEED_SCALE ?? 'demo' },
    site: { type: 'string', multiple: true },
  },
});
if (!SEED_SCALES.includes(values.scale as SeedScale)) {
  console.error(`--scale must be one of ${SEED_SCALES.join(', ')}`);
  process.exit(2);
}
const server = await resolveDatabase();
let code = 0;
try {
  await runMigrations(server.url);
  const { db, close } = createDb(server.url);
  try {
    const report = await seed(db, {
      scale: values.scale as SeedScale,
      ...(values.site ? { sites: values.site } : {}),
      imagesDir: imagesDirOf(),
      log: (l) => console.log(l),
    });
    console.log(
      `seeded ${report.sites.length} sites (${report.scale}) in ${(report.ms / 1000).toFixed(1)} s`,
    );
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
