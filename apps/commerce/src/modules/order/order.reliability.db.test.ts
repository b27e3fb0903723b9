import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '@fierro/db/cluster';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderErrorResponse, OrderResponse } from '../../contract';
import { TEST_CARDS } from '../payment';
import {
  type App,
  caller,
  chileBody,
  homeCart,
  newKey,
  one,
  orderApp,
  stockedSku,
  tokenOf,
  tokensOf,
  units,
} from './order.fixtures';

/**
 * Money and stock under concurrency (issue 22), on PostgreSQL 18 and 15: never oversold, never
 * charged twice, never lost to a crash. Carts are made once through the API and copied in SQL,
 * so the placements themselves are what runs at once.
 */
let tdb: TestDatabase;
let app: App;
let call: ReturnType<typeof caller>;
const now = new Date();
const root = join(import.meta.dirname, '..', '..', '..', '..', '..');

beforeAll(async () => {
  tdb = await createTestDatabase();
  // 1,000 placements queue on one process and a small pool: correctness, not latency, is tested
  // here (commerce's 10 s handler time-out would answer the last ones 503 on a busy machine).
  app = orderApp(tdb, now, undefined, 300_000);
  call = caller(app);
});
afterAll(() => tdb?.drop());

/** Copies of a cart (same lines, location and version), each its own cart id. */
async function copies(cartId: string, n: number): Promise<string[]> {
  const { rows } = await tdb.pool.query<{ id: string }>(
    `INSERT INTO carts SELECT (jsonb_populate_record(c, jsonb_build_object('id', gen_random_uuid()))).*
      FROM carts c, generate_series(1, $2) WHERE c.id = $1 RETURNING id`,
    [cartId, n],
  );
  const ids = rows.map((r) => r.id);
  await tdb.pool.query(
    `INSERT INTO cart_lines SELECT (jsonb_populate_record(l, jsonb_build_object('cart_id', x.id))).*
      FROM cart_lines l, unnest($2::uuid[]) AS x(id) WHERE l.cart_id = $1`,
    [cartId, ids],
  );
  return ids;
}

/** Leaves exactly `quantity` units of the SKU, all in one facility that ships to the zone. */
async function onlyUnits(sku: { sku: string; zone: string }, quantity: number) {
  const facility = await one<{ facility_id: string }>(
    tdb,
    `SELECT zf.facility_id FROM zone_facilities zf JOIN stock s ON s.site_id = zf.site_id
        AND s.facility_id = zf.facility_id AND s.sku_id = $2
      WHERE zf.site_id = 'socl' AND zf.zone_id = $1 AND zf.method = 'homeDelivery'
      ORDER BY zf.priority, zf.facility_id LIMIT 1`,
    [sku.zone, sku.sku],
  );
  await tdb.pool.query(`UPDATE stock SET quantity = 0 WHERE site_id = 'socl' AND sku_id = $1`, [
    sku.sku,
  ]);
  await tdb.pool.query(
    `UPDATE stock SET quantity = $3 WHERE site_id = 'socl' AND sku_id = $1 AND facility_id = $2`,
    [sku.sku, facility.facility_id, quantity],
  );
}

/** Units held by live orders (reservations not given back). */
const held = async (skuId: string) =>
  (
    await one<{ n: number }>(
      tdb,
      `SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_reservations
        WHERE site_id = 'socl' AND sku_id = $1 AND released_at IS NULL`,
      [skuId],
    )
  ).n;

/** Shelf units plus units held by live orders, read in one statement (one snapshot). */
const stockAndHeld = async (skuId: string) =>
  (
    await one<{ n: number }>(
      tdb,
      `SELECT ((SELECT coalesce(sum(quantity), 0) FROM stock WHERE site_id = 'socl' AND sku_id = $1)
        + (SELECT coalesce(sum(quantity), 0) FROM stock_reservations
            WHERE site_id = 'socl' AND sku_id = $1 AND released_at IS NULL))::int AS n`,
      [skuId],
    )
  ).n;

/**
 * One shopper per placement (an e-mail each): a shopper's orders still being paid count toward
 * the unpaid holds cap (UNPAID_HOLDS_PER_SHOPPER), and these are many shoppers, not one.
 */
const shopper = <T extends { contact: { email: string } }>(body: T, i: number): T => ({
  ...body,
  contact: { ...body.contact, email: `comprador${i}@fierro.test` },
});

const placeAll = (bodies: unknown[], token?: string) =>
  Promise.all(
    bodies.map((body) =>
      call('POST', '/checkout/v1/orders', {
        body,
        headers: { 'idempotency-key': newKey(), ...(token ? {} : {}) },
      }),
    ),
  );

const tally = (answers: Array<{ status: number; json: unknown }>) => {
  const paid = answers.filter((a) => a.status === 201);
  const out = answers.filter(
    (a) => a.status === 409 && OrderErrorResponse.parse(a.json).errors[0]?.code === 'OUT_OF_STOCK',
  );
  return { paid, out, other: answers.length - paid.length - out.length };
};

describe('never oversold', () => {
  it('1,000 concurrent checkouts of one SKU with 10 units: 10 paid orders, 990 out of stock', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const template = await homeCart(app, 'socl', sku, 1);
    await onlyUnits(sku, 10);
    const carts = await copies(template.cartId, 1000);
    const tokens = await tokensOf(app, TEST_CARDS.approve, carts.length);
    const answers = await placeAll(
      carts.map((cartId, i) =>
        shopper(
          { ...chileBody(template, { method: 'card', token: tokens[i] }, sku.location), cartId },
          i,
        ),
      ),
    );
    const { paid, out, other } = tally(answers);
    expect({ paid: paid.length, out: out.length, other }).toEqual({ paid: 10, out: 990, other: 0 });
    expect(paid.every((a) => OrderResponse.parse(a.json).status === 'PAID')).toBe(true);
    for (const a of out) {
      const [error] = OrderErrorResponse.parse(a.json).errors;
      expect(error).toMatchObject({ skuId: sku.sku, available: 0 });
      expect(error!.message).toMatch(/No hay stock suficiente/);
    }
    expect(await units(tdb, 'socl', sku.sku)).toBe(0);
    expect(await held(sku.sku)).toBe(10);
  }, 150_000);

  it('the same with carts of two lines that share one SKU, lines in either order: 10 paid', async () => {
    const sku = await stockedSku(tdb, 'socl');
    await onlyUnits(sku, 10);
    // Another SKU shipped to the same zone, plenty of it: every cart holds both.
    const other = await one<{ sku: string }>(
      tdb,
      `SELECT s.sku_id AS sku FROM stock s JOIN zone_facilities zf ON zf.site_id = s.site_id
          AND zf.facility_id = s.facility_id AND zf.zone_id = $1 AND zf.method = 'homeDelivery'
        JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
        WHERE s.site_id = 'socl' AND s.sku_id <> $2 AND s.quantity > 0
          AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
        ORDER BY s.sku_id DESC LIMIT 1`,
      [sku.zone, sku.sku],
    );
    await tdb.pool.query(
      `UPDATE stock SET quantity = 5000 WHERE site_id = 'socl' AND sku_id = $1
        AND facility_id IN (SELECT facility_id FROM zone_facilities WHERE site_id = 'socl'
          AND zone_id = $2 AND method = 'homeDelivery')`,
      [other.sku, sku.zone],
    );
    const otherBefore = await units(tdb, 'socl', other.sku);
    // Two templates: the contested SKU first in one, second in the other (locks must not
    // follow the cart's order, or two carts would wait on each other).
    const first = await homeCart(app, 'socl', sku, 1);
    const second = await homeCart(app, 'socl', { ...sku, sku: other.sku }, 1);
    const add = async (cart: typeof first, skuId: string) => {
      const r = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId, quantity: 1, deliveryMethod: 'homeDelivery' },
        version: cart.version,
      });
      expect(r.status).toBe(200);
      return r.json as unknown as typeof first;
    };
    const ab = await add(first, other.sku);
    const ba = await add(second, sku.sku);
    expect(ab.totals.total).toBe(ba.totals.total);
    const tokens = await tokensOf(app, TEST_CARDS.approve, 1000);
    const bodies = [
      ...(await copies(ab.cartId, 500)).map((cartId, i) => ({
        ...chileBody(ab, { method: 'card', token: tokens[i] }, sku.location),
        cartId,
      })),
      ...(await copies(ba.cartId, 500)).map((cartId, i) => ({
        ...chileBody(ba, { method: 'card', token: tokens[500 + i] }, sku.location),
        cartId,
      })),
    ].map(shopper);
    const answers = await placeAll(bodies);
    const { paid, out, other: neither } = tally(answers);
    expect({ paid: paid.length, out: out.length, neither }).toEqual({
      paid: 10,
      out: 990,
      neither: 0,
    });
    expect(await units(tdb, 'socl', sku.sku)).toBe(0);
    expect(await held(sku.sku)).toBe(10);
    // The plentiful SKU went only with the paid orders.
    expect(await units(tdb, 'socl', other.sku)).toBe(otherBefore - 10);
  }, 150_000);

  it('200 concurrent declined payments leave the stock as it was', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const template = await homeCart(app, 'socl', sku, 1);
    // Enough for all at once: a declined order holds its units until it is released.
    await onlyUnits(sku, 250);
    const carts = await copies(template.cartId, 200);
    const token = await tokenOf(app, TEST_CARDS.decline);
    const body = chileBody(template, { method: 'card', token }, sku.location);
    const answers = await placeAll(carts.map((cartId, i) => shopper({ ...body, cartId }, i)));
    expect(answers.filter((a) => a.status === 402)).toHaveLength(200);
    expect(await units(tdb, 'socl', sku.sku)).toBe(250);
    expect(await held(sku.sku)).toBe(0);
  }, 120_000);
});

describe('never charged twice', () => {
  it('50 concurrent calls with one idempotency key: one order, one authorisation, one answer', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku, 1);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const body = chileBody(cart, { method: 'card', token }, sku.location);
    const key = newKey();
    const before = await units(tdb, 'socl', sku.sku);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/checkout/v1/orders', { body, headers: { 'idempotency-key': key } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const ids = new Set(answers.map((a) => OrderResponse.parse(a.json).orderId));
    expect(ids.size).toBe(1);
    const [orderId] = [...ids];
    const counts = await one<{ orders: number; payments: number }>(
      tdb,
      `SELECT (SELECT count(*)::int FROM orders WHERE cart_id = $1) AS orders,
          (SELECT count(*)::int FROM test_gateway_payments WHERE idempotency_key = $2) AS payments`,
      [cart.cartId, orderId],
    );
    expect(counts).toEqual({ orders: 1, payments: 1 });
    expect(await units(tdb, 'socl', sku.sku)).toBe(before - 1);
  });
});

const startCommerce = async (port: number): Promise<ChildProcess> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps', 'commerce', 'src', 'server.ts')],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: tdb.url,
        LOG_LEVEL: 'silent',
        JOBS: '0',
        COMMERCE_REQUEST_TIMEOUT_MS: '300000',
        COMMERCE_ALLOWED_ORIGINS: 'http://localhost:3000',
        // Every placement comes from this machine's one address, up to 200 card payments in
        // flight at once: the per-address cap on unpaid orders (3) would refuse most of them.
        UNPAID_HOLDS_PER_SHOPPER: '1000',
      },
    },
  );
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`commerce exited ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('commerce did not start');
};

describe('never lost', () => {
  it('kill -9 during 200 placements, then a restart: every 2xx order exists, stock adds up', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const template = await homeCart(app, 'socl', sku, 1);
    await onlyUnits(sku, 150);
    // Units on the shelf plus units held by live orders: an earlier test's order of the same SKU
    // may still hold one and be released by a job meanwhile (stock +1, held -1: the sum stays).
    const start = await stockAndHeld(sku.sku);
    const carts = await copies(template.cartId, 200);
    const tokens = await tokensOf(app, TEST_CARDS.approve, carts.length);
    const bodyOf = (i: number) =>
      chileBody(template, { method: 'card', token: tokens[i] }, sku.location);
    const port = await freePort();
    let server = await startCommerce(port);
    const received: string[] = [];
    let sent = 0;
    const placeOne = async (cartId: string, i = 0) => {
      const res = await fetch(`http://127.0.0.1:${port}/checkout/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
        body: JSON.stringify(shopper({ ...bodyOf(i), cartId }, i)),
      }).catch(() => null);
      if (res && res.status >= 200 && res.status < 300) {
        received.push(OrderResponse.parse(await res.json()).orderId);
      }
      return res?.status ?? 0;
    };
    // A first placement warms the process (its first query plans and code paths).
    expect(await placeOne(carts.pop()!)).toBe(201);
    const placements = carts.map(async (cartId, i) => {
      // Spread over time so the kill lands in the middle of the stream.
      await new Promise((r) => setTimeout(r, i * 15));
      sent++;
      await placeOne(cartId, i + 1);
    });
    // Killed once some answers arrived, with more in flight (the rest fail to connect).
    for (let i = 0; i < 600 && received.length < 30; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    server.kill('SIGKILL');
    await Promise.all(placements);
    expect(sent).toBe(199);
    server = await startCommerce(port);
    try {
      // A placement after the restart works.
      const after = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(after.ok).toBe(true);
      const { rows } = await tdb.pool.query<{ id: string }>(
        'SELECT id FROM orders WHERE id = ANY($1::uuid[])',
        [received],
      );
      expect(rows.length).toBe(received.length);
      expect(received.length).toBeGreaterThanOrEqual(30);
      expect(received.length).toBeLessThan(200);
      // Stock plus the units of live orders is the stock there was.
      expect(await stockAndHeld(sku.sku)).toBe(start);
      // Nothing half-written: every order has its lines and its reservation.
      const broken = await one<{ n: number }>(
        tdb,
        `SELECT count(*)::int AS n FROM orders o WHERE o.cart_id = ANY($1::uuid[])
          AND (NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)
            OR NOT EXISTS (SELECT 1 FROM stock_reservations r WHERE r.order_id = o.id))`,
        [[...carts, template.cartId]],
      );
      expect(broken.n).toBe(0);
    } finally {
      server.kill('SIGTERM');
    }
  }, 180_000);
});
