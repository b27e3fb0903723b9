import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * One PostgreSQL cluster driven through its own binaries (initdb, pg_ctl): the embedded
 * PostgreSQL 18 of npm or the machine's PostgreSQL 15. As root the server runs as the `postgres`
 * user (PostgreSQL refuses root), so the data directory is handed to that user.
 */
export interface ClusterOptions {
  /** Directory with initdb, pg_ctl and postgres. */
  binDir: string;
  /** The cluster's data directory (PGDATA). */
  pgData: string;
  password: string;
  port?: number;
  log: (line: string) => void;
  /** Throwaway clusters (tests) trade durability for speed; the store's cluster never does. */
  throwaway?: boolean;
}

export interface RunningCluster {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export const SUPERUSER = 'postgres';

interface Ids {
  uid: number;
  gid: number;
}

/** The postgres user's ids when we are root (created when missing), else null. */
export const postgresIds = (): Ids | null => {
  if (process.getuid?.() !== 0) return null;
  const read = () => ({
    uid: Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim()),
  });
  try {
    return read();
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres || groupadd postgres']);
    execFileSync('useradd', ['-g', SUPERUSER, '-M', '-s', '/usr/sbin/nologin', SUPERUSER]);
    return read();
  }
};

/** Gives a directory to the postgres user (as root) so the server can write it. */
export const ownForPostgres = (dir: string): void => {
  const ids = postgresIds();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (ids) chownSync(dir, ids.uid, ids.gid);
};

/** Whether a server can listen on the loopback port now. */
const canListen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Ports this process has handed out: two callers never get the same one. */
const handedOut = new Set<number>();

/**
 * A free TCP port on the loopback interface, below the kernel's ephemeral range (32768 and up
 * on Linux): a port the kernel picked with listen(0) comes from that range, and an outgoing
 * connection (a pool's, a health check's) could take it before our server listened on it (a
 * storefront of the cluster suite failed with EADDRINUSE so, 2026-11-27).
 */
export const freePort = async (): Promise<number> => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('no free port between 20000 and 32000');
};

const run = (
  file: string,
  args: string[],
  log: (line: string) => void,
  extraEnv: Record<string, string> = {},
): Promise<string> =>
  new Promise((resolve, reject) => {
    const ids = postgresIds();
    const child = spawn(file, args, {
      ...(ids ?? {}),
      env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C.UTF-8', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else {
        log(output.trim());
        reject(
          new Error(
            `${file.split('/').pop()} ${args[0] ?? ''} failed (exit ${code}): ${output.trim()}`,
          ),
        );
      }
    });
  });

const hasUtf8Locale = (() => {
  let cached: boolean | null = null;
  return () => {
    if (cached === null) {
      try {
        cached = /^c\.utf-?8$/im.test(execFileSync('locale', ['-a']).toString());
      } catch {
        cached = false;
      }
    }
    return cached;
  };
})();

/** Creates the cluster when PGDATA holds none yet. */
export const initCluster = async (opts: ClusterOptions): Promise<boolean> => {
  if (existsSync(join(opts.pgData, 'PG_VERSION'))) return false;
  ownForPostgres(opts.pgData);
  const ids = postgresIds();
  // initdb reads the password from a file the postgres user can read; removed right after.
  const pwFile = join(opts.pgData, '..', `.pwfile-${randomBytes(4).toString('hex')}`);
  await writeFile(pwFile, `${opts.password}\n`, { mode: 0o600 });
  if (ids) chownSync(pwFile, ids.uid, ids.gid);
  try {
    await run(
      join(opts.binDir, 'initdb'),
      [
        '-D',
        opts.pgData,
        '-U',
        SUPERUSER,
        '--auth=scram-sha-256',
        `--pwfile=${pwFile}`,
        '-E',
        'UTF8',
        ...(hasUtf8Locale() ? ['--locale=C.UTF-8'] : ['--no-locale']),
        ...(opts.throwaway ? ['--no-sync'] : []),
      ],
      opts.log,
    );
  } finally {
    unlinkSync(pwFile);
  }
  // Loopback TCP only, no Unix socket (its path would depend on the binaries' build).
  const settings = [
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    'max_connections = 200',
    ...(opts.throwaway
      ? ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']
      : []),
  ];
  const conf = join(opts.pgData, 'postgresql.conf');
  await writeFile(conf, `${readFileSync(conf, 'utf8')}\n# fierro\n${settings.join('\n')}\n`);
  return true;
};

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The postmaster pid PostgreSQL recorded, when a postmaster.pid file exists. */
export const recordedPostmaster = (pgData: string): number | null => {
  const file = join(pgData, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/** True when a live postgres process holds this data directory. */
export const serverRunning = (pgData: string): boolean => {
  const pid = recordedPostmaster(pgData);
  if (pid === null || !processAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true;
  }
};

/** Stops a server of this data directory (fast shutdown: sessions end, data is flushed). */
export const stopServer = async (binDir: string, pgData: string, log: (l: string) => void) => {
  if (!serverRunning(pgData)) return;
  try {
    await run(join(binDir, 'pg_ctl'), ['stop', '-D', pgData, '-m', 'fast', '-w', '-t', '60'], log);
  } catch {
    const pid = recordedPostmaster(pgData);
    if (pid !== null && processAlive(pid)) process.kill(pid, 'SIGQUIT');
  }
};

/**
 * Starts the cluster on a free loopback port. A lock file left by a server that is gone (a
 * `kill -9`, a power cut) is removed with a log line; PostgreSQL then replays its WAL.
 */
export const startCluster = async (opts: ClusterOptions): Promise<RunningCluster> => {
  const pid = recordedPostmaster(opts.pgData);
  if (pid !== null && !serverRunning(opts.pgData)) {
    opts.log(
      `recovering: removing stale postmaster.pid of pid ${pid} (not running) left by an unclean stop; PostgreSQL will replay its log`,
    );
    unlinkSync(join(opts.pgData, 'postmaster.pid'));
  }
  const port = opts.port ?? (await freePort());
  const logFile = join(opts.pgData, 'server.log');
  // Make sure the log file is writable by the server user.
  await run(
    join(opts.binDir, 'pg_ctl'),
    ['start', '-D', opts.pgData, '-w', '-t', '120', '-l', logFile, '-o', `-p ${port}`],
    opts.log,
  );
  const url = `postgres://${SUPERUSER}:${encodeURIComponent(opts.password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    stop: () => stopServer(opts.binDir, opts.pgData, opts.log),
  };
};

/** Makes a temp directory traversable by the postgres user (mkdtemp creates it 0700). */
export const openForPostgres = (dir: string): void => {
  chmodSync(dir, 0o755);
};
