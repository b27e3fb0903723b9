// Order placement's budget (issue 22): p95 of POST /checkout/v1/orders at 16 concurrent clients,
// 60 ms, the TEST gateway answering at once, on the bench's own embedded PostgreSQL (the full
// Chile catalogue) and a commerce process started here. Each placement is a real one: its own
// cart (home delivery, one line), its own idempotency key, stock taken, the card authorised.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@fierro/db';
import { request } from 'undici';
import { prepareBenchDatabase } from './lib/database';
import { startCommerceApi } from './lib/stack';

const port = Number(process.env.ORDER_BENCH_PORT ?? 4191);
const base = `http://127.0.0.1:${port}`;
const CLIENTS = 16;
const ROUNDS = Number(process.env.ORDER_BENCH_ROUNDS ?? 25);
const BUDGET_MS = 60;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

type Json = Record<string, unknown>;
const send = async (method: string, path: string, body: unknown, headers: Json = {}) => {
  // As the storefront calls commerce (undici's request, pooled keep-alive; bench/cart.bench.ts).
  const res = await request(`${base}${path}`, {
    method: method as 'POST',
    headers: { 'content-type': 'application/json', ...(headers as Record<string, string>) },
    body: JSON.stringify(body),
  });
  return { status: res.statusCode, json: (await res.body.json()) as Json };
};

const database = await prepareBenchDatabase({
  dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/fierro-bench-data',
  siteId: 'socl',
  scale: 'full',
  log: (line) => console.log(line),
});
const { pool, close } = createDb(database.url, { max: 2 });
const work = mkdtempSync(join(tmpdir(), 'order-bench-'));
const commerce = await startCommerceApi({
  port,
  databaseUrl: database.url,
  imagesDir: database.imagesDir,
  imageCacheDir: join(work, 'cache'),
});
const loadAverageAtStart = loadavg().map((x) => +x.toFixed(2));
console.log(`load average at the start: ${loadAverageAtStart.join(' ')} (2 cores, shared)`);
try {
  // A zone, one of its locations, and SKUs shipped there; their stock is topped up so that
  // every placement is accepted (the bench measures placing, not refusing).
  const { rows } = await pool.query<{ sku: string; zone: string; location: string }>(
    `SELECT DISTINCT ON (s.sku_id) s.sku_id AS sku, zf.zone_id AS zone,
        (SELECT za.area_id FROM zone_areas za WHERE za.site_id = 'socl' AND za.zone_id = zf.zone_id
          -- A comuna (no places under it): a region is no delivery place for a cart.
          AND NOT EXISTS (SELECT 1 FROM geo_areas c WHERE c.parent_id = za.area_id)
          ORDER BY za.area_id LIMIT 1) AS location
      FROM stock s JOIN zone_facilities zf ON zf.site_id = s.site_id
        AND zf.facility_id = s.facility_id AND zf.method = 'homeDelivery'
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      WHERE s.site_id = 'socl' AND zf.zone_id = (SELECT min(zone_id) FROM zone_facilities
          WHERE site_id = 'socl' AND method = 'homeDelivery')
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id LIMIT 200`,
  );
  if (rows.length < CLIENTS) throw new Error(`only ${rows.length} SKUs shipped to one zone`);
  await pool.query(
    `UPDATE stock SET quantity = 100000 WHERE site_id = 'socl' AND sku_id = ANY($1::text[])`,
    [rows.map((r) => r.sku)],
  );
  // A token pays once (as a real gateway's): each cart gets its own, as each shopper would.
  const tokenOf = async () =>
    (
      await send('POST', '/payments/v1/test-gateway/tokens', {
        number: '4111111111111111',
        expiry: '12/39',
        cvv: '123',
        holder: 'Bench',
      })
    ).json.token as string;

  /** A cart ready to pay: created, located, one line; answers the body to place it. */
  const readyCart = async (i: number) => {
    const { sku, location } = rows[i % rows.length]!;
    const created = await send('POST', '/checkout/v1/carts', { siteId: 'socl' });
    const cartId = created.json.cartId as string;
    const located = await send(
      'PUT',
      `/checkout/v1/carts/${cartId}/location`,
      { locationId: location },
      { 'if-match': String(created.json.version) },
    );
    const added = await send(
      'POST',
      `/checkout/v1/carts/${cartId}/lines`,
      { skuId: sku, quantity: 1, deliveryMethod: 'homeDelivery' },
      { 'if-match': String(located.json.version) },
    );
    if (added.status !== 200) throw new Error(`add answered ${added.status}`);
    const body = {
      cartId,
      contact: {
        // One shopper per cart: a shopper's unpaid orders (card ones in flight too) are capped.
        email: `bench-${i}@fierro.test`,
        firstName: 'Ana',
        lastName: 'Pérez',
        phone: '+56 9 1234 5678',
        document: { type: 'CL_RUT', number: '12.345.678-5' },
      },
      delivery: { address: { locationId: location, street: 'Av. Providencia', number: '1234' } },
      fiscalDocument: { kind: 'boleta' },
      payment: { method: 'card', token: await tokenOf() },
      expectedTotal: (added.json.totals as { total: number }).total,
    };
    // Each shopper from an address of their own, as a store's buyers come (commerce trusts this
    // machine's X-Forwarded-For): placements from one address queue behind each other's holds
    // check, and the bench's 16 clients from one address measured that queue, not a store's day.
    return { body, address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
  };

  // Carts are made first, so the placements measured race only each other (the budget's 16
  // concurrent placements), not the making of the next carts.
  const place = async ({ body, address }: Awaited<ReturnType<typeof readyCart>>) => {
    const t = performance.now();
    const res = await send('POST', '/checkout/v1/orders', body, {
      'idempotency-key': randomUUID(),
      'x-forwarded-for': address,
    });
    if (res.status !== 201) throw new Error(`placement answered ${res.status}`);
    return performance.now() - t;
  };
  const cartsFor = async (clients: number, rounds: number, offset: number) => {
    const carts: Array<Array<Awaited<ReturnType<typeof readyCart>>>> = [];
    for (let c = 0; c < clients; c++) {
      carts.push([]);
      for (let r = 0; r < rounds; r++) carts[c]!.push(await readyCart(offset + c * 1000 + r));
    }
    return carts;
  };
  const run = async (carts: Array<Array<Awaited<ReturnType<typeof readyCart>>>>) => {
    const times: number[] = [];
    // Two placements per client warm the path; the rest are measured.
    await Promise.all(
      carts.map(async (own) => {
        for (const body of own.slice(0, 2)) await place(body);
      }),
    );
    const started = performance.now();
    await Promise.all(
      carts.map(async (own) => {
        for (const body of own.slice(2)) times.push(await place(body));
      }),
    );
    const perSecond = times.length / ((performance.now() - started) / 1000);
    return { times, perSecond: +perSecond.toFixed(1) };
  };
  // One client first: the placement's own serial cost, no queue behind it.
  // Every cart is made before any placement is measured (some 460 carts: by then commerce has also
  // finished warming its indexes in the background).
  const aloneCarts = await cartsFor(1, ROUNDS + 2, 100_000);
  const crowdCarts = await cartsFor(CLIENTS, ROUNDS + 2, 0);
  const alone = await run(aloneCarts);
  const aloneSorted = [...alone.times].sort((a, b) => a - b);
  console.log(
    `one client: p50 ${percentile(aloneSorted, 50).toFixed(2)} ms, p95 ${percentile(aloneSorted, 95).toFixed(2)} ms, ${alone.perSecond} placements/s`,
  );
  const { times, perSecond } = await run(crowdCarts);
  const sorted = [...times].sort((a, b) => a - b);
  const row = {
    name: 'place an order (card, home delivery)',
    n: sorted.length,
    clients: CLIENTS,
    p50: +percentile(sorted, 50).toFixed(2),
    p95: +percentile(sorted, 95).toFixed(2),
    p99: +percentile(sorted, 99).toFixed(2),
    budgetP95: BUDGET_MS,
    ok: percentile(sorted, 95) <= BUDGET_MS,
    placementsPerSecond: perSecond,
    oneClient: {
      p50: +percentile(aloneSorted, 50).toFixed(2),
      p95: +percentile(aloneSorted, 95).toFixed(2),
      placementsPerSecond: alone.perSecond,
    },
  };
  console.log(
    `${row.name.padEnd(38)} n=${row.n}  p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms  ${perSecond} placements/s  budget ${BUDGET_MS} ms ${row.ok ? 'OK' : 'OVER'}`,
  );
  const loadAverage = loadavg().map((x) => +x.toFixed(2));
  console.log(`load average at the end: ${loadAverage.join(' ')} (2 cores, shared)`);
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results', 'order.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverageAtStart, loadAverage, rows: [row] }, null, 2)}\n`,
  );
  if (process.env.BENCH_STRICT === '1' && !row.ok) process.exitCode = 1;
} finally {
  await commerce.stop();
  await close();
  await database.stop();
}
