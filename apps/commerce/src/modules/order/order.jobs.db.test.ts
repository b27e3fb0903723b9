import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse, OrderResponse } from '../../contract';
import { startJobs } from '../../jobs';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mailer';
import { TEST_CARDS, TestGateway } from '../payment';
import {
  type App,
  answerChallenge,
  caller,
  chileBody,
  homeCart,
  newKey,
  one,
  orderApp,
  peruPayAtStoreBody,
  stockedSku,
  storeCart,
  storeSku,
  tokenOf,
  units,
} from './order.fixtures';
import {
  abandonOrder,
  expirePayAtStore,
  type OrderJobDeps,
  type OrderMailJob,
  sendOrderMail,
} from './order.jobs';
import { orderStore } from './order.store';

/**
 * The follow-up work of orders (issue 22) on PostgreSQL 18 and 15: outbox rows become pg-boss
 * jobs, mails are written as .eml files in the shopper's language, unpaid pay-at-store orders
 * expire and give their stock back, abandoned card orders are finished or cancelled.
 */
let tdb: TestDatabase;
let app: App;
let call: ReturnType<typeof caller>;
let mailDir: string;
let deps: OrderJobDeps;
const now = new Date();

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = orderApp(tdb, now);
  call = caller(app);
  mailDir = await mkdtemp(join(tmpdir(), 'fierro-mail-'));
  deps = {
    store: orderStore(tdb.db),
    gateway: new TestGateway(tdb.pool),
    mailer: createMailer({ dir: mailDir, from: 'Fierro <pedidos@fierro.test>' }),
    now: () => now,
  };
});
afterAll(() => tdb?.drop());

const peruOrder = async () => {
  const sku = await storeSku(tdb, 'sope');
  const cart = await storeCart(app, 'sope', sku, 2);
  const r = await call('POST', '/checkout/v1/orders', {
    headers: { 'idempotency-key': newKey() },
    body: peruPayAtStoreBody(cart),
  });
  expect(r.status).toBe(201);
  return { sku, order: OrderResponse.parse(r.json) };
};

/** A mail's quoted-printable text as read (soft breaks joined, bytes decoded as UTF-8). */
const quotedPrintable = (mail: string) =>
  Buffer.from(
    mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');

describe('order jobs', () => {
  it('outbox rows become pg-boss jobs once; the mail is written in the shopper language', async () => {
    const { order } = await peruOrder();
    const jobs = await startJobs({
      databaseUrl: tdb.url,
      pool: tdb.pool,
      store: deps.store,
      gateway: deps.gateway,
      mailer: deps.mailer,
      logger: createLogger('silent'),
      now: () => now,
      pollSeconds: 0.5,
    });
    try {
      // The start's own relay may hold rows (SKIP LOCKED): relay until none is left.
      let left = 1;
      for (let i = 0; i < 50 && left > 0; i++) {
        await jobs.relay();
        left = (
          await one<{ n: number }>(
            tdb,
            'SELECT count(*)::int AS n FROM outbox WHERE dispatched_at IS NULL',
          )
        ).n;
        if (left > 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(left).toBe(0);
      const queued = await one<{ mail: number; expire: number }>(
        tdb,
        `SELECT count(*) FILTER (WHERE name = 'order-mail' AND data->>'orderId' = $1)::int AS mail,
            count(*) FILTER (WHERE name = 'order-expire' AND data->>'orderId' = $1
              AND start_after > now() + interval '47 hours')::int AS expire
          FROM pgboss.job`,
        [order.orderId],
      );
      expect(queued).toEqual({ mail: 1, expire: 1 });
      // The worker sends the mail: an .eml under the mail folder, in Spanish, with the code.
      let files: string[] = [];
      for (let i = 0; i < 60 && files.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 250));
        files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml'));
      }
      const mails = await Promise.all(files.map((f) => readFile(join(mailDir, f), 'utf8')));
      const mail = mails.find((m) => m.includes(order.orderNumber));
      expect(mail).toBeDefined();
      expect(mail).toMatch(/Subject: Paga tu pedido/);
      expect(mail).toContain(order.paymentCode!);
      expect(mail).toContain('To: rosa@fierro.test');
      // Where to go: the store's name and address, read through the mail's encoding.
      const text = quotedPrintable(mail!);
      const store = order.lines[0]!.store!;
      expect(text).toContain(`Tu pedido te espera en ${store.name}: ${store.address}.`);
      if (store.hours) expect(text).toContain(`Horario: ${store.hours}.`);

      // The job run again, as pg-boss retries it when the process died after the mail was
      // written and before the job was marked done: one mail still, one Message-ID of the row.
      const job = await one<{ data: OrderMailJob; retry_limit: number }>(
        tdb,
        `SELECT data, retry_limit FROM pgboss.job WHERE name = 'order-mail' AND data->>'orderId' = $1`,
        [order.orderId],
      );
      // Tried again for about half a day or more before pg-boss gives up on it.
      expect(job.retry_limit).toBe(12);
      expect(job.data.outboxId).toBeDefined();
      expect(mail).toMatch(
        new RegExp(`Message-ID: <order-${order.orderId}-${job.data.outboxId}@fierro\\.test>`),
      );
      await sendOrderMail(deps, job.data);
      const again = (await readdir(mailDir)).filter((f) => f.endsWith('.eml'));
      const ofOrder = await Promise.all(
        again.map(async (f) =>
          (await readFile(join(mailDir, f), 'utf8')).includes(order.orderNumber),
        ),
      );
      expect(ofOrder.filter(Boolean)).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });

  it('a pay-at-store order unpaid at its due time is cancelled and its stock released, once', async () => {
    const { sku, order } = await peruOrder();
    const held = await units(tdb, 'sope', sku.sku);
    expect(await expirePayAtStore(deps, { orderId: order.orderId })).toBe(false);
    const later = { ...deps, now: () => new Date(now.getTime() + 49 * 3_600_000) };
    expect(await expirePayAtStore(later, { orderId: order.orderId })).toBe(true);
    expect(await expirePayAtStore(later, { orderId: order.orderId })).toBe(false);
    expect(await units(tdb, 'sope', sku.sku)).toBe(held + 2);
    const read = await call(
      'GET',
      `/checkout/v1/orders/${order.orderId}?token=${order.accessToken}`,
    );
    const after = OrderResponse.parse(read.json);
    expect(after.status).toBe('CANCELLED');
    expect(after.history.map((h) => h.status)).toEqual(['CREATED', 'PAYMENT_PENDING', 'CANCELLED']);
    const file = await sendOrderMail(deps, { orderId: order.orderId, template: 'cancelled' });
    expect(await readFile(file!, 'utf8')).toMatch(/anulado/);
  });

  it('a card order left at CREATED by a crash is finished with the same payment', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const token = await tokenOf(app, TEST_CARDS.approve);
    // The process "dies" after the order's commit: its gateway never answers.
    const dying = orderApp(tdb, now, {
      ...deps.gateway,
      describe: (t: string) => deps.gateway.describe(t),
      authorize: () => Promise.reject(new Error('process died')),
    } as unknown as TestGateway);
    const r = await caller(dying)('POST', '/checkout/v1/orders', {
      headers: { 'idempotency-key': newKey() },
      body: chileBody(cart, { method: 'card', token }, sku.location),
    });
    expect(r.status).toBe(500);
    const row = await one<{ id: string; status: string }>(
      tdb,
      'SELECT id, status FROM orders WHERE cart_id = $1',
      [cart.cartId],
    );
    expect(row.status).toBe('CREATED');
    expect(await abandonOrder(deps, { orderId: row.id })).toBe('PAID');
    expect(await abandonOrder(deps, { orderId: row.id })).toBe('PAID');
    const payments = await one<{ n: number }>(
      tdb,
      'SELECT count(*)::int AS n FROM test_gateway_payments WHERE idempotency_key = $1',
      [row.id],
    );
    expect(payments.n).toBe(1);
  });

  it('a 3-D Secure challenge never answered: voided, cancelled, stock back, the cart given back', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const before = await units(tdb, 'socl', sku.sku);
    const cart = await homeCart(app, 'socl', sku, 2);
    const token = await tokenOf(app, TEST_CARDS.challenge);
    const r = await call('POST', '/checkout/v1/orders', {
      headers: { 'idempotency-key': newKey() },
      body: chileBody(cart, { method: 'card', token }, sku.location),
    });
    const order = OrderResponse.parse(r.json);
    expect(order.status).toBe('PAYMENT_PENDING');
    expect(await abandonOrder(deps, { orderId: order.orderId })).toBe('CANCELLED');
    expect(await units(tdb, 'socl', sku.sku)).toBe(before);
    const payment = await one<{ status: string }>(
      tdb,
      'SELECT status FROM test_gateway_payments WHERE idempotency_key = $1',
      [order.orderId],
    );
    expect(payment.status).toBe('voided');
    // The shopper finds the cart as it was, as after a declined card.
    const back = CartResponse.parse((await call('GET', `/checkout/v1/carts/${cart.cartId}`)).json);
    expect(back.lines.map((l) => [l.skuId, l.quantity])).toEqual([[sku.sku, 2]]);
    // A challenge passed after that finds the order cancelled: nothing stays held for it.
    const late = await answerChallenge(app, order, true);
    expect(late.status).toBe(409);
  });

  it('a challenge the cardholder passed and the order never heard of (a tab closed): the job pays it, never voids it', async () => {
    for (const [passed, status, payment] of [
      [true, 'PAID', 'authorized'],
      [false, 'CANCELLED', 'declined'],
    ] as const) {
      const sku = await stockedSku(tdb, 'socl');
      const before = await units(tdb, 'socl', sku.sku);
      const cart = await homeCart(app, 'socl', sku);
      const token = await tokenOf(app, TEST_CARDS.challenge);
      const order = OrderResponse.parse(
        (
          await call('POST', '/checkout/v1/orders', {
            headers: { 'idempotency-key': newKey() },
            body: chileBody(cart, { method: 'card', token }, sku.location),
          })
        ).json,
      );
      // The gateway has the answer; the order's settling call never came.
      const answered = await call(
        'POST',
        `/payments/v1/test-gateway/challenges/${order.challengeId}`,
        { body: { passed } },
      );
      expect(answered.status).toBe(200);
      expect(await abandonOrder(deps, { orderId: order.orderId })).toBe(status);
      const held = await one<{ status: string }>(
        tdb,
        'SELECT status FROM test_gateway_payments WHERE idempotency_key = $1',
        [order.orderId],
      );
      expect(held.status).toBe(payment);
      expect(await units(tdb, 'socl', sku.sku)).toBe(passed ? before - 1 : before);
    }
  });

  it('a challenge passed while the abandoned-order job runs: paid and held, or cancelled and voided, never paid and voided', async () => {
    const sku = await stockedSku(tdb, 'socl');
    for (let round = 0; round < 8; round++) {
      const cart = await homeCart(app, 'socl', sku);
      const token = await tokenOf(app, TEST_CARDS.challenge);
      const order = OrderResponse.parse(
        (
          await call('POST', '/checkout/v1/orders', {
            headers: { 'idempotency-key': newKey() },
            body: chileBody(cart, { method: 'card', token }, sku.location),
          })
        ).json,
      );
      await Promise.all([
        abandonOrder(deps, { orderId: order.orderId }),
        answerChallenge(app, order, true),
      ]);
      const { status } = await one<{ status: string }>(
        tdb,
        'SELECT status FROM orders WHERE id = $1',
        [order.orderId],
      );
      const payment = await one<{ status: string }>(
        tdb,
        'SELECT status FROM test_gateway_payments WHERE idempotency_key = $1',
        [order.orderId],
      );
      expect(
        [
          ['PAID', 'authorized'],
          ['PAID', 'captured'],
          ['CANCELLED', 'voided'],
        ],
        `round ${round}`,
      ).toContainEqual([status, payment.status]);
    }
  });
});
