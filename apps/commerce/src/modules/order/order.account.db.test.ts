import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse, OrderLookupResponse, OrderResponse } from '../../contract';
import { TEST_CARDS } from '../payment';
import { LOOKUPS_PER_WINDOW } from './order.account.routes';
import {
  type App,
  caller,
  chileBody,
  homeCart,
  newKey,
  orderApp,
  signedIn,
  solvedCaptcha,
  stockedSku,
  tokenOf,
} from './order.fixtures';

/**
 * The shopper's orders (issue 23's first part) on PostgreSQL 18 and 15: the list, buy again,
 * a guest's lookup by number and e-mail, each answering only its owner.
 */
let tdb: TestDatabase;
let app: App;
let call: ReturnType<typeof caller>;
const now = new Date();

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = orderApp(tdb, now);
  call = caller(app);
});
afterAll(() => tdb?.drop());

const placeFor = async (session: string | undefined, quantity = 1) => {
  const sku = await stockedSku(tdb, 'socl');
  const cart = await homeCart(app, 'socl', sku, quantity, session);
  const token = await tokenOf(app, TEST_CARDS.approve);
  const r = await call('POST', '/checkout/v1/orders', {
    body: chileBody(cart, { method: 'card', token }, sku.location),
    session,
    headers: { 'idempotency-key': newKey() },
  });
  expect(r.status).toBe(201);
  return { sku, order: OrderResponse.parse(r.json) };
};

describe("a shopper's orders", () => {
  it('lists only the shopper orders, newest first, paged; a guest gets 401', async () => {
    const ana = await signedIn(tdb, now);
    const eva = await signedIn(tdb, now);
    const first = await placeFor(ana);
    const second = await placeFor(ana, 2);
    await placeFor(eva);
    const r = await call('GET', '/checkout/v1/orders?siteId=socl&perPage=1', { session: ana });
    expect(r.status).toBe(200);
    const page = r.json as { orders: Array<{ orderId: string; itemCount: number }>; total: number };
    expect(page.total).toBe(2);
    expect(page.orders.map((o) => o.orderId)).toEqual([second.order.orderId]);
    expect(page.orders[0]!.itemCount).toBe(2);
    const next = await call('GET', '/checkout/v1/orders?siteId=socl&perPage=1&page=2', {
      session: ana,
    });
    expect((next.json as typeof page).orders.map((o) => o.orderId)).toEqual([first.order.orderId]);
    expect((await call('GET', '/checkout/v1/orders?siteId=socl')).status).toBe(401);
    const bad = await call('GET', '/checkout/v1/orders?siteId=socl&perPage=5000', { session: ana });
    expect(bad.status).toBe(400);
  });

  it('buys an order again at today prices; another shopper gets 404', async () => {
    const ana = await signedIn(tdb, now);
    const { sku, order } = await placeFor(ana, 2);
    const r = await call('POST', `/checkout/v1/orders/${order.orderId}/buy-again`, {
      session: ana,
    });
    expect(r.status).toBe(200);
    const { cart, skipped } = r.json as { cart: unknown; skipped: unknown[] };
    const parsed = CartResponse.parse(cart);
    expect(parsed.lines.map((l) => [l.skuId, l.quantity])).toEqual([[sku.sku, 2]]);
    expect(skipped).toEqual([]);
    const eva = await signedIn(tdb, now);
    const theirs = await call('POST', `/checkout/v1/orders/${order.orderId}/buy-again`, {
      session: eva,
    });
    expect(theirs.status).toBe(404);
    const guest = await call('POST', `/checkout/v1/orders/${order.orderId}/buy-again`);
    expect(guest.status).toBe(404);
  });

  it('a guest looks an order up by number and e-mail; a wrong one is 404; guessing is limited', async () => {
    const { order } = await placeFor(undefined);
    const ok = await call('POST', '/checkout/v1/orders/lookup', {
      body: {
        siteId: 'socl',
        orderNumber: order.orderNumber,
        email: 'ANA@fierro.test ',
        captcha: await solvedCaptcha(call, 'socl'),
      },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(ok.status).toBe(200);
    expect(OrderLookupResponse.parse(ok.json).orderNumber).toBe(order.orderNumber);
    const wrong = await call('POST', '/checkout/v1/orders/lookup', {
      body: {
        siteId: 'socl',
        orderNumber: order.orderNumber,
        email: 'eva@fierro.test',
        captcha: await solvedCaptcha(call, 'socl'),
      },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(wrong.status).toBe(404);
    const otherSite = await call('POST', '/checkout/v1/orders/lookup', {
      body: {
        siteId: 'sope',
        orderNumber: order.orderNumber,
        email: 'ana@fierro.test',
        captcha: await solvedCaptcha(call, 'sope'),
      },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(otherSite.status).toBe(404);
    const answers: number[] = [];
    for (let i = 0; i < LOOKUPS_PER_WINDOW; i++) {
      const r = await call('POST', '/checkout/v1/orders/lookup', {
        body: {
          siteId: 'socl',
          orderNumber: String(100000 + i),
          email: 'ana@fierro.test',
          captcha: await solvedCaptcha(call, 'socl'),
        },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      answers.push(r.status);
    }
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((s) => s === 429).length).toBe(3);
    const bad = await call('POST', '/checkout/v1/orders/lookup', {
      body: { siteId: 'socl', orderNumber: 'abc', email: 'x' },
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(bad.status).toBe(400);
  });

  it("a guest's lookup answers what the status page shows, never the street or the tax id", async () => {
    const ana = await signedIn(tdb, now);
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku, 2, ana);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const placed = await call('POST', '/checkout/v1/orders', {
      body: {
        ...chileBody(cart, { method: 'card', token }, sku.location),
        fiscalDocument: { kind: 'boleta', taxId: '12.345.678-5' },
      },
      session: ana,
      headers: { 'idempotency-key': newKey() },
    });
    expect(placed.status).toBe(201);
    const order = OrderResponse.parse(placed.json);
    const r = await call('POST', '/checkout/v1/orders/lookup', {
      body: {
        siteId: 'socl',
        orderNumber: order.orderNumber,
        email: order.contact.email,
        captcha: await solvedCaptcha(call, 'socl'),
      },
      from: '203.0.113.88',
    });
    expect(r.status).toBe(200);
    const address = order.deliveryAddress!;
    const taxId = order.fiscalDocument.taxId!;
    const raw = JSON.stringify(r.json);
    for (const hidden of [address.street, taxId, order.orderId, order.contact.email]) {
      expect(raw).not.toContain(hidden);
    }
    expect(Object.keys(r.json).sort()).toEqual(
      [
        'createdAt',
        'currency',
        'deliveryPlace',
        'history',
        'lines',
        'orderNumber',
        'siteId',
        'status',
        'totals',
      ].sort(),
    );
    const found = OrderLookupResponse.parse(r.json);
    expect(found).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'PAID',
      totals: order.totals,
      deliveryPlace: address.label,
    });
    expect(found.lines.map((l) => [l.name, l.quantity, l.deliveryMethod])).toEqual(
      order.lines.map((l) => [l.name, l.quantity, l.deliveryMethod]),
    );
    // The owner's own read keeps the whole order.
    const own = OrderResponse.parse(
      (await call('GET', `/checkout/v1/orders/${order.orderId}`, { session: ana })).json,
    );
    expect(own.deliveryAddress).toMatchObject({ street: address.street, number: address.number });
    expect(own.fiscalDocument.taxId).toBe(taxId);
  });

  // The body's siteId names the site: a Brazilian one reads its messages in Portuguese.
  it.each([
    ['socl', 'Falta este dato', /Cadena inválida/, /correo/],
    ['sobr', 'Falta este dado', /^Texto inválido/, /^E-mail inválido|endereço de e-mail/],
    ['dicico', 'Falta este dado', /^Texto inválido/, /^E-mail inválido|endereço de e-mail/],
  ])(
    "a guest's lookup on %s names each bad field in the site's language",
    async (siteId, missing, number, email) => {
      const from = `198.51.100.${siteId.length + 60}`;
      const none = await call('POST', '/checkout/v1/orders/lookup', { body: { siteId }, from });
      expect([none.status, (none.json as { errors: unknown[] }).errors]).toEqual([
        400,
        [
          { code: 'INVALID_PARAMETER', message: missing, field: 'orderNumber' },
          { code: 'INVALID_PARAMETER', message: missing, field: 'email' },
        ],
      ]);
      const bad = await call('POST', '/checkout/v1/orders/lookup', {
        body: { siteId, orderNumber: 'abc', email: 'x' },
        from,
      });
      const messages = Object.fromEntries(
        (bad.json as { errors: Array<{ field: string; message: string }> }).errors.map((e) => [
          e.field,
          e.message,
        ]),
      );
      expect(messages.orderNumber).toMatch(number);
      expect(messages.email).toMatch(email);
    },
  );

  it('two commerce processes count one address together; a burst lets at most the limit through', async () => {
    const other = caller(orderApp(tdb, now));
    const ask = (i: number) =>
      (i % 2 ? other : call)('POST', '/checkout/v1/orders/lookup', {
        body: { siteId: 'socl', orderNumber: String(200000 + i), email: 'ana@fierro.test' },
        from: '203.0.113.50',
      });
    const answers = await Promise.all(
      Array.from({ length: 3 * LOOKUPS_PER_WINDOW }, (_, i) => ask(i)),
    );
    const through = answers.filter((r) => r.status !== 429);
    expect(through.length).toBe(LOOKUPS_PER_WINDOW);
    // The ones let through were judged (no captcha sent: Chile asks for one), never 5xx.
    expect(new Set(through.map((r) => r.status))).toEqual(new Set([400]));
    // Another address is not held back by this one.
    const elsewhere = await call('POST', '/checkout/v1/orders/lookup', {
      body: { siteId: 'socl', orderNumber: '200000', email: 'ana@fierro.test' },
      from: '203.0.113.51',
    });
    expect(elsewhere.status).toBe(400);
  });

  it('an IPv6 shopper is one network: a new address of the same /64 for each lookup is counted together', async () => {
    const ask = (i: number) =>
      call('POST', '/checkout/v1/orders/lookup', {
        body: { siteId: 'socl', orderNumber: String(300000 + i), email: 'ana@fierro.test' },
        from: `2001:db8:46:1::${(i + 1).toString(16)}`,
      });
    const answers: number[] = [];
    for (let i = 0; i < LOOKUPS_PER_WINDOW + 2; i++) answers.push((await ask(i)).status);
    expect(answers.filter((s) => s === 429).length).toBe(2);
    // Another /64 is another shopper.
    const neighbour = await call('POST', '/checkout/v1/orders/lookup', {
      body: { siteId: 'socl', orderNumber: '300000', email: 'ana@fierro.test' },
      from: '2001:db8:46:2::1',
    });
    expect(neighbour.status).toBe(400);
  });
});
