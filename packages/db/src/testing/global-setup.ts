import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { testBinDir } from '../binaries';
import { createDb } from '../client';
import { initCluster, openForPostgres, type RunningCluster, startCluster } from '../cluster';
import { runMigrations } from '../migrate';
import { type SeedScale, seed } from '../seed';
import { TEMPLATE_DATABASE } from './shared';

let cluster: RunningCluster | null = null;
let dir: string | null = null;

/**
 * Once per `vitest --project db` run: a throwaway cluster (embedded PostgreSQL 18, or the
 * machine's 15 with FIERRO_TEST_PG=15) in a temp dir on a free port, and a template database
 * migrated and seeded once (FIERRO_TEST_SCALE, default `test`). Each test file copies it.
 */
export async function setup(project: TestProject): Promise<void> {
  const version = process.env.FIERRO_TEST_PG ?? '18';
  const binDir = await testBinDir(version);
  dir = mkdtempSync(join(tmpdir(), `fierro-pg${version}-`));
  openForPostgres(dir);
  const log = (line: string) => {
    if (process.env.FIERRO_TEST_PG_LOG) console.log(`[pg${version}] ${line}`);
  };
  const opts = { binDir, pgData: join(dir, 'pg'), password: 'fierro-test', log, throwaway: true };
  await initCluster(opts);
  cluster = await startCluster(opts);
  try {
    await prepareTemplate(cluster.url, project, { version, binDir });
  } catch (error) {
    // Vitest skips teardown when setup throws: leave no server or temp dir behind.
    await teardown();
    throw error;
  }
}

async function prepareTemplate(
  url: string,
  project: TestProject,
  server: { version: string; binDir: string },
): Promise<void> {
  const admin = createDb(url, { max: 1 });
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.close();
  const templateUrl = url.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`);
  await runMigrations(templateUrl);
  const scale = (process.env.FIERRO_TEST_SCALE ?? 'test') as SeedScale;
  const { db, close } = createDb(templateUrl, { max: 4 });
  try {
    await seed(db, { scale });
  } finally {
    await close();
  }
  project.provide('fierroTestCluster', { adminUrl: url, ...server, scale });
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  cluster = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
}
