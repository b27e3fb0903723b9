// Order placement's budget (issue 22): p95 of POST /checkout/v1/orders at 16 concurrent clients,
// 60 ms, the TEST gateway answering at once, on the bench's own embedded PostgreSQL (the full
// Chile catalogue) and a commerce process started here. Each placement is a real one: its own
// cart (home delivery, one line), its own idempotency key, stock taken, the card authorised.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@fierro/db';
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
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(headers as Record<string, string>) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Json };
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
  const token = (
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
    return {
      cartId,
      contact: {
        email: 'bench@fierro.test',
        firstName: 'Ana',
        lastName: 'Pérez',
        phone: '+56 9 1234 5678',
        document: { type: 'CL_RUT', number: '12.345.678-5' },
      },
      delivery: { address: { locationId: location, street: 'Av. Providencia', number: '1234' } },
      fiscalDocument: { kind: 'boleta' },
      payment: { method: 'card', token },
      expectedTotal: (added.json.totals as { total: number }).total,
    };
  };

  const times: number[] = [];
  const client = async (c: number, rounds: number, timed: boolean) => {
    for (let r = 0; r < rounds; r++) {
      const body = await readyCart(c * 1000 + r);
      const t = performance.now();
      const res = await send('POST', '/checkout/v1/orders', body, {
        'idempotency-key': randomUUID(),
      });
      const ms = performance.now() - t;
      if (res.status !== 201) throw new Error(`placement answered ${res.status}`);
      if (timed) times.push(ms);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c, 2, false)));
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c, ROUNDS, true)));
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
  };
  console.log(
    `${row.name.padEnd(38)} n=${row.n}  p50 ${row.p50} ms  p95 ${row.p95} ms  p99 ${row.p99} ms  budget ${BUDGET_MS} ms ${row.ok ? 'OK' : 'OVER'}`,
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
