import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { embeddedBinDir } from './binaries';
import { initCluster, SUPERUSER, serverRunning, startCluster, stopServer } from './cluster';

/** The application database inside the cluster. */
export const DATABASE_NAME = 'fierro';

export interface EmbeddedOptions {
  /** Root of local data: the cluster lives in `<dataDir>/pg`. Default FIERRO_DATA_DIR or ./data. */
  dataDir?: string;
  port?: number;
  log?: (line: string) => void;
}

export interface EmbeddedServer {
  url: string;
  /** True when another live process (npm start) already runs the server: stop() leaves it. */
  shared: boolean;
  stop(): Promise<void>;
}

interface OwnerFile {
  pid: number;
  port: number;
}

export const dataDirOf = (dataDir?: string) =>
  resolve(dataDir ?? process.env.FIERRO_DATA_DIR ?? 'data');

const prefix = (log: (l: string) => void) => (line: string) => log(`[db] ${line}`);

/** The generated superuser password, kept in the data directory (created on first use). */
export const embeddedPassword = (dataDir: string): string => {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const urlOf = (password: string, port: number, database: string) =>
  `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

const ensureDatabase = async (adminUrl: string, name: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
};

/**
 * Starts (or joins) the embedded PostgreSQL 18 server of `<dataDir>/pg`: initialises the cluster
 * on first use, listens on a free 127.0.0.1 port with the generated password, and recovers from a
 * previous run that died without stopping it (orphaned server or stale lock file).
 */
export const startEmbeddedPostgres = async (
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> => {
  const log = prefix(options.log ?? ((l) => console.log(l)));
  const dataDir = dataDirOf(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  // The postgres user must traverse the data directory to reach its cluster.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const pgData = join(dataDir, 'pg');
  const ownerFile = join(dataDir, 'pg-owner.json');
  const password = embeddedPassword(dataDir);
  const binDir = await embeddedBinDir();

  if (serverRunning(pgData)) {
    const owner = existsSync(ownerFile)
      ? (JSON.parse(readFileSync(ownerFile, 'utf8')) as OwnerFile)
      : null;
    if (owner && owner.pid !== process.pid && alive(owner.pid)) {
      log(`using the server of process ${owner.pid} on port ${owner.port}`);
      return {
        url: urlOf(password, owner.port, DATABASE_NAME),
        shared: true,
        stop: async () => {},
      };
    }
    log(
      'recovering: a server left running by an earlier run that did not stop it (killed?) holds the data directory; stopping it',
    );
    await stopServer(binDir, pgData, log);
  }

  if (await initCluster({ binDir, pgData, password, log })) {
    log(`initialised a PostgreSQL cluster in ${pgData}`);
  }
  const cluster = await startCluster({ binDir, pgData, password, log, port: options.port });
  writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, port: cluster.port }));
  await ensureDatabase(cluster.url, DATABASE_NAME);
  log(`PostgreSQL listening on 127.0.0.1:${cluster.port}`);
  let stopped = false;
  return {
    url: urlOf(password, cluster.port, DATABASE_NAME),
    shared: false,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
      if (existsSync(ownerFile)) unlinkSync(ownerFile);
      log('PostgreSQL stopped');
    },
  };
};

/** DATABASE_URL when set (any PostgreSQL >= 15), else the embedded server. */
export const resolveDatabase = async (
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer & { embedded: boolean }> => {
  const url = process.env.DATABASE_URL;
  if (url) return { url, shared: true, embedded: false, stop: async () => {} };
  return { ...(await startEmbeddedPostgres(options)), embedded: true };
};

/** Stops the server on Ctrl-C or SIGTERM, then exits (the caller closes its own pools first). */
export const stopOnSignals = (stop: () => Promise<void>): void => {
  const handler = (signal: NodeJS.Signals) => {
    stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
};
