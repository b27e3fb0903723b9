// `npm run bench -- cluster`: two of everything (scripts/cluster: two storefronts and two commerce
// processes behind HAProxy, one Redis cache, one PostgreSQL) under a load of 64 connections for
// 5 minutes over a mix of pages and API calls. During it one storefront and one commerce process
// are killed (SIGKILL, a crash) and restarted, later the other two are stopped (SIGTERM, a
// deployment) and restarted. Reports p50/p99 and throughput per kind, and every failed request:
// those in flight at a kill, and any other (the goal: none).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { buildStorefront, needsBuild } from '../apps/storefront/scripts/serve';
import { E2E_DIST_DIR } from '../e2e/stack';
import { startCluster } from '../scripts/cluster/index';
import { prepareBenchDatabase } from './lib/database';
import { type Failure, type MixEntry, runMixedLoad } from './lib/mixed-load';

const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 64);
const PORT = Number(process.env.CLUSTER_BENCH_PORT ?? 3620);
const COMMERCE_PORT = Number(process.env.CLUSTER_BENCH_COMMERCE_PORT ?? 4620);
const DATA_DIR = process.env.CLUSTER_BENCH_DATA_DIR ?? '/tmp/fierro-cluster-bench-data';
const SCALE = (process.env.SEED_SCALE ?? 'demo') as 'demo' | 'full';
const log = (line: string) => console.log(`[cluster bench] ${line}`);

process.env.FIERRO_NEXT_DIST_DIR ??= E2E_DIST_DIR;
const database = await prepareBenchDatabase({
  dataDir: DATA_DIR,
  siteId: 'socl',
  scale: SCALE,
  log,
});
if (needsBuild()) {
  log('building the storefront');
  await buildStorefront();
}
const cluster = await startCluster({
  databaseUrl: database.url,
  dir: join(DATA_DIR, 'cluster'),
  port: PORT,
  commercePort: COMMERCE_PORT,
  imageSourceDir: database.imagesDir,
  revalidateSecret: 'cluster-bench',
});
log(`cluster on ${cluster.url}`);

try {
  // Pages and calls of the mix, from the site itself: listings, products, search terms.
  const html = await (await fetch(`${cluster.url}/fierro-cl/`)).text();
  const categories = [...new Set(html.match(/\/fierro-cl\/category\/cat\d+\/[^"/]+\//g) ?? [])];
  const listing = await (await fetch(`${cluster.url}${categories[0]}`)).text();
  const products = [...new Set(listing.match(/\/fierro-cl\/product\/\d+\/[^"/]+\//g) ?? [])];
  if (categories.length < 2 || products.length < 4) throw new Error('catalogue too small');
  // A signed-in shopper (the session refresh runs on each navigation).
  const login = await fetch(`${cluster.commerceUrl}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-b2b': 'cl', 'x-channel-id': 'WEB' },
    body: JSON.stringify({
      email: 'persona.cl@fierro.demo',
      password: 'Fierro2026',
      accountKind: 'person',
    }),
  });
  const { sessionId } = (await login.json()) as { sessionId?: string };
  if (!sessionId) throw new Error(`demo login failed (${login.status})`);
  const mix: MixEntry[] = [
    { kind: 'home', path: '/fierro-cl/', weight: 2 },
    ...categories.slice(0, 4).map((path) => ({ kind: 'listing', path })),
    { kind: 'listing', path: `${categories[0]}?currentpage=2&sortBy=price_asc` },
    ...['taladro', 'martillo', 'pintura'].map((t) => ({
      kind: 'search',
      path: `/fierro-cl/search/?Ntt=${t}`,
    })),
    ...products.slice(0, 6).map((path) => ({ kind: 'product', path })),
    { kind: 'typeahead', path: '/s/typeahead/v1/socl?term=tal' },
    { kind: 'typeahead', path: '/s/typeahead/v1/socl?term=pin' },
    ...products.slice(0, 3).map((p) => ({
      kind: 'image',
      path: `/images/socl/${p.split('/')[3]}/1?w=240&h=240&fit=contain&f=webp`,
    })),
    {
      kind: 'signed-in home',
      path: '/fierro-cl/',
      headers: { cookie: `sessionId=${sessionId}; userRole=person` },
    },
  ];
  log(`warming up (15 s, ${CONNECTIONS} connections)`);
  await runMixedLoad({ baseUrl: cluster.url, mix, connections: CONNECTIONS, durationMs: 15_000 });

  const live = { inFlight: 0, startedAt: 0 };
  const events: Array<{ at: number; what: string; inFlight: number; restartedAt?: number }> = [];
  const at = () => Math.round(performance.now() - live.startedAt);
  const disrupt = async (index: number, signal: NodeJS.Signals) => {
    const storefront = cluster.storefronts[index]!;
    const commerce = cluster.commerces[index]!;
    const event: (typeof events)[number] = {
      at: at(),
      what: `${signal} storefront ${storefront.port} and commerce ${commerce.port}`,
      inFlight: live.inFlight,
    };
    events.push(event);
    log(`${event.what} at ${event.at} ms (${event.inFlight} requests in flight)`);
    await Promise.all([storefront.kill(signal), commerce.kill(signal)]);
    await Promise.all([storefront.start(), commerce.start()]);
    event.restartedAt = at();
    log(`restarted at ${event.restartedAt} ms`);
  };
  const loadAtStart = loadavg()[0]!;
  log(
    `measuring (${SECONDS} s, ${CONNECTIONS} connections; load average ${loadAtStart.toFixed(1)})`,
  );
  const load = runMixedLoad({
    baseUrl: cluster.url,
    mix,
    connections: CONNECTIONS,
    durationMs: SECONDS * 1000,
    live,
  });
  const schedule = [
    new Promise<void>((r) => setTimeout(r, SECONDS * 200)).then(() => disrupt(0, 'SIGKILL')),
    new Promise<void>((r) => setTimeout(r, SECONDS * 600)).then(() => disrupt(1, 'SIGTERM')),
  ];
  const result = await load;
  await Promise.all(schedule);

  // A failure counts as in flight at a kill when it was sent before the kill and failed after.
  const killTimes = events.filter((e) => e.what.startsWith('SIGKILL')).map((e) => e.at);
  const inFlight = (f: Failure) => killTimes.some((k) => f.sentAt <= k && f.failedAt >= k);
  const atKill = result.failures.filter(inFlight);
  const others = result.failures.filter((f) => !inFlight(f));
  console.log('\nkind             req/s    p50 ms   p99 ms   requests  failed');
  for (const [kind, f] of Object.entries(result.perKind)) {
    console.log(
      `${kind.padEnd(16)} ${String(f.rps).padStart(6)} ${String(f.p50).padStart(8)} ${String(f.p99).padStart(8)} ${String(f.requests).padStart(10)} ${String(f.failed).padStart(7)}`,
    );
  }
  console.log(
    `all              ${result.rps} req/s, ${result.requests} requests in ${result.seconds} s; failed ${result.failed}: ${atKill.length} in flight at a kill, ${others.length} other`,
  );
  // What the other failures were, and when (10 s windows): a kill's, or the machine's.
  const count = (keys: string[]) => {
    const out: Record<string, number> = {};
    for (const k of keys) out[k] = (out[k] ?? 0) + 1;
    return out;
  };
  const otherReasons = count(others.map((f) => f.reason));
  const otherWindows = count(others.map((f) => String(Math.floor(f.failedAt / 10_000) * 10)));
  const loadAtEnd = loadavg()[0]!;
  console.log(`  other failures by reason: ${JSON.stringify(otherReasons)}`);
  console.log(`  other failures by 10 s window (s): ${JSON.stringify(otherWindows)}`);
  console.log(`  load average ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at end`);
  writeFileSync(
    join(import.meta.dirname, 'results', 'cluster.json'),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        scale: SCALE,
        connections: CONNECTIONS,
        seconds: result.seconds,
        rps: result.rps,
        requests: result.requests,
        failed: result.failed,
        failedInFlightAtKill: atKill.length,
        failedOther: others.length,
        otherReasons,
        otherWindows,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        events,
        perKind: result.perKind,
        failures: result.failures.slice(0, 200),
      },
      null,
      2,
    )}\n`,
  );
  if (others.length > 0) process.exitCode = 1;
} finally {
  await cluster.stop();
  await database.stop();
}
