// The whole stack for browser journeys and by-hand checks: a throwaway PostgreSQL cluster
// (migrated, seeded once), the commerce API and a production build of the storefront.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseEnv } from '@fierro/commerce/env';
import { startCommerce } from '@fierro/commerce/server';
import { createDb, runMigrations } from '@fierro/db';
import { testBinDir } from '@fierro/db/binaries';
import { initCluster, openForPostgres, startCluster } from '@fierro/db/cluster';
import { seed } from '@fierro/db/seed/index';
import { buildStorefront, needsBuild, startStorefront } from '../apps/storefront/scripts/serve';

/** The browser suite's build (and the cluster suite's), apart from `npm start`'s `.next`. */
export const E2E_DIST_DIR = 'node_modules/.cache/fierro-e2e-next';

export interface StackOptions {
  dataDir: string;
  commercePort: number;
  storefrontPort: number;
  /** Seed scale (test: small and quick). */
  scale?: 'test' | 'demo' | 'full';
  log?: (line: string) => void;
}

export interface Stack {
  baseUrl: string;
  /** Where commerce writes its mails as `.eml` files (no SMTP in tests). */
  mailDir: string;
  commerceUrl: string;
  databaseUrl: string;
  stop: () => Promise<void>;
}

export interface SeededDatabase {
  databaseUrl: string;
  imagesDir: string;
  stop: () => Promise<void>;
}

/** A throwaway PostgreSQL 18 cluster in `dataDir`, migrated and seeded (also the cluster suite's). */
export async function startSeededDatabase(opts: {
  dataDir: string;
  scale?: 'test' | 'demo' | 'full';
  log?: (line: string) => void;
}): Promise<SeededDatabase> {
  const log = opts.log ?? (() => {});
  rmSync(opts.dataDir, { recursive: true, force: true });
  mkdirSync(opts.dataDir, { recursive: true });
  openForPostgres(opts.dataDir);
  const binDir = await testBinDir('18');
  const clusterOpts = {
    binDir,
    pgData: join(opts.dataDir, 'pg'),
    password: 'fierro-e2e',
    log,
    throwaway: true,
  };
  await initCluster(clusterOpts);
  const cluster = await startCluster(clusterOpts);
  const admin = createDb(cluster.url, { max: 1 });
  await admin.pool.query('CREATE DATABASE fierro_e2e');
  await admin.close();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/fierro_e2e');
  await runMigrations(databaseUrl);
  const imagesDir = join(opts.dataDir, 'images');
  const { db, close } = createDb(databaseUrl, { max: 4 });
  try {
    await seed(db, { scale: opts.scale ?? 'test', imagesDir, log });
  } finally {
    await close();
  }
  log('database seeded');
  return { databaseUrl, imagesDir, stop: () => cluster.stop() };
}

/**
 * Refuses a port something already listens on: a storefront left over from another run answered
 * the readiness check, and a whole run tested that old build without a word.
 */
async function assertFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is taken: stop what listens there (an earlier run?)`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

export async function startStack(opts: StackOptions): Promise<Stack> {
  await assertFree(opts.storefrontPort);
  await assertFree(opts.commercePort);
  // A build of its own, apart from `npm start`'s .next (next.config reads this at build and start).
  process.env.FIERRO_NEXT_DIST_DIR ??= E2E_DIST_DIR;
  const database = await startSeededDatabase({
    dataDir: opts.dataDir,
    scale: opts.scale ?? 'test',
    ...(opts.log ? { log: opts.log } : {}),
  });
  const { databaseUrl, imagesDir } = database;

  const commerce = startCommerce(
    parseEnv({
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(opts.commercePort),
      IMAGE_SOURCE_DIR: imagesDir,
      IMAGE_CACHE_DIR: join(opts.dataDir, 'image-cache'),
      LOG_LEVEL: 'warn',
      MAIL_DIR: join(opts.dataDir, 'mail'),
      // The account's mails link to this storefront (password reset, e-mail change).
      STOREFRONT_PUBLIC_URL: `http://127.0.0.1:${opts.storefrontPort}`,
      // The storefront calls it from this machine with the shopper's address.
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      // Every browser of the suite comes from this machine's one address.
      UNPAID_HOLDS_PER_SHOPPER: '1000',
      FAILED_CARDS_PER_ADDRESS: '100000',
    }),
  );
  const commerceUrl = `http://127.0.0.1:${opts.commercePort}`;
  if (needsBuild()) await buildStorefront();
  const storefront = await startStorefront({
    port: opts.storefrontPort,
    commerceUrl,
    logFile: join(opts.dataDir, 'storefront.log'),
  });
  return {
    baseUrl: `http://127.0.0.1:${opts.storefrontPort}`,
    mailDir: join(opts.dataDir, 'mail'),
    commerceUrl,
    databaseUrl,
    stop: async () => {
      await storefront.close();
      await commerce.close();
      await database.stop();
      rmSync(opts.dataDir, { recursive: true, force: true });
    },
  };
}
