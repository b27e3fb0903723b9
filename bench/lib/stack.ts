// The storefront benchmark's own stack: its database (lib/database), the commerce API and a
// production build of the storefront, plus the static reference app (bench/static-page), each
// on its own port and in its own process group (lib/processes).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { needsBuild } from '../../apps/storefront/scripts/serve';
import { runToEnd, type Started, startProcess, waitForUrl } from './processes';

const root = join(import.meta.dirname, '..', '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
export const storefrontDir = join(root, 'apps', 'storefront');
export const staticPageDir = join(root, 'bench', 'static-page');
const BUILD_TIMEOUT_MS = 15 * 60_000;

const nextEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ...extra,
});

export function startCommerceApi(opts: {
  port: number;
  databaseUrl: string;
  imagesDir: string;
  imageCacheDir: string;
}): Promise<Started> {
  // BENCH_COMMERCE_NODE_ARGS: node flags for commerce, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it under a bench (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = process.env.BENCH_COMMERCE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const p = startProcess(
    'commerce',
    bin('tsx'),
    [...nodeArgs, join(root, 'apps/commerce/src/server.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: opts.databaseUrl,
        PORT: String(opts.port),
        HOST: '127.0.0.1',
        IMAGE_SOURCE_DIR: opts.imagesDir,
        IMAGE_CACHE_DIR: opts.imageCacheDir,
        LOG_LEVEL: 'warn',
        TRUSTED_PROXIES: '127.0.0.1, ::1',
        // Every client of a bench comes from this machine's one address: the per-address caps on
        // unpaid orders (card payments in flight count) would refuse its concurrent placements.
        UNPAID_HOLDS_PER_SHOPPER: '1000',
      },
    },
  );
  // It answers once its per-site indexes are built: over 60 s for the full Chile catalogue when
  // the database's pages are cold. A process that never answers is stopped, never left behind
  // holding the port (the next run's commerce could not listen there).
  return waitForUrl(`http://127.0.0.1:${opts.port}/healthz`, p, 240_000).then(
    () => p,
    async (error: unknown) => {
      await p.stop();
      throw error;
    },
  );
}

const newest = (path: string): number => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let n = st.mtimeMs;
  for (const f of readdirSync(path, { recursive: true, encoding: 'utf8' }))
    if (!f.startsWith('.next') && !f.includes('node_modules'))
      n = Math.max(n, statSync(join(path, f)).mtimeMs);
  return n;
};

/** `next build` of an app when its build is missing or older than its sources. */
export async function buildIfNeeded(
  name: string,
  dir: string,
  stale: boolean,
  env: Record<string, string>,
  log: (l: string) => void,
): Promise<boolean> {
  if (!stale) return false;
  log(`building ${name} (next build)`);
  await runToEnd(`${name} build`, bin('next'), ['build'], {
    cwd: dir,
    env: nextEnv(env),
    timeoutMs: BUILD_TIMEOUT_MS,
  });
  return true;
}

export const storefrontStale = () => needsBuild();
/** The static reference's build, with Next's default ETags or without (STATIC_PAGE_ETAGS=0). */
export const staticPageEnv = (etags: boolean): Record<string, string> => ({
  STATIC_PAGE_ETAGS: etags ? '1' : '0',
});
export const staticPageStale = (etags = true) => {
  const id = join(staticPageDir, etags ? '.next' : '.next-no-etag', 'BUILD_ID');
  return !existsSync(id) || newest(join(staticPageDir, 'app')) > statSync(id).mtimeMs;
};

/** `next start` of a built app on 127.0.0.1:port; resolves once `probe` answers. */
export async function startNext(
  name: string,
  dir: string,
  port: number,
  probe: string,
  env: Record<string, string> = {},
): Promise<Started> {
  const p = startProcess(name, bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: nextEnv({ PORT: String(port), ...env }),
  });
  await waitForUrl(`http://127.0.0.1:${port}${probe}`, p, 90_000);
  return p;
}
