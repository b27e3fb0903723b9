import { randomBytes } from 'node:crypto';
// Two of everything on one machine: two storefront and two commerce processes behind HAProxy,
// on one PostgreSQL, the storefronts sharing their Next cache through Redis (README "Two of
// everything", docs/scaling.md). Used by `npm run start:cluster`, its suite and its benchmark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@fierro/db/cluster';
import { type RunningBalancer, startHaproxy } from './haproxy';
import { commerceMember, type Member, storefrontMember } from './processes';
import { type RunningRedis, startRedis } from './redis';

export interface ClusterOptions {
  databaseUrl: string;
  /** Logs, the balancer's configuration, the image caches. */
  dir: string;
  /** Shoppers' entry (the balancer). */
  port: number;
  /** The balancer's entry to commerce (what the storefronts call). */
  commercePort: number;
  imageSourceDir: string;
  revalidateSecret: string;
  /** Processes' output to files in `dir` (default) or to this terminal. */
  logToTerminal?: boolean;
  /** How many of each (default 2). */
  size?: number;
  redisMaxMemoryMb?: number;
}

export interface Cluster {
  url: string;
  commerceUrl: string;
  redis: RunningRedis;
  redisPort: number;
  balancer: RunningBalancer;
  storefronts: Member[];
  commerces: Member[];
  stop(): Promise<void>;
}

/** How long commerce fails its health check before closing on SIGTERM: past 3 checks 500 ms apart. */
export const COMMERCE_DRAIN_MS = 2500;

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  mkdirSync(opts.dir, { recursive: true });
  const size = opts.size ?? 2;
  const logOf = (name: string) => (opts.logToTerminal ? undefined : join(opts.dir, `${name}.log`));
  const ports = async (n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(await freePort());
    return out;
  };
  const [storefrontPorts, commercePorts, [redisPort]] = [
    await ports(size),
    await ports(size),
    await ports(1),
  ];
  const started: Array<{ stop(): Promise<void> }> = [];
  const stopAll = async () => {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
  };
  try {
    const redis = await startRedis({
      port: redisPort!,
      dir: opts.dir,
      maxMemoryMb: opts.redisMaxMemoryMb ?? 256,
      ...(logOf('redis') ? { logFile: logOf('redis')! } : {}),
    });
    started.push(redis);
    const origins = [opts.port, ...storefrontPorts].flatMap((p) => [
      `http://127.0.0.1:${p}`,
      `http://localhost:${p}`,
    ]);
    const commerces = commercePorts.map((port, i) =>
      commerceMember({
        port,
        env: {
          DATABASE_URL: opts.databaseUrl,
          IMAGE_SOURCE_DIR: opts.imageSourceDir,
          // One disk cache per process, as on separate machines.
          IMAGE_CACHE_DIR: join(opts.dir, `image-cache-${i + 1}`),
          SHUTDOWN_DRAIN_MS: String(COMMERCE_DRAIN_MS),
          LOG_LEVEL: 'warn',
          COMMERCE_ALLOWED_ORIGINS: origins.join(','),
          TRUSTED_PROXIES: '127.0.0.1',
        },
        ...(logOf(`commerce-${i + 1}`) ? { logFile: logOf(`commerce-${i + 1}`)! } : {}),
      }),
    );
    started.push(...commerces);
    await Promise.all(commerces.map((m) => m.start()));
    const commerceUrl = `http://127.0.0.1:${opts.commercePort}`;
    // One key for both storefronts: a shopper's proof of refresh holds on either (proof.ts).
    const sessionProofSecret = randomBytes(32).toString('base64url');
    const storefronts = storefrontPorts.map((port, i) =>
      storefrontMember({
        port,
        commerceUrl,
        env: {
          FIERRO_CACHE_REDIS_URL: redis.url,
          FIERRO_REVALIDATE_SECRET: opts.revalidateSecret,
          SESSION_PROOF_SECRET: sessionProofSecret,
          TRUSTED_PROXIES: '127.0.0.1',
        },
        ...(logOf(`storefront-${i + 1}`) ? { logFile: logOf(`storefront-${i + 1}`)! } : {}),
      }),
    );
    started.push(...storefronts);
    // The storefronts answer their readiness check through the balancer's commerce entry.
    const balancerStart = startHaproxy(
      {
        storefront: opts.port,
        storefronts: storefrontPorts,
        commerce: opts.commercePort,
        commerces: commercePorts,
      },
      opts.dir,
      logOf('haproxy'),
    );
    // Stopped with the rest even when a storefront fails to start meanwhile (a failed run of the
    // cluster suite left its HAProxy running).
    started.push({ stop: async () => (await balancerStart.catch(() => null))?.stop() });
    await Promise.all(storefronts.map((m) => m.start()));
    const balancer = await balancerStart;
    return {
      url: `http://127.0.0.1:${opts.port}`,
      commerceUrl,
      redis,
      redisPort: redisPort!,
      balancer,
      storefronts,
      commerces,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
