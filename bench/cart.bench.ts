// The cart API's budgets (issue 21): add-to-cart p95 and a 30-line cart read p95 at 16 concurrent
// clients, 15 ms each, on the bench's own embedded PostgreSQL (lib/database: the full Chile
// catalogue, kept between runs) and a commerce process started here. Writes are real: each
// client fills its own carts with the version it got back, as the storefront does.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@fierro/db';
import { request } from 'undici';
import { prepareBenchDatabase } from './lib/database';
import { startCommerceApi } from './lib/stack';

// Not 4190: fetch refuses that port (the Fetch standard's bad ports: ManageSieve), so the bench
// never saw its commerce answer and gave up after four minutes.
const port = Number(process.env.CART_BENCH_PORT ?? 4195);
const base = `http://127.0.0.1:${port}`;
const CLIENTS = 16;
const BUDGET_MS = 15;
const LINES = 30;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const summary = (name: string, times: number[], budget: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  const row = {
    name,
    n: sorted.length,
    clients: CLIENTS,
    p50: +percentile(sorted, 50).toFixed(2),
    p95: +percentile(sorted, 95).toFixed(2),
    p99: +percentile(sorted, 99).toFixed(2),
    budgetP95: budget,
    ok: percentile(sorted, 95) <= budget,
  };
  console.log(
    `${name.padEnd(38)} n=${String(row.n).padStart(5)}  p50 ${row.p50.toFixed(2).padStart(6)} ms  p95 ${row.p95.toFixed(2).padStart(6)} ms  p99 ${row.p99.toFixed(2).padStart(6)} ms  budget ${budget} ms ${row.ok ? 'OK' : 'OVER'}`,
  );
  return row;
};

// The client calls commerce as the storefront does (lib/commerce/gateway.ts): undici's `request`
// on pooled keep-alive connections. `fetch` costs several times the CPU per call, and the client
// shares the two cores with commerce and PostgreSQL (README "The cart's reads").
const post = async (path: string, body: unknown, version?: number) => {
  const res = await request(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(version ? { 'if-match': String(version) } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.body.json()) as { version?: number; cartId?: string };
  return { status: res.statusCode, json };
};

const database = await prepareBenchDatabase({
  dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/fierro-bench-data',
  siteId: 'socl',
  scale: 'full',
  log: (line) => console.log(line),
});
const { pool, close } = createDb(database.url, { max: 2 });
const work = mkdtempSync(join(tmpdir(), 'cart-bench-'));
const commerce = await startCommerceApi({
  port,
  databaseUrl: database.url,
  imagesDir: database.imagesDir,
  imageCacheDir: join(work, 'cache'),
});
const loadAverageAtStart = loadavg().map((x) => +x.toFixed(2));
console.log(`load average at the start: ${loadAverageAtStart.join(' ')} (2 cores, shared)`);
try {
  // SKUs with plenty of stock somewhere, so every add is accepted.
  const { rows } = await pool.query<{ sku: string }>(
    `SELECT sku_id AS sku FROM stock WHERE site_id = 'socl' GROUP BY sku_id
      HAVING sum(quantity) >= 50 ORDER BY sku_id LIMIT 2000`,
  );
  const skus = rows.map((r) => r.sku);
  if (skus.length < CLIENTS * LINES) throw new Error(`only ${skus.length} stocked SKUs`);

  /** One client: new carts filled with LINES lines each, every add timed. */
  const addTimes: number[] = [];
  const carts: string[] = [];
  const fill = async (client: number, rounds: number) => {
    for (let r = 0; r < rounds; r++) {
      const created = await post('/checkout/v1/carts', { siteId: 'socl' });
      const cartId = created.json.cartId!;
      let version = created.json.version!;
      for (let i = 0; i < LINES; i++) {
        const sku = skus[(client * LINES + i + r * 7) % skus.length]!;
        const t = performance.now();
        const res = await post(
          `/checkout/v1/carts/${cartId}/lines`,
          { skuId: sku, quantity: 1 },
          version,
        );
        addTimes.push(performance.now() - t);
        if (res.status !== 200)
          throw new Error(`add answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
        version = res.json.version!;
      }
      carts.push(cartId);
    }
  };
  // Warm-up (a client's first requests open connections and fill caches), then measured rounds.
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => fill(c, 1)));
  addTimes.length = 0;
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => fill(c, 2)));
  const add = summary('add to cart (a line of a growing cart)', addTimes, BUDGET_MS);

  const readTimes: number[] = [];
  const read = async (client: number, n: number) => {
    for (let i = 0; i < n; i++) {
      const cartId = carts[(client + i * CLIENTS) % carts.length]!;
      const t = performance.now();
      const res = await request(`${base}/checkout/v1/carts/${cartId}?rebuildDependencies=false`);
      await res.body.arrayBuffer();
      readTimes.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`read answered ${res.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => read(c, 10)));
  readTimes.length = 0;
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => read(c, 60)));
  const cartRead = summary(`read a ${LINES}-line cart`, readTimes, BUDGET_MS);

  const loadAverage = loadavg().map((x) => +x.toFixed(2));
  console.log(`load average at the end: ${loadAverage.join(' ')} (2 cores, shared)`);
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results', 'cart.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverageAtStart, loadAverage, rows: [add, cartRead] }, null, 2)}\n`,
  );
  if (process.env.BENCH_STRICT === '1' && !(add.ok && cartRead.ok)) process.exitCode = 1;
} finally {
  await commerce.stop();
  await close();
  await database.stop();
}
