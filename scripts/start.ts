// `npm start`: the database (DATABASE_URL, else the embedded PostgreSQL 18 in ./data, migrated
// and seeded when empty), the commerce API (COMMERCE_PORT, default 4000), then the storefront on
// PORT (default 3000), built first when its build is missing or older than its sources.
// `npm run dev` (`--dev`): the same, with the storefront under `next dev` (development: product
// pages show their notice, spec §4) and no build.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from '@fierro/commerce/env';
import { startCommerce } from '@fierro/commerce/server';
import { prepareDatabase } from '@fierro/db/prepare';
import { buildStorefront, needsBuild, startStorefront } from '../apps/storefront/scripts/serve';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const commercePort = process.env.COMMERCE_PORT ?? '4000';
const database = await prepareDatabase();
// Commerce API on COMMERCE_PORT (default 4000), in this process.
const commerce = startCommerce(
  parseEnv({
    ...process.env,
    DATABASE_URL: database.url,
    PORT: commercePort,
    // The storefront beside it calls it from this machine with the shopper's address.
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1, ::1',
  }),
);
// Ctrl-C or SIGTERM at any point (a first build takes a while) stops everything, the database last.
let storefront: { close(): Promise<unknown> } | undefined;
const stop = () =>
  Promise.resolve(storefront?.close())
    .then(() => commerce.close())
    .finally(() => database.stop())
    .finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The importer's catalogue invalidation secret (README configuration): kept in the data dir.
if (!process.env.FIERRO_REVALIDATE_SECRET) {
  const dir = resolve(process.env.FIERRO_DATA_DIR ?? 'data');
  const file = join(dir, 'revalidate-secret');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  process.env.FIERRO_REVALIDATE_SECRET = readFileSync(file, 'utf8').trim();
}

if (!dev && needsBuild()) await buildStorefront();
storefront = await startStorefront({
  port,
  commerceUrl: `http://127.0.0.1:${commercePort}`,
  dev,
});
console.log(`Fierro on http://localhost:${port}/fierro-cl/`);
