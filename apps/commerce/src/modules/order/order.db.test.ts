import { dbOf } from '@fierro/db';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse, OrderErrorResponse, OrderResponse } from '../../contract';
import { createPgIdentityStore, DEMO_PASSWORD, loginPolicyOf, seedDemoAccounts } from '../identity';
import { TEST_CARDS } from '../payment';
import {
  type App,
  answerChallenge,
  caller,
  chileBody,
  homeCart,
  newKey,
  ORIGIN,
  one,
  orderApp,
  peruPayAtStoreBody,
  signedIn,
  stockedSku,
  storeCart,
  storeSku,
  tokenOf,
  units,
} from './order.fixtures';
import { unpaidHolds } from './order.service';
import { REPLAY_TOKENS_KEPT } from './order.store';

/**
 * Placing orders (issue 22) on PostgreSQL 18 and 15, route by route: a paid card order, a
 * declined card, the 3-D Secure challenge, pay at store, idempotent replays, a changed total,
 * bad fields, and who may read an order.
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

const place = (body: unknown, key: string | null = newKey(), session?: string) =>
  call('POST', '/checkout/v1/orders', {
    body,
    session,
    headers: key ? { 'idempotency-key': key } : {},
  });
const errorsOf = (r: { json: unknown }) => OrderErrorResponse.parse(r.json).errors;
type Body = ReturnType<typeof chileBody>;

/** Every table (any schema) with a row whose text form holds `text`. */
async function tablesHolding(text: string): Promise<string[]> {
  const { rows } = await tdb.pool.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const { name } of rows) {
    const hit = await one<{ hit: boolean }>(
      tdb,
      `SELECT EXISTS (SELECT 1 FROM ${name} t WHERE strpos(t::text, $1) > 0) AS hit`,
      [text],
    );
    if (hit.hit) found.push(name);
  }
  return found;
}

describe('placing an order', () => {
  it('a guest in Chile pays by card with home delivery: paid, stock taken, cart closed', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const before = await units(tdb, 'socl', sku.sku);
    const cart = await homeCart(app, 'socl', sku, 2);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const r = await place(chileBody(cart, { method: 'card', token }, sku.location));
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const order = OrderResponse.parse(r.json);
    expect(order).toMatchObject({
      status: 'PAID',
      siteId: 'socl',
      paymentMethod: 'card',
      payment: { brand: 'VISA', last4: '1111', installments: 1 },
      totals: { total: cart.totals.total },
    });
    expect(order.orderNumber).toMatch(/^\d{6,}$/);
    expect(order.lines[0]).toMatchObject({
      skuId: sku.sku,
      quantity: 2,
      unitPrice: cart.lines[0]!.pricing.paid!.amount,
      deliveryMethod: 'homeDelivery',
    });
    expect(order.history.map((h) => h.status)).toEqual(['CREATED', 'PAID']);
    expect(order.accessToken).toBeTruthy();
    expect(await units(tdb, 'socl', sku.sku)).toBe(before - 2);
    // The cart is spent: it cannot be ordered or changed again.
    const again = await call('GET', `/checkout/v1/carts/${cart.cartId}`);
    expect(again.status).toBe(404);
    // No card number anywhere: only brand, last four and the gateway's token.
    const leaked = await one<{ n: number }>(
      tdb,
      `SELECT count(*)::int AS n FROM orders WHERE payment::text LIKE '%4111111111111111%'
        OR contact::text LIKE '%4111111111111111%'`,
    );
    expect(leaked.n).toBe(0);
    const columns = await one<{ n: number }>(
      tdb,
      `SELECT count(*)::int AS n FROM information_schema.columns
        WHERE table_name = 'test_gateway_tokens' AND column_name IN ('number', 'cvv', 'pan')`,
    );
    expect(columns.n).toBe(0);
  });

  it('a line sold by the box keeps the m² a box covers, so the order counts boxes as the cart did', async () => {
    const sku = await stockedSku(tdb, 'socl', true);
    const cart = await homeCart(app, 'socl', sku, 3);
    const coverage = cart.lines[0]!.pricing.coverage;
    expect(coverage).toBeGreaterThan(0);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const r = await place(chileBody(cart, { method: 'card', token }, sku.location));
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const order = OrderResponse.parse(r.json);
    expect(order.lines[0]).toMatchObject({ quantity: 3, coverage });
    const read = await call('GET', `/checkout/v1/orders/${order.orderId}`, {
      headers: { 'x-order-token': order.accessToken! },
    });
    expect(OrderResponse.parse(read.json).lines[0]!.coverage).toBe(coverage);
  });

  it("a company's invoice keeps what it is made out to: tax id, legal name, line of business", async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const fiscalDocument = {
      kind: 'factura',
      taxId: '76.086.428-5',
      businessName: 'Constructora Los Andes SpA',
      businessActivity: 'Construcción de edificios',
    };
    const r = await place({
      ...chileBody(cart, { method: 'card', token }, sku.location),
      fiscalDocument,
    });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const order = OrderResponse.parse(r.json);
    // The RUT as the tax office writes it, without the dots.
    const kept = { ...fiscalDocument, taxId: '76086428-5' };
    expect(order.fiscalDocument).toEqual(kept);
    const read = await call(
      'GET',
      `/checkout/v1/orders/${order.orderId}?token=${order.accessToken}`,
    );
    expect(OrderResponse.parse(read.json).fiscalDocument).toEqual(kept);
    // A boleta has none of them.
    const boleta = await place(
      chileBody(
        await homeCart(app, 'socl', sku),
        { method: 'card', token: await tokenOf(app, TEST_CARDS.approve) },
        sku.location,
      ),
    );
    expect(OrderResponse.parse(boleta.json).fiscalDocument).toEqual({
      kind: 'boleta',
      taxId: null,
      businessName: null,
      businessActivity: null,
    });
  });

  it("the store card's total is what an order paid with it charges, free delivery's threshold included", async () => {
    // A SKU whose card price is lower, shipped to a zone with free delivery from an amount, in a
    // quantity whose normal total reaches that amount and whose card total does not.
    const { rows } = await tdb.pool.query<{
      sku: string;
      location: string;
      normal: number;
      card: number;
      free_from: number;
      in_stock: number;
    }>(
      `SELECT n.sku_id AS sku, za.area_id AS location, n.amount::int AS normal, c.amount::int AS card,
          r.free_from::int AS free_from, w.quantity AS in_stock
        FROM prices n
        JOIN prices c ON c.site_id = n.site_id AND c.sku_id = n.sku_id AND c.type = 'CMR'
          AND c.price_group IS NULL AND c.valid_to IS NULL AND c.amount < n.amount
        JOIN zone_facilities zf ON zf.site_id = n.site_id AND zf.method = 'homeDelivery'
        JOIN stock w ON w.site_id = zf.site_id AND w.facility_id = zf.facility_id AND w.sku_id = n.sku_id
        JOIN delivery_rules r ON r.site_id = zf.site_id AND r.zone_id = zf.zone_id
          AND r.method = 'homeDelivery' AND r.free_from IS NOT NULL AND r.cost > 0
        JOIN LATERAL (SELECT area_id FROM zone_areas a WHERE site_id = zf.site_id AND zone_id = zf.zone_id
          AND NOT EXISTS (SELECT 1 FROM geo_areas c WHERE c.parent_id = a.area_id)
          ORDER BY area_id LIMIT 1) za ON true
        WHERE n.site_id = 'socl' AND n.type = 'NORMAL' AND n.price_group IS NULL
          AND NOT EXISTS (SELECT 1 FROM prices o WHERE o.site_id = n.site_id AND o.sku_id = n.sku_id
            AND o.type NOT IN ('NORMAL', 'CMR'))
        ORDER BY n.sku_id, zf.zone_id`,
    );
    const pick = rows
      .map((r) => ({ ...r, quantity: Math.ceil(r.free_from / r.normal) }))
      .find((r) => r.quantity * r.card < r.free_from && r.quantity <= Math.min(r.in_stock, 50));
    expect(pick, 'a SKU and zone for the case').toBeDefined();
    const cart = await homeCart(app, 'socl', pick!, pick!.quantity);
    expect(cart.totals.delivery).toBe(0);
    expect(cart.totals.storeCardTotal).toBeGreaterThan(pick!.quantity * pick!.card);
    expect(cart.totals.storeCardDelivery).toBeGreaterThan(0);
    expect(cart.totals.storeCardTotal! - cart.totals.storeCardDelivery!).toBe(
      pick!.quantity * pick!.card,
    );
    // The line says its card total too, so the checkout can show the line the order records.
    expect(cart.lines[0]!.storeCardTotal).toBe(pick!.quantity * pick!.card);
    const token = await tokenOf(app, TEST_CARDS.storeCard);
    const r = await place(
      chileBody(
        cart,
        { method: 'storeCard', token },
        pick!.location,
        cart.totals.storeCardTotal ?? cart.totals.total,
      ),
    );
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const order = OrderResponse.parse(r.json);
    expect(order.totals.total).toBe(cart.totals.storeCardTotal);
    expect(order.lines.find((l) => l.skuId === pick!.sku)?.total).toBe(
      cart.lines[0]!.storeCardTotal,
    );
  });

  it('the store card entered as any card is pointed to its own option, not charged the cash price', async () => {
    const pick = await one<{ sku: string; location: string }>(
      tdb,
      `SELECT n.sku_id AS sku, za.area_id AS location
        FROM prices n JOIN prices c ON c.site_id = n.site_id AND c.sku_id = n.sku_id
          AND c.type = 'CMR' AND c.amount < n.amount
        JOIN variants v ON v.site_id = n.site_id AND v.sku_id = n.sku_id AND v.published
        JOIN zone_facilities zf ON zf.site_id = n.site_id AND zf.method = 'homeDelivery'
        JOIN stock w ON w.site_id = zf.site_id AND w.facility_id = zf.facility_id
          AND w.sku_id = n.sku_id AND w.quantity > 5
        JOIN LATERAL (SELECT area_id FROM zone_areas a WHERE site_id = zf.site_id AND zone_id = zf.zone_id
          AND NOT EXISTS (SELECT 1 FROM geo_areas g WHERE g.parent_id = a.area_id)
          ORDER BY area_id LIMIT 1) za ON true
        WHERE n.site_id = 'socl' AND n.type = 'NORMAL' AND n.price_group IS NULL
          AND NOT EXISTS (SELECT 1 FROM prices o WHERE o.site_id = n.site_id AND o.sku_id = n.sku_id
            AND o.type NOT IN ('NORMAL', 'CMR'))
        ORDER BY n.sku_id LIMIT 1`,
    );
    const cart = await homeCart(app, 'socl', pick, 1);
    expect(cart.totals.storeCardTotal).not.toBeNull();
    const r = await place(
      chileBody(
        cart,
        { method: 'card', token: await tokenOf(app, TEST_CARDS.storeCard) },
        pick.location,
      ),
    );
    expect(r.status, JSON.stringify(r.json)).toBe(400);
    expect(errorsOf(r)[0]).toMatchObject({
      code: 'USE_STORE_CARD',
      field: 'payment.method',
      message: 'Es una tarjeta CMR: elige «Tarjeta CMR» para pagar con sus precios',
    });
    const orders = await one<{ n: number }>(
      tdb,
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cart.cartId],
    );
    expect(orders.n).toBe(0);
    // Chosen as the store card, it pays the card's total.
    const paid = await place(
      chileBody(
        cart,
        { method: 'storeCard', token: await tokenOf(app, TEST_CARDS.storeCard) },
        pick.location,
        cart.totals.storeCardTotal!,
      ),
    );
    expect(paid.status, JSON.stringify(paid.json)).toBe(201);
    expect(OrderResponse.parse(paid.json).totals.total).toBe(cart.totals.storeCardTotal);
  });

  it("a company's buyer orders for the company: the order is the company's", async () => {
    const store = createPgIdentityStore(tdb.pool);
    await seedDemoAccounts({ store, now, policyOf: loginPolicyOf });
    const login = await call('POST', '/auth/v1/login', {
      body: { email: 'empresa.cl@fierro.demo', password: DEMO_PASSWORD, accountKind: 'company' },
      headers: { 'tenant-b2b': 'cl', origin: ORIGIN },
    });
    expect(login.status, JSON.stringify(login.json)).toBe(200);
    const session = (login.json as { sessionId: string }).sessionId;
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku, 1, session);
    const r = await place(
      {
        ...chileBody(
          cart,
          { method: 'card', token: await tokenOf(app, TEST_CARDS.approve) },
          sku.location,
        ),
        fiscalDocument: {
          kind: 'factura',
          taxId: '76.086.428-5',
          businessName: 'Constructora Los Andes SpA',
          businessActivity: 'Construcción',
        },
      },
      newKey(),
      session,
    );
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const { orderId } = OrderResponse.parse(r.json);
    const row = await one<{ company: string | null; legal: string }>(
      tdb,
      `SELECT o.company_id AS company, c.legal_name AS legal FROM orders o
        LEFT JOIN companies c ON c.id = o.company_id WHERE o.id = $1`,
      [orderId],
    );
    expect(row).toEqual({ company: expect.any(String), legal: 'Constructora Los Andes SpA' });
    // A person's order is nobody's company's.
    const person = await signedIn(tdb, now);
    const mine = await homeCart(app, 'socl', sku, 1, person);
    const p = await place(
      chileBody(
        mine,
        { method: 'card', token: await tokenOf(app, TEST_CARDS.approve) },
        sku.location,
      ),
      newKey(),
      person,
    );
    expect(p.status, JSON.stringify(p.json)).toBe(201);
    const personRow = await one<{ company: string | null }>(
      tdb,
      'SELECT company_id AS company FROM orders WHERE id = $1',
      [OrderResponse.parse(p.json).orderId],
    );
    expect(personRow.company).toBeNull();
  });

  it('order numbers come from the site sequence, one after another', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const cart = await homeCart(app, 'socl', sku);
      const token = await tokenOf(app, TEST_CARDS.approve);
      const r = await place(chileBody(cart, { method: 'card', token }, sku.location));
      numbers.push(Number(OrderResponse.parse(r.json).orderNumber));
    }
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
  });

  it('a declined card: 402 with a clear message, stock as it was, the cart given back', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const before = await units(tdb, 'socl', sku.sku);
    const cart = await homeCart(app, 'socl', sku, 3);
    const token = await tokenOf(app, TEST_CARDS.decline);
    const r = await place(chileBody(cart, { method: 'card', token }, sku.location));
    expect(r.status).toBe(402);
    const [error] = errorsOf(r);
    expect(error).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(error!.message).toMatch(/rechazada/);
    expect(await units(tdb, 'socl', sku.sku)).toBe(before);
    const back = CartResponse.parse((await call('GET', `/checkout/v1/carts/${cart.cartId}`)).json);
    expect(back.lines.map((l) => [l.skuId, l.quantity])).toEqual([[sku.sku, 3]]);
    const order = OrderErrorResponse.parse(r.json).order!;
    expect(order.status).toBe('CANCELLED');
    const released = await one<{ n: number }>(
      tdb,
      'SELECT count(*)::int AS n FROM stock_reservations WHERE order_id = $1 AND released_at IS NULL',
      [order.orderId],
    );
    expect(released.n).toBe(0);
  });

  it('the 3-D Secure challenge: pending until the shopper passes it, then paid', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const token = await tokenOf(app, TEST_CARDS.challenge);
    const r = await place(chileBody(cart, { method: 'card', token }, sku.location));
    expect(r.status).toBe(201);
    const order = OrderResponse.parse(r.json);
    expect(order.status).toBe('PAYMENT_PENDING');
    expect(order.challengeId).toMatch(/^ch_/);
    // Before the cardholder answers the gateway, nothing settles: the client's word is no answer.
    const early = await call('POST', `/checkout/v1/orders/${order.orderId}/challenge`, {
      body: { passed: true },
      headers: { 'x-order-token': order.accessToken! },
    });
    expect([early.status, errorsOf(early)[0]!.code]).toEqual([409, 'CHALLENGE_UNANSWERED']);
    expect(errorsOf(early)[0]!.message).toBe(
      'Tu banco aún no confirma la compra: completa la verificación',
    );
    const passed = await answerChallenge(app, order, true);
    expect(passed.status).toBe(201);
    expect(OrderResponse.parse(passed.json).status).toBe('PAID');
    // The gateway takes one answer per challenge; a malformed one is a 400 naming it.
    const again = await call('POST', `/payments/v1/test-gateway/challenges/${order.challengeId}`, {
      body: { passed: false },
    });
    expect([again.status, errorsOf(again)[0]!.code]).toEqual([404, 'NO_CHALLENGE']);
    const malformed = await call(
      'POST',
      `/payments/v1/test-gateway/challenges/${order.challengeId}`,
      { body: { passed: 'yes' } },
    );
    expect([malformed.status, errorsOf(malformed)[0]!.field]).toEqual([400, 'passed']);
    const twice = await answerChallenge(app, order, true);
    expect([twice.status, errorsOf(twice)[0]!.code]).toEqual([409, 'NO_CHALLENGE']);
  });

  it('a failed challenge cancels the order and releases its stock', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const before = await units(tdb, 'socl', sku.sku);
    const cart = await homeCart(app, 'socl', sku, 2);
    const token = await tokenOf(app, TEST_CARDS.challenge);
    const order = OrderResponse.parse(
      (await place(chileBody(cart, { method: 'card', token }, sku.location))).json,
    );
    expect(await units(tdb, 'socl', sku.sku)).toBe(before - 2);
    const failed = await answerChallenge(app, order, false);
    expect(failed.status).toBe(402);
    expect(await units(tdb, 'socl', sku.sku)).toBe(before);
  });

  it('a cart whose order waits for the bank is held for its shopper, not gone, until the check ends', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const readCart = (cartId: string) =>
      call('GET', `/checkout/v1/carts/${cartId}?rebuildDependencies=false`);
    const challenged = async () => {
      const cart = await homeCart(app, 'socl', sku);
      const token = await tokenOf(app, TEST_CARDS.challenge);
      const r = await place(chileBody(cart, { method: 'card', token }, sku.location));
      return { cart, order: OrderResponse.parse(r.json) };
    };
    const answer = (order: { orderId: string; accessToken?: string | null }, passed: boolean) =>
      answerChallenge(app, order, passed);

    // Failed: held while the bank checks (the storefront keeps it), then the shopper's again.
    const first = await challenged();
    const held = await readCart(first.cart.cartId);
    expect([held.status, errorsOf(held)[0]!.code]).toEqual([409, 'CART_HELD']);
    // Not ordered a second time meanwhile.
    const again = await place(
      chileBody(
        first.cart,
        { method: 'card', token: await tokenOf(app, TEST_CARDS.approve) },
        sku.location,
      ),
    );
    expect([again.status, errorsOf(again)[0]!.code]).toEqual([409, 'CART_HELD']);
    expect((await answer(first.order, false)).status).toBe(402);
    expect((await readCart(first.cart.cartId)).status).toBe(200);

    // Passed: ordered for good, gone.
    const second = await challenged();
    expect((await readCart(second.cart.cartId)).status).toBe(409);
    expect((await answer(second.order, true)).status).toBe(201);
    const gone = await readCart(second.cart.cartId);
    expect([gone.status, errorsOf(gone)[0]!.code]).toEqual([404, 'CART_NOT_FOUND']);

    // A pay-at-store order's cart is ordered for good too, though its order is unpaid.
    const store = await storeSku(tdb, 'sope');
    const storeOrdered = await storeCart(app, 'sope', store, 1);
    expect((await place(peruPayAtStoreBody(storeOrdered))).status).toBe(201);
    expect((await readCart(storeOrdered.cartId)).status).toBe(404);
  });

  it("a failed check gives a shopper's cart back even if another device made an empty one meanwhile", async () => {
    const sku = await stockedSku(tdb, 'socl');
    const session = await signedIn(tdb, now);
    const cart = await homeCart(app, 'socl', sku, 2, session);
    const token = await tokenOf(app, TEST_CARDS.challenge);
    const order = OrderResponse.parse(
      (await place(chileBody(cart, { method: 'card', token }, sku.location), newKey(), session))
        .json,
    );
    // The cart page opened on a phone meanwhile: the shopper's open cart, a new empty one.
    const meanwhile = CartResponse.parse(
      (await call('POST', '/checkout/v1/carts', { body: { siteId: 'socl' }, session })).json,
    );
    expect(meanwhile.cartId).not.toBe(cart.cartId);
    expect(meanwhile.lines).toEqual([]);
    const failed = await answerChallenge(app, order, false);
    expect(failed.status).toBe(402);
    const back = CartResponse.parse(
      (await call('POST', '/checkout/v1/carts', { body: { siteId: 'socl' }, session })).json,
    );
    expect([back.cartId, back.lines.map((l) => l.quantity)]).toEqual([cart.cartId, [2]]);
  });

  it('card testing: a cart declined five times in an hour, or an address ten times, takes no more cards', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const pay = async (cart: CartResponse, card: string, from: string) =>
      call('POST', '/checkout/v1/orders', {
        headers: { 'idempotency-key': newKey() },
        from,
        body: chileBody(cart, { method: 'card', token: await tokenOf(app, card) }, sku.location),
      });
    const cart = await homeCart(app, 'socl', sku);
    for (let i = 0; i < 5; i++) {
      expect((await pay(cart, TEST_CARDS.decline, `192.0.2.${i + 1}`)).status).toBe(402);
    }
    // The sixth card on that cart is refused before any charge, from any address.
    const sixth = await pay(cart, TEST_CARDS.approve, '192.0.2.9');
    expect([sixth.status, errorsOf(sixth)[0]!.code]).toEqual([429, 'TOO_MANY_FAILED_PAYMENTS']);
    expect(errorsOf(sixth)[0]!.message).toMatch(/otro medio de pago/);
    expect((await call('GET', `/checkout/v1/carts/${cart.cartId}`)).status).toBe(200);

    // Ten declines from one address, each on a cart of its own: the address takes no more cards.
    for (let i = 0; i < 10; i++) {
      const one = await homeCart(app, 'socl', sku);
      expect((await pay(one, TEST_CARDS.decline, '192.0.2.50')).status).toBe(402);
    }
    const fresh = await homeCart(app, 'socl', sku);
    const eleventh = await pay(fresh, TEST_CARDS.approve, '192.0.2.50');
    expect([eleventh.status, errorsOf(eleventh)[0]!.code]).toEqual([
      429,
      'TOO_MANY_FAILED_PAYMENTS',
    ]);
    // Someone else is served.
    expect((await pay(fresh, TEST_CARDS.approve, '192.0.2.51')).status).toBe(201);
  });

  it('Peru buys at store and pays there: a payment code due in 48 hours', async () => {
    const sku = await storeSku(tdb, 'sope');
    const before = await units(tdb, 'sope', sku.sku);
    const cart = await storeCart(app, 'sope', sku, 2);
    const r = await place(peruPayAtStoreBody(cart));
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    const order = OrderResponse.parse(r.json);
    expect(order.status).toBe('PAYMENT_PENDING');
    expect(order.paymentCode).toMatch(/^\d{12}$/);
    expect(new Date(order.paymentDueAt!).getTime() - now.getTime()).toBe(48 * 3_600_000);
    expect(order.lines[0]).toMatchObject({ deliveryMethod: 'buyAtStore', storeId: sku.store });
    // The store as the shopper meets it: where to pay and collect, and when it opens.
    const facility = await one<{ name: string; address: string; hours: string | null }>(
      tdb,
      `SELECT name, address || ', ' || city AS address, opening_hours_text AS hours
         FROM facilities WHERE site_id = 'sope' AND facility_id = $1`,
      [sku.store],
    );
    expect(order.lines[0]!.store).toEqual({ id: sku.store, ...facility });
    expect(await units(tdb, 'sope', sku.sku)).toBe(before - 2);
    const stored = await one<{ n: number }>(
      tdb,
      "SELECT count(*)::int AS n FROM outbox WHERE kind = 'order-expire' AND payload->>'orderId' = $1",
      [order.orderId],
    );
    expect(stored.n).toBe(1);
  });

  it('a shopper holds at most three unpaid pay-at-store orders, by address and by e-mail', async () => {
    const sku = await storeSku(tdb, 'sope');
    const before = await units(tdb, 'sope', sku.sku);
    const hold = async (email: string, from: string) => {
      const cart = await storeCart(app, 'sope', sku, 1);
      const r = await call('POST', '/checkout/v1/orders', {
        headers: { 'idempotency-key': newKey() },
        from,
        body: peruPayAtStoreBody(cart, email),
      });
      return { ...r, cart };
    };
    // Six at once from one address, each with its own e-mail: three get through.
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => hold(`tanda${i}@fierro.test`, '203.0.113.7')),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = burst.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, errorsOf(r)[0]!.code])).toEqual(
      Array.from({ length: 3 }, () => [409, 'UNPAID_HOLDS_LIMIT']),
    );
    expect(errorsOf(refused[0]!)[0]!.message).toMatch(/pedidos por pagar en tienda/);
    // A refused hold took nothing: its cart is still open, the store's units are three fewer.
    expect((await call('GET', `/checkout/v1/carts/${refused[0]!.cart.cartId}`)).status).toBe(200);
    expect(await units(tdb, 'sope', sku.sku)).toBe(before - 3);
    // One e-mail from three addresses holds three; a fourth, written in capitals, is refused.
    for (const from of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await hold('misma@fierro.test', from)).status).toBe(201);
    }
    const fourth = await hold('MISMA@fierro.test', '198.51.100.4');
    expect([fourth.status, errorsOf(fourth)[0]!.code]).toEqual([409, 'UNPAID_HOLDS_LIMIT']);
    // Someone else is served.
    const other = await hold('otra.persona@fierro.test', '198.51.100.9');
    expect(other.status, JSON.stringify(other.json)).toBe(201);
  });

  it('a card order waiting on its 3-D Secure challenge is a hold too, counted before any charge', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const before = await units(tdb, 'socl', sku.sku);
    const hold = async (email: string, from: string, card: string = TEST_CARDS.challenge) => {
      const cart = await homeCart(app, 'socl', sku);
      const token = await tokenOf(app, card);
      const body = chileBody(cart, { method: 'card', token }, sku.location);
      body.contact.email = email;
      const r = await call('POST', '/checkout/v1/orders', {
        headers: { 'idempotency-key': newKey() },
        from,
        body,
      });
      return { ...r, cart };
    };
    const payments = async () =>
      (await one<{ n: number }>(tdb, 'SELECT count(*)::int AS n FROM test_gateway_payments')).n;
    const charged = await payments();
    // Six at once from one address, each with its own e-mail: three wait on their bank, three
    // are refused before the bank is asked (the cap counts the orders still being charged).
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => hold(`reto${i}@fierro.test`, '203.0.113.30')),
    );
    const held = burst.filter((r) => r.status === 201);
    expect(held.map((r) => OrderResponse.parse(r.json).status)).toEqual(
      Array(3).fill('PAYMENT_PENDING'),
    );
    const refused = burst.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, errorsOf(r)[0]!.code])).toEqual(
      Array.from({ length: 3 }, () => [409, 'UNPAID_HOLDS_LIMIT']),
    );
    expect(errorsOf(refused[0]!)[0]!.message).toMatch(/esperando la verificación de tu banco/);
    expect(await payments()).toBe(charged + 3);
    // A refused one took nothing: its cart is still open, the shelf three units shorter.
    expect((await call('GET', `/checkout/v1/carts/${refused[0]!.cart.cartId}`)).status).toBe(200);
    expect(await units(tdb, 'socl', sku.sku)).toBe(before - 3);
    // Even a card that would pay at once: the cap is read before the bank is asked.
    const fourth = await hold('otro@fierro.test', '203.0.113.30', TEST_CARDS.approve);
    expect([fourth.status, errorsOf(fourth)[0]!.code]).toEqual([409, 'UNPAID_HOLDS_LIMIT']);
    expect(await payments()).toBe(charged + 3);
    // A challenge answered frees its place.
    const first = OrderResponse.parse(held[0]!.json);
    const passed = await answerChallenge(app, first, true);
    expect(passed.status).toBe(201);
    expect((await hold('otro@fierro.test', '203.0.113.30', TEST_CARDS.approve)).status).toBe(201);
    // A card order is held back by its address, not its e-mail (an e-mail can be anyone's): one
    // e-mail from four addresses holds four.
    for (const from of ['198.51.100.21', '198.51.100.22', '198.51.100.23', '198.51.100.24']) {
      expect((await hold('reto.misma@fierro.test', from)).status).toBe(201);
    }
    // Someone else is served.
    const other = await hold('alguien@fierro.test', '198.51.100.29');
    expect(other.status, JSON.stringify(other.json)).toBe(201);
  });

  it.each([
    ['two at the store, one at the bank; then the store', ['store', 'store', 'bank'], 'store', 1],
    ['two at the store, one at the bank; then the bank', ['store', 'store', 'bank'], 'bank', 2],
    ['three at the bank; then the store', ['bank', 'bank', 'bank'], 'store', 3],
    ['one of each; then a third', ['store', 'bank'], 'store', 4],
  ] as const)(
    'pay-at-store orders and card orders waiting on their bank share one cap: %s',
    async (_name, holds, next, n) => {
      const sku = await storeSku(tdb, 'sope');
      const from = `203.0.113.${40 + n}`;
      const placeAs = async (how: 'store' | 'bank') => {
        const cart = await storeCart(app, 'sope', sku, 1);
        const body = peruPayAtStoreBody(cart, `mixta${n}@fierro.test`);
        return call('POST', '/checkout/v1/orders', {
          headers: { 'idempotency-key': newKey() },
          from,
          body:
            how === 'store'
              ? body
              : {
                  ...body,
                  payment: { method: 'card', token: await tokenOf(app, TEST_CARDS.challenge) },
                },
        });
      };
      for (const how of holds) {
        const r = await placeAs(how);
        expect([r.status, OrderResponse.parse(r.json).status]).toEqual([201, 'PAYMENT_PENDING']);
      }
      const last = await placeAs(next);
      if (holds.length < 3) expect(last.status).toBe(201);
      else expect([last.status, errorsOf(last)[0]!.code]).toEqual([409, 'UNPAID_HOLDS_LIMIT']);
    },
  );

  it("holds placed in a shopper's e-mail by someone else do not stop that shopper's card payment", async () => {
    const sku = await storeSku(tdb, 'sope');
    const victim = 'victima@fierro.test';
    const placeFrom = async (from: string, payment?: Record<string, unknown>) => {
      const body = peruPayAtStoreBody(await storeCart(app, 'sope', sku, 1), victim);
      return call('POST', '/checkout/v1/orders', {
        headers: { 'idempotency-key': newKey() },
        from,
        body: payment ? { ...body, payment } : body,
      });
    };
    for (let i = 0; i < 3; i++) expect((await placeFrom('203.0.113.90')).status).toBe(201);
    // Another pay-at-store hold in that e-mail is refused, from anywhere...
    const store = await placeFrom('203.0.113.91');
    expect([store.status, errorsOf(store)[0]!.code]).toEqual([409, 'UNPAID_HOLDS_LIMIT']);
    // ...but the shopper's own card payment, from their own address, goes through.
    const token = await tokenOf(app, TEST_CARDS.approve);
    const card = await placeFrom('203.0.113.91', { method: 'card', token });
    expect([card.status, OrderResponse.parse(card.json).status]).toEqual([201, 'PAID']);
  });

  it('the holds are counted from their indexes, by address and by e-mail', async () => {
    // A site with many unpaid orders of other shoppers (written, measured and rolled back):
    // each arm of the count's OR reads its own index, not every unpaid order of the site.
    const sku = await stockedSku(tdb, 'socl');
    const token = await tokenOf(app, TEST_CARDS.approve);
    const r = await place(
      chileBody(await homeCart(app, 'socl', sku), { method: 'card', token }, sku.location),
    );
    const { orderId } = OrderResponse.parse(r.json);
    const client = await tdb.pool.connect();
    const explain = async (address: string | null) => {
      const query = unpaidHolds(dbOf(tdb.pool), 'socl', address, 'ana@fierro.test').toSQL();
      const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.params);
      return JSON.stringify(rows[0]);
    };
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO orders SELECT (jsonb_populate_record(o, jsonb_build_object(
            'id', gen_random_uuid(), 'order_number', 'x' || n, 'status', 'PAYMENT_PENDING',
            'client_address', '10.1.' || (n / 250) || '.' || (n % 250),
            'contact', o.contact || jsonb_build_object('email', 'otro' || n || '@fierro.test')))).*
          FROM orders o, generate_series(1, 5000) n WHERE o.id = $1`,
        [orderId],
      );
      await client.query('ANALYZE orders');
      const both = await explain('203.0.113.7');
      expect(both).toContain('"orders_unpaid_holds_idx"');
      expect(both).toContain('"orders_unpaid_holds_email_idx"');
      expect(both).not.toContain('Seq Scan');
      const mailOnly = await explain(null);
      expect(mailOnly).toContain('"orders_unpaid_holds_email_idx"');
      expect(mailOnly).not.toContain('Seq Scan');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('pay at store is refused for a home delivery', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const r = await place(chileBody(cart, { method: 'payAtStore' }, sku.location));
    expect([r.status, errorsOf(r)[0]]).toMatchObject([
      400,
      { code: 'PAYMENT_METHOD_NOT_OFFERED', field: 'payment.method' },
    ]);
  });

  it('pay at store takes no card token, installments or bank promotion: each named, nothing written', async () => {
    const sku = await storeSku(tdb, 'sope');
    const cart = await storeCart(app, 'sope', sku, 1);
    const before = await units(tdb, 'sope', sku.sku);
    const body = peruPayAtStoreBody(cart);
    const token = await tokenOf(app, TEST_CARDS.approve);
    for (const [extra, field] of [
      [{ token }, 'payment.token'],
      [{ installments: 12 }, 'payment.installments'],
      [{ installments: 3, promotionId: 'P6BK212' }, 'payment.promotionId'],
    ] as const) {
      const r = await place({ ...body, payment: { method: 'payAtStore', ...extra } });
      expect([r.status, errorsOf(r)[0]]).toMatchObject([
        400,
        { code: 'NOT_FOR_PAY_AT_STORE', field, message: expect.stringMatching(/al contado/) },
      ]);
    }
    expect(await units(tdb, 'sope', sku.sku)).toBe(before);
    const ok = await place(body);
    expect(OrderResponse.parse(ok.json).status).toBe('PAYMENT_PENDING');
  });

  it('a card token pays once: a second order with it, on any site, is refused and charges nothing', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const token = await tokenOf(app, TEST_CARDS.approve);
    const first = await place(
      chileBody(await homeCart(app, 'socl', sku), { method: 'card', token }, sku.location),
    );
    expect(OrderResponse.parse(first.json).status).toBe('PAID');
    // The order keeps the gateway's payment, never the token that paid it.
    const kept = await one<{ payment: Record<string, unknown> }>(
      tdb,
      'SELECT payment FROM orders WHERE id = $1',
      [OrderResponse.parse(first.json).orderId],
    );
    expect(kept.payment).not.toHaveProperty('token');
    expect(JSON.stringify(kept.payment)).not.toContain(token);
    const payments = async () =>
      (
        await one<{ n: number }>(
          tdb,
          'SELECT count(*)::int AS n FROM test_gateway_payments WHERE token = $1',
          [token],
        )
      ).n;
    expect(await payments()).toBe(1);
    const peru = await storeSku(tdb, 'sope');
    const peruCart = await storeCart(app, 'sope', peru, 1);
    const peruBefore = await units(tdb, 'sope', peru.sku);
    for (const again of [
      chileBody(await homeCart(app, 'socl', sku), { method: 'card', token }, sku.location),
      { ...peruPayAtStoreBody(peruCart), payment: { method: 'card', token } },
    ]) {
      const r = await place(again);
      expect([r.status, errorsOf(r)[0]]).toMatchObject([
        400,
        { code: 'PAYMENT_TOKEN_UNKNOWN', field: 'payment.token' },
      ]);
    }
    expect(await payments()).toBe(1);
    expect(await units(tdb, 'sope', peru.sku)).toBe(peruBefore);
    // Two orders racing with one fresh token: one pays, the other charges nothing.
    const shared = await tokenOf(app, TEST_CARDS.approve);
    const racing = await Promise.all(
      [0, 1].map(async () =>
        place(
          chileBody(
            await homeCart(app, 'socl', sku),
            { method: 'card', token: shared },
            sku.location,
          ),
        ),
      ),
    );
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    // The loser's card was not declined: its token was spent. It is asked for again, and it
    // counts for no card-testing limit.
    const lost = racing.find((r) => r.status !== 201)!;
    expect([lost.status, errorsOf(lost)[0]]).toMatchObject([
      400,
      { code: 'PAYMENT_TOKEN_UNKNOWN', field: 'payment.token' },
    ]);
    const held = await one<{ n: number }>(
      tdb,
      `SELECT count(*)::int AS n FROM test_gateway_payments WHERE token = $1 AND status <> 'declined'`,
      [shared],
    );
    expect(held.n).toBe(1);
    // A token unused for over an hour is refused too.
    const old = await tokenOf(app, TEST_CARDS.approve);
    await tdb.pool.query(
      `UPDATE test_gateway_tokens SET created_at = now() - interval '61 minutes' WHERE token = $1`,
      [old],
    );
    const late = await place(
      chileBody(await homeCart(app, 'socl', sku), { method: 'card', token: old }, sku.location),
    );
    expect([late.status, errorsOf(late)[0]!.message]).toEqual([
      400,
      'Los datos de tu tarjeta ya no sirven para pagar: ingrésalos de nuevo',
    ]);
  });

  it('the store card pays the card price, and only the store card may', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const expected = cart.totals.storeCardTotal ?? cart.totals.total;
    const visa = await tokenOf(app, TEST_CARDS.approve);
    const refused = await place(
      chileBody(cart, { method: 'storeCard', token: visa }, sku.location, expected),
    );
    expect([refused.status, errorsOf(refused)[0]!.field]).toEqual([400, 'payment.token']);
    const cmr = await tokenOf(app, TEST_CARDS.storeCard);
    const r = await place(
      chileBody(cart, { method: 'storeCard', token: cmr, installments: 6 }, sku.location, expected),
    );
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(OrderResponse.parse(r.json)).toMatchObject({
      status: 'PAID',
      totals: { total: expected },
      payment: { brand: 'CMR', installments: 6 },
    });
  });
});

describe('idempotency, totals and bad input', () => {
  it('the same key and body answer the same order; another body is a 409', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const body = chileBody(cart, { method: 'card', token }, sku.location);
    const key = newKey();
    const first = await place(body, key);
    const second = await place(body, key);
    expect(second.status).toBe(201);
    // The same answer but its access token: a replay is handed a fresh one.
    expect({ ...second.json, accessToken: undefined }).toEqual({
      ...first.json,
      accessToken: undefined,
    });
    const other = await place({ ...body, contact: { ...body.contact, firstName: 'Eva' } }, key);
    expect([other.status, errorsOf(other)[0]!.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    const payments = await one<{ n: number }>(
      tdb,
      'SELECT count(*)::int AS n FROM test_gateway_payments WHERE idempotency_key = $1',
      [(first.json as { orderId: string }).orderId],
    );
    expect(payments.n).toBe(1);
  });

  it.each([
    ['a 3-D Secure challenge (201)', TEST_CARDS.challenge, 201],
    ['a declined card (402)', TEST_CARDS.decline, 402],
  ])(
    '%s: the access token is nowhere at rest; a replay gets one that works, and so does the first',
    async (_name, number, status) => {
      const sku = await stockedSku(tdb, 'socl');
      const cart = await homeCart(app, 'socl', sku);
      const token = await tokenOf(app, number);
      const body = chileBody(cart, { method: 'card', token }, sku.location);
      const key = newKey();
      const orderOf = (r: { json: unknown }) =>
        status === 201
          ? OrderResponse.parse(r.json)
          : OrderResponse.parse(OrderErrorResponse.parse(r.json).order);
      const first = await place(body, key);
      expect(first.status, JSON.stringify(first.json)).toBe(status);
      const placed = orderOf(first);
      expect(placed.accessToken).toBeTruthy();
      const plain = placed.accessToken!;

      // Not in the key's stored answer, not in any key, not in the order's row, not in any table.
      const keyRows = await one<{ n: number; stored: number }>(
        tdb,
        `SELECT count(*) FILTER (WHERE strpos(response_body::text, $1) > 0)::int AS n,
          count(*) FILTER (WHERE key = $2 AND status = 'completed')::int AS stored
        FROM idempotency_keys`,
        [plain, key],
      );
      expect(keyRows).toEqual({ n: 0, stored: 1 });
      const orderRow = await one<{ n: number }>(
        tdb,
        'SELECT count(*)::int AS n FROM orders o WHERE o.id = $1 AND strpos(o::text, $2) > 0',
        [placed.orderId, plain],
      );
      expect(orderRow.n).toBe(0);
      expect(await tablesHolding(placed.orderId)).toContain('public.orders');
      expect(await tablesHolding(plain)).toEqual([]);

      // The storefront's retry after a time-out: the same order, a token that reads it and may
      // answer its challenge; the first token still works.
      const replay = await place(body, key);
      expect(replay.status).toBe(status);
      const again = orderOf(replay);
      expect(again.orderId).toBe(placed.orderId);
      expect(again.accessToken).toBeTruthy();
      expect(await tablesHolding(again.accessToken!)).toEqual([]);
      const path = `/checkout/v1/orders/${placed.orderId}`;
      for (const t of [again.accessToken!, plain]) {
        const read = await call('GET', `${path}?token=${encodeURIComponent(t)}`);
        expect(read.status).toBe(200);
        expect(OrderResponse.parse(read.json).orderId).toBe(placed.orderId);
      }
      const wrong = `${plain.slice(0, -1)}${plain.endsWith('A') ? 'B' : 'A'}`;
      expect((await call('GET', `${path}?token=${wrong}`)).status).toBe(404);
      if (status === 201) {
        const passed = await answerChallenge(
          app,
          { ...placed, accessToken: again.accessToken },
          true,
        );
        expect([passed.status, OrderResponse.parse(passed.json).status]).toEqual([201, 'PAID']);
        expect((await call('GET', `${path}?token=${plain}`)).status).toBe(200);
      }
    },
  );

  it("replaying a key keeps the order's first token and its latest replays' tokens, not one row a replay", async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const body = chileBody(cart, { method: 'card', token }, sku.location);
    const key = newKey();
    const first = await place(body, key);
    expect(first.status).toBe(201);
    const placed = OrderResponse.parse(first.json);
    const replays: string[] = [];
    for (let i = 0; i < REPLAY_TOKENS_KEPT + 15; i++) {
      const replay = await place(body, key);
      expect(replay.status).toBe(201);
      replays.push(OrderResponse.parse(replay.json).accessToken!);
    }
    const rows = await one<{ n: number }>(
      tdb,
      'SELECT count(*)::int AS n FROM order_access_tokens WHERE order_id = $1',
      [placed.orderId],
    );
    expect(rows.n).toBe(REPLAY_TOKENS_KEPT);
    const path = `/checkout/v1/orders/${placed.orderId}`;
    const statusWith = async (t: string) =>
      (await call('GET', `${path}?token=${encodeURIComponent(t)}`)).status;
    expect(await statusWith(placed.accessToken!)).toBe(200);
    expect(await statusWith(replays.at(-1)!)).toBe(200);
    expect(await statusWith(replays[0]!)).toBe(404);
  });

  it('x-channel-id is web, mobile or kiosk, in any case: the order keeps it; anything else is a 400', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const send = async (channel: string) =>
      call('POST', '/checkout/v1/orders', {
        headers: { 'idempotency-key': newKey(), 'x-channel-id': channel },
        body: chileBody(
          await homeCart(app, 'socl', sku),
          { method: 'card', token: await tokenOf(app, TEST_CARDS.approve) },
          sku.location,
        ),
      });
    const bogus = await send('totally-bogus-chan');
    expect([bogus.status, errorsOf(bogus)[0]!.field]).toEqual([400, 'x-channel-id']);
    const kiosk = await send('KIOSK');
    expect(kiosk.status).toBe(201);
    const kept = await one<{ channel: string }>(tdb, 'SELECT channel FROM orders WHERE id = $1', [
      OrderResponse.parse(kiosk.json).orderId,
    ]);
    expect(kept.channel).toBe('kiosk');
  });

  it('no Idempotency-Key: 428; a malformed one: 400', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const body = chileBody(cart, { method: 'payAtStore' }, sku.location);
    const none = await place(body, null);
    expect([none.status, errorsOf(none)[0]!.field]).toEqual([428, 'Idempotency-Key']);
    const bad = await place(body, 'a b');
    expect([bad.status, errorsOf(bad)[0]!.field]).toEqual([400, 'Idempotency-Key']);
    // A cart that is not there is named as the field at fault, as every other refusal.
    const unknown = await place({ ...body, cartId: '0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f' });
    expect([unknown.status, errorsOf(unknown)[0]]).toMatchObject([
      404,
      { code: 'CART_NOT_FOUND', field: 'cartId' },
    ]);
  });

  it('a total that is not the expected one any more: 409 with the new totals, nothing written', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const before = await units(tdb, 'socl', sku.sku);
    const cart = await homeCart(app, 'socl', sku);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const key = newKey();
    const r = await place(
      chileBody(cart, { method: 'card', token }, sku.location, cart.totals.total - 1),
      key,
    );
    expect(r.status).toBe(409);
    const body = OrderErrorResponse.parse(r.json);
    expect(body.errors[0]).toMatchObject({ code: 'TOTAL_CHANGED', field: 'expectedTotal' });
    expect(body.totals?.total).toBe(cart.totals.total);
    expect(await units(tdb, 'socl', sku.sku)).toBe(before);
    const orders = await one<{ n: number }>(
      tdb,
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cart.cartId],
    );
    expect(orders.n).toBe(0);
    // Confirmed with the new total, the same key goes through.
    const ok = await place(chileBody(cart, { method: 'card', token }, sku.location), key);
    expect(ok.status).toBe(201);
  });

  it("a line's price other than the one last shown stops the order, even with the same total", async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku, 2);
    const line = cart.lines[0]!;
    const paid = line.pricing.paid!.amount;
    // The price the shopper last saw was another (one went up, another down: the same total).
    await one(tdb, 'UPDATE cart_lines SET seen_unit_price = $2 WHERE cart_id = $1', [
      cart.cartId,
      paid - 100,
    ]);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const key = newKey();
    const body = chileBody(cart, { method: 'card', token }, sku.location, cart.totals.total);
    const r = await place(body, key);
    expect(r.status, JSON.stringify(r.json)).toBe(409);
    const refused = OrderErrorResponse.parse(r.json);
    expect(refused.errors[0]).toMatchObject({ code: 'TOTAL_CHANGED', field: 'expectedTotal' });
    expect(refused.cart?.notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'PRICE_CHANGED',
          lineId: line.lineId,
          previous: paid - 100,
        }),
      ]),
    );
    const orders = await one<{ n: number }>(
      tdb,
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cart.cartId],
    );
    expect(orders.n).toBe(0);
    // The answer showed the prices as they are: confirming them (the same body) goes through.
    const ok = await place(body, key);
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
    expect(OrderResponse.parse(ok.json).lines[0]!.unitPrice).toBe(paid);
  });

  it('a product whose prices ended is never charged at nothing, whatever total is sent', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku, 2);
    const before = await units(tdb, 'socl', sku.sku);
    const { rows: kept } = await tdb.pool.query<{ id: number; valid_to: Date | null }>(
      `SELECT id, valid_to FROM prices WHERE site_id = 'socl' AND sku_id = $1`,
      [sku.sku],
    );
    await one(tdb, `UPDATE prices SET valid_to = $2 WHERE site_id = 'socl' AND sku_id = $1`, [
      sku.sku,
      new Date(now.getTime() - 1_000),
    ]);
    try {
      const token = await tokenOf(app, TEST_CARDS.approve);
      const asShown = await place(chileBody(cart, { method: 'card', token }, sku.location));
      expect(asShown.status, JSON.stringify(asShown.json)).toBe(409);
      const refused = OrderErrorResponse.parse(asShown.json);
      expect(refused.errors[0]).toMatchObject({ code: 'CART_NOT_READY' });
      expect(refused.cart?.notices.map((n) => n.code)).toEqual(['NOT_SOLD']);
      // The cart's total now (its delivery alone), sent back as confirmed: refused the same.
      const confirmed = await place(
        chileBody(cart, { method: 'card', token }, sku.location, refused.cart!.totals.total),
      );
      expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(409);
      expect(errorsOf(confirmed)[0]).toMatchObject({ code: 'CART_NOT_READY' });
      const orders = await one<{ n: number }>(
        tdb,
        'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
        [cart.cartId],
      );
      expect(orders.n).toBe(0);
      expect(await units(tdb, 'socl', sku.sku)).toBe(before);
    } finally {
      await one(
        tdb,
        `UPDATE prices p SET valid_to = k.valid_to
           FROM jsonb_to_recordset($1::jsonb) AS k(id bigint, valid_to timestamptz)
          WHERE p.id = k.id`,
        [JSON.stringify(kept)],
      );
    }
  });

  it('a store-card order refused for its total goes through with the total it was answered', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const expected = cart.totals.storeCardTotal ?? cart.totals.total;
    const cmr = await tokenOf(app, TEST_CARDS.storeCard);
    const payment = { method: 'storeCard', token: cmr, installments: 3 };
    const refused = await place(chileBody(cart, payment, sku.location, expected + 1));
    expect(refused.status, JSON.stringify(refused.json)).toBe(409);
    const answered = OrderErrorResponse.parse(refused.json).totals!.total;
    expect(answered).toBe(expected);
    // The card's prices were recorded as the cart's seen prices, and every retry was refused.
    const ok = await place(chileBody(cart, payment, sku.location, answered));
    expect(ok.status, JSON.stringify(ok.json)).toBe(201);
    const read = await call('GET', `/checkout/v1/carts/${cart.cartId}`);
    expect(read.status).toBe(404);
  });

  it('bad fields: each named, in Spanish, nothing written', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const body = chileBody(cart, { method: 'card', token }, sku.location);
    const r = await place({
      ...body,
      contact: {
        ...body.contact,
        email: 'ana@',
        document: { type: 'CL_RUT', number: '12.345.678-9' },
      },
      fiscalDocument: { kind: 'factura', taxId: '76.086.428-5' },
      delivery: { address: { locationId: sku.location, street: '', number: '12\u0007' } },
    });
    expect(r.status).toBe(400);
    const fields = Object.fromEntries(errorsOf(r).map((e) => [e.field, e.message]));
    expect(Object.keys(fields).sort()).toEqual([
      'contact.document.number',
      'contact.email',
      'delivery.address.number',
      'delivery.address.street',
      'fiscalDocument.businessActivity',
      'fiscalDocument.businessName',
    ]);
    expect(fields['contact.email']).toMatch(/correo/);
    const orders = await one<{ n: number }>(
      tdb,
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cart.cartId],
    );
    expect(orders.n).toBe(0);
  });

  it.each([
    ['no cart', { cartId: undefined }, 'cartId', /Carro/],
    ['a text total', { expectedTotal: 'mil' }, 'expectedTotal', /Total esperado/],
    ['a made-up method', { payment: { method: 'cash' } }, 'payment.method', /Medio de pago/],
    ['a negative total', { expectedTotal: -5 }, 'expectedTotal', /Total esperado/],
    [
      'installments past 48',
      { payment: { method: 'storeCard', installments: 60 } },
      'payment.installments',
      /Cuotas/,
    ],
    ['a list for a body', [], 'json', /objeto JSON/],
  ])(
    'refuses %s with a 400 naming the field, its message in Spanish',
    async (_name, patch, field, message) => {
      const sku = await stockedSku(tdb, 'socl');
      const cart = await homeCart(app, 'socl', sku);
      const body = chileBody(cart, { method: 'payAtStore' }, sku.location);
      const r = await place(Array.isArray(patch) ? patch : { ...body, ...patch });
      expect(r.status).toBe(400);
      const error = errorsOf(r).find((e) => e.field === field);
      expect(error?.message).toMatch(message);
      expect(
        errorsOf(r)
          .map((e) => e.message)
          .join(' '),
      ).not.toMatch(/zod|invalid_type|expected|Dato inválido/i);
    },
  );

  it("a malformed Idempotency-Key's message says what a key may hold", async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const r = await place(chileBody(cart, { method: 'payAtStore' }, sku.location), 'corta');
    expect([r.status, errorsOf(r)[0]!.message]).toEqual([400, expect.stringMatching(/8 a 100/)]);
  });

  it("the test gateway's tokenisation answers a bad card in the shopper's language", async () => {
    const tokenize = (body: unknown, lang = 'es') =>
      call('POST', `/payments/v1/test-gateway/tokens?lang=${lang}`, { body });
    const card = { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', holder: 'Ana' };
    const cases: Array<[unknown, string, RegExp, string?]> = [
      [{ ...card, cvv: '12345' }, 'cvv', /3 o 4 dígitos/],
      [{ ...card, number: 4111 }, 'number', /número de la tarjeta/],
      [{ ...card, expiry: '01/20' }, 'expiry', /vencida/],
      [{ ...card, cvv: '12345' }, 'cvv', /3 ou 4 dígitos/, 'pr'],
      [[], 'json', /datos de la tarjeta/],
    ];
    for (const [body, field, message, lang] of cases) {
      const r = await tokenize(body, lang);
      expect(r.status, JSON.stringify(body)).toBe(400);
      const error = errorsOf(r).find((e) => e.field === field);
      expect(error?.message, JSON.stringify(r.json)).toMatch(message);
      expect(JSON.stringify(r.json)).not.toMatch(/Too big|expected|invalid_type/);
    }
  });

  // JSON's "\ud800" is half a character: jsonb refused it (500) and the key stayed 'processing'.
  it.each([
    ['contact.firstName', 'Ana\ud800', (b: Body, v: string) => (b.contact.firstName = v)],
    ['contact.lastName', '\udfffPérez', (b: Body, v: string) => (b.contact.lastName = v)],
    [
      'delivery.address.street',
      'Av. Providencia\udbff',
      (b: Body, v: string) => (b.delivery.address.street = v),
    ],
  ])(
    'a lone surrogate in %s: 400 naming it, and the key serves the corrected body',
    async (field, text, spoil) => {
      const sku = await stockedSku(tdb, 'socl');
      const cart = await homeCart(app, 'socl', sku);
      const token = await tokenOf(app, TEST_CARDS.approve);
      const key = newKey();
      const bad = chileBody(cart, { method: 'card', token }, sku.location);
      spoil(bad, text);
      const r = await place(bad, key);
      expect([r.status, errorsOf(r)]).toEqual([
        400,
        [{ code: 'INVALID_PARAMETER', message: 'Hay caracteres no válidos', field }],
      ]);
      const good = await place(chileBody(cart, { method: 'card', token }, sku.location), key);
      expect(good.status, JSON.stringify(good.json)).toBe(201);
    },
  );

  it.each([
    ['the cart at a comuna', false],
    ['a cart left at a region before the rule', true],
  ])('a region as the delivery address is refused, naming the field (%s)', async (_n, legacy) => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const { region } = await one<{ region: string }>(
      tdb,
      'SELECT parent_id AS region FROM geo_areas WHERE area_id = $1',
      [sku.location],
    );
    if (legacy) {
      await tdb.pool.query('UPDATE carts SET location_id = $2 WHERE id = $1', [
        cart.cartId,
        region,
      ]);
    }
    const token = await tokenOf(app, TEST_CARDS.approve);
    const r = await place(chileBody(cart, { method: 'card', token }, region));
    expect([r.status, errorsOf(r)]).toEqual([
      400,
      [
        {
          code: 'LOCATION_TOO_BROAD',
          message: 'Esa ubicación es muy amplia: elige tu comuna en la lista',
          field: 'delivery.address.locationId',
        },
      ],
    ]);
  });

  it('an address outside the cart location is refused', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    const token = await tokenOf(app, TEST_CARDS.approve);
    const body = chileBody(cart, { method: 'card', token }, 'elsewhere');
    const r = await place(body);
    expect([r.status, errorsOf(r)[0]!.code]).toEqual([400, 'ADDRESS_OUTSIDE_LOCATION']);
  });
});

describe('the OpenAPI document', () => {
  it("says how to place an order: each site's documents and fiscal kinds, the key, the version, the session", async () => {
    const doc = (await (await app.request('/openapi.json')).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { securitySchemes: Record<string, { name: string }> };
    };
    const place = doc.paths['/checkout/v1/orders']!.post!;
    const text = String(place.description);
    // From the domain's own rules: what the server checks is what the document says.
    expect(text).toMatch(
      /\| socl \| `CL_RUT` \| `boleta` \(taxId CL_RUT \(optional\)\), `factura`/,
    );
    expect(text).toMatch(/\| somx \| `MX_CURP`, `MX_RFC` \| `ticket` \(no taxId\), `cfdi`/);
    expect(text).toMatch(/- 409: .*`TOTAL_CHANGED`/);
    expect(text).not.toMatch(/RETURN_WINDOW_CLOSED/);
    const params = place.parameters as Array<{ name: string; required: boolean }>;
    expect(params.find((p) => p.name === 'idempotency-key')?.required).toBe(true);
    expect(place.security).toEqual([{ session: [] }, {}]);
    expect(doc.components.securitySchemes.session?.name).toBe('Authorization');
    const add = doc.paths['/checkout/v1/carts/{cartId}/lines']!.post!;
    expect((add.parameters as Array<{ name: string }>).map((p) => p.name)).toContain('if-match');
    const read = doc.paths['/checkout/v1/orders/{orderId}']!.get!;
    expect((read.parameters as Array<{ name: string }>).map((p) => p.name)).toContain(
      'x-order-token',
    );
    expect(doc.paths['/payments/v1/test-gateway/challenges/{challengeId}']?.post).toBeDefined();
  });
});

describe('who may read an order', () => {
  it('the guest with the confirmation token, the owner by session; anyone else 404', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const token = await tokenOf(app, TEST_CARDS.approve);
    const guestCart = await homeCart(app, 'socl', sku);
    const guest = OrderResponse.parse(
      (await place(chileBody(guestCart, { method: 'card', token }, sku.location))).json,
    );
    const path = `/checkout/v1/orders/${guest.orderId}`;
    expect((await call('GET', `${path}?token=${guest.accessToken}`)).status).toBe(200);
    expect((await call('GET', path)).status).toBe(404);
    expect((await call('GET', `${path}?token=wrong`)).status).toBe(404);
    const stranger = await signedIn(tdb, now);
    expect((await call('GET', path, { session: stranger })).status).toBe(404);

    const owner = await signedIn(tdb, now);
    const ownCart = await homeCart(app, 'socl', sku, 1, owner);
    const own = OrderResponse.parse(
      (
        await place(
          chileBody(
            ownCart,
            { method: 'card', token: await tokenOf(app, TEST_CARDS.approve) },
            sku.location,
          ),
          newKey(),
          owner,
        )
      ).json,
    );
    const read = await call('GET', `/checkout/v1/orders/${own.orderId}`, { session: owner });
    expect(read.status).toBe(200);
    expect(OrderResponse.parse(read.json).accessToken).toBeUndefined();
    expect(
      (await call('GET', `/checkout/v1/orders/${own.orderId}`, { session: stranger })).status,
    ).toBe(404);
    // A stranger cannot place an order with someone else's cart.
    const theirs = await homeCart(app, 'socl', sku, 1, owner);
    const r = await place(
      chileBody(
        theirs,
        { method: 'card', token: await tokenOf(app, TEST_CARDS.approve) },
        sku.location,
      ),
      newKey(),
      stranger,
    );
    expect(r.status).toBe(404);
  });
});

/**
 * A guest cart ordered while its owner signs in (the sign-in merges it into the shopper's own
 * cart): exactly one of them takes it. Before, the merge closed the guest cart without looking at
 * its state, so the goods just paid for came back in the shopper's cart (12 rounds of 12).
 */
describe('an order and a sign-in merge of one guest cart', () => {
  it('exactly one of them takes the cart, round after round', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const session = await signedIn(tdb, now);
    // The shopper's own cart, so that the merge adds lines rather than adopting the guest cart.
    const own = await homeCart(app, 'socl', sku, 1, session);
    let ordered = 0;
    let merged = 0;
    for (let round = 0; round < 12; round++) {
      const guest = await homeCart(app, 'socl', sku, 1);
      const token = await tokenOf(app, TEST_CARDS.approve);
      const before = CartResponse.parse(
        (await call('GET', `/checkout/v1/carts/${own.cartId}`, { session })).json,
      ).lines[0]!.quantity;
      const [order, merge] = await Promise.all([
        call('POST', '/checkout/v1/orders', {
          body: chileBody(guest, { method: 'card', token }, sku.location),
          headers: { 'idempotency-key': newKey() },
        }),
        call('POST', '/checkout/v1/carts/merge', { body: { guestCartId: guest.cartId }, session }),
      ]);
      expect(merge.status, JSON.stringify(merge.json)).toBe(200);
      const after = CartResponse.parse(
        (await call('GET', `/checkout/v1/carts/${own.cartId}`, { session })).json,
      ).lines[0]!.quantity;
      const status = await one<{ status: string }>(tdb, 'SELECT status FROM carts WHERE id = $1', [
        guest.cartId,
      ]);
      if (order.status === 201) {
        // Paid: the guest cart is the order's, and the shopper's cart did not grow.
        ordered++;
        expect(status.status).toBe('ordered');
        expect(after).toBe(before);
      } else {
        // Merged first: the order was refused (a cart that changed under it, 409, or one already
        // merged when it was read, 404), and its unit moved.
        merged++;
        expect([404, 409], JSON.stringify(order.json)).toContain(order.status);
        expect(status.status).toBe('merged');
        expect(after).toBe(before + 1);
      }
    }
    expect(ordered + merged).toBe(12);
  });
});
