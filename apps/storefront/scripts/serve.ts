// Builds the storefront when its build is missing or older than its sources, then runs
// `next start` (or `next dev` for `npm run dev`). Used by scripts/start.ts and the e2e global setup.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const app = join(import.meta.dirname, '..');
const root = join(app, '..', '..');
const nextBin = join(root, 'node_modules', '.bin', 'next');
/** What a build depends on: a change in any of them rebuilds. */
const SOURCES = [
  join(app, 'src'),
  join(app, 'public'),
  join(app, 'next.config.ts'),
  join(app, 'package.json'),
  join(root, 'packages', 'tenants', 'src'),
  join(root, 'packages', 'domain', 'src'),
  join(root, 'apps', 'commerce', 'src', 'contract'),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const f of readdirSync(path, { recursive: true, encoding: 'utf8' })) {
    if (f.includes('node_modules')) continue;
    newest = Math.max(newest, statSync(join(path, f)).mtimeMs);
  }
  return newest;
}

export function needsBuild(): boolean {
  const buildId = join(app, process.env.FIERRO_NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

// Test runners set NODE_ENV=test; Next must build and serve in production mode (or development
// for `next dev`, where product pages show their notice: spec §4).
const env = (
  extra: Record<string, string>,
  mode: 'production' | 'development' = 'production',
): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: mode,
  NEXT_TELEMETRY_DISABLED: '1',
  ...extra,
});

export function buildStorefront(extraEnv: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(nextBin, ['build'], { cwd: app, stdio: 'inherit', env: env(extraEnv) });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed (${code})`)),
    );
  });
}

export interface RunningStorefront {
  child: ChildProcess;
  close: () => Promise<void>;
}

/** `next start` (or `next dev`) on a port; resolves once it answers. */
export async function startStorefront(opts: {
  port: number;
  commerceUrl: string;
  /** `next dev`: development mode, no build needed (`npm run dev`). */
  dev?: boolean;
  /** Write the server's output to this file instead of the terminal. */
  logFile?: string;
  /** More environment for the server (the cluster's shared cache, its revalidation secret). */
  env?: Record<string, string>;
}): Promise<RunningStorefront> {
  const out: number | 'inherit' = opts.logFile ? openSync(opts.logFile, 'a') : 'inherit';
  const child: ChildProcess = spawn(
    nextBin,
    [opts.dev ? 'dev' : 'start', '-p', String(opts.port), '-H', '127.0.0.1'],
    {
      cwd: app,
      stdio: ['ignore', out, out],
      env: env(
        { ...opts.env, COMMERCE_URL: opts.commerceUrl, PORT: String(opts.port) },
        opts.dev ? 'development' : 'production',
      ),
    },
  );
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  // `next dev` compiles a route on its first request.
  const deadline = Date.now() + (opts.dev ? 180_000 : 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${opts.port}/robots.txt`);
      if (res.ok) return { child, close };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await close();
  throw new Error(`next ${opts.dev ? 'dev' : 'start'} did not answer in time`);
}
