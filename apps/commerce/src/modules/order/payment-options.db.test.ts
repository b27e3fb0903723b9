import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderErrorResponse, OrderResponse, PaymentOptionsResponse } from '../../contract';
import { TEST_CARDS, testCardOf } from '../payment';
import {
  type App,
  caller,
  chileBody,
  homeCart,
  newKey,
  orderApp,
  stockedSku,
  storeCart,
  storeSku,
  tokenOf,
} from './order.fixtures';

/**
 * GET /checkout/v1/carts/{cartId}/payment-options (issue 22): what the order would accept for a
 * cart, so the checkout offers only that; a promotion it lists is one a placement accepts.
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

const optionsOf = async (cartId: string) => {
  const r = await call('GET', `/checkout/v1/carts/${cartId}/payment-options`);
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return PaymentOptionsResponse.parse(r.json);
};

/** The site's bank promotions' minimum (the seed gives them one per site). */
const minimumOf = async (siteId: string) =>
  Number(
    (
      await tdb.pool.query(
        `SELECT max(min_amount)::int AS m FROM promotions WHERE site_id = $1 AND type = 'BANK'`,
        [siteId],
      )
    ).rows[0].m,
  );

describe('payment options of a cart', () => {
  it('a Chilean home delivery: card and store card, no pay at store; bank promotions over the minimum', async () => {
    const minimum = await minimumOf('socl');
    // A SKU whose 20 units (the fixture's stock floor) reach the promotions' minimum.
    let sku = await stockedSku(tdb, 'socl');
    let unit = (await homeCart(app, 'socl', sku)).lines[0]!.total;
    for (let i = 0; i < 20 && unit * 20 < minimum; i++) {
      sku = await stockedSku(tdb, 'socl');
      unit = (await homeCart(app, 'socl', sku)).lines[0]!.total;
    }
    const cart = await homeCart(app, 'socl', sku, Math.max(1, Math.ceil(minimum / unit)));
    expect(cart.totals.total).toBeGreaterThanOrEqual(minimum);
    const options = await optionsOf(cart.cartId);
    expect(options.methods).toEqual(['card', 'storeCard']);
    expect(options.totals).toEqual({
      card: cart.totals.total,
      storeCard: cart.totals.storeCardTotal ?? cart.totals.total,
    });
    expect(options.storeCard).toMatchObject({ name: 'CMR' });
    expect(options.bankPromotions.length).toBeGreaterThan(0);
    for (const p of options.bankPromotions) {
      expect(p.monthlyAmount * (p.months - 1) + p.lastAmount).toBe(p.total);
      if (p.interestFree) expect(p.total).toBe(cart.totals.total);
    }
    const months = options.bankPromotions.map((p) => p.months);
    expect(months).toEqual([...months].sort((a, b) => b - a));

    // A promotion listed is for its bank's cards: another card is refused, nothing written.
    const promo = options.bankPromotions.find((p) => p.interestFree)!;
    const other = await call('POST', '/checkout/v1/orders', {
      headers: { 'idempotency-key': newKey() },
      body: chileBody(
        cart,
        {
          method: 'card',
          token: await tokenOf(app, TEST_CARDS.approve),
          installments: promo.months,
          promotionId: promo.promotionId,
        },
        sku.location,
      ),
    });
    expect(other.status).toBe(400);
    expect(OrderErrorResponse.parse(other.json).errors[0]).toMatchObject({
      code: 'PROMOTION_NOT_FOR_CARD',
      field: 'payment.promotionId',
      message: `Esa promoción es para tarjetas ${promo.bank}: paga con una de ese banco o elige otra forma de pago`,
    });
    // With a card of that bank the order takes it, with its months.
    const token = await tokenOf(app, testCardOf(promo.bank)!);
    const r = await call('POST', '/checkout/v1/orders', {
      headers: { 'idempotency-key': newKey() },
      body: chileBody(
        cart,
        { method: 'card', token, installments: promo.months, promotionId: promo.promotionId },
        sku.location,
      ),
    });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(OrderResponse.parse(r.json).payment).toMatchObject({
      installments: promo.months,
      promotionId: promo.promotionId,
    });
  });

  it('under the minimum no bank promotion is offered', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const cart = await homeCart(app, 'socl', sku);
    if (cart.totals.total >= (await minimumOf('socl'))) return;
    expect((await optionsOf(cart.cartId)).bankPromotions).toEqual([]);
  });

  it('a promotion limited to other SKUs is not offered', async () => {
    const sku = await storeSku(tdb, 'somx');
    const cart = await storeCart(app, 'somx', sku, 5);
    await tdb.pool.query(
      `INSERT INTO promotions (site_id, promotion_id, type, title, bank, months, interest_free,
         monthly_rate, min_amount)
       VALUES ('somx', 'PTESTLIM', 'BANK', '18 meses sin intereses', 'Banco Prueba', 18, true, 0, 0)`,
    );
    await tdb.pool.query(
      `INSERT INTO promotion_items (site_id, promotion_id, sku_id)
       SELECT 'somx', 'PTESTLIM', sku_id FROM variants
       WHERE site_id = 'somx' AND sku_id <> $1 LIMIT 1`,
      [sku.sku],
    );
    const options = await optionsOf(cart.cartId);
    expect(options.bankPromotions.map((p) => p.promotionId)).not.toContain('PTESTLIM');
  });

  it('a buy-at-store cart may be paid at the store', async () => {
    const sku = await storeSku(tdb, 'sope');
    const cart = await storeCart(app, 'sope', sku);
    const options = await optionsOf(cart.cartId);
    expect(options.methods).toContain('payAtStore');
    expect(options.payAtStoreHours).toBe(48);
  });

  it('an unknown cart is a 404', async () => {
    const r = await call(
      'GET',
      '/checkout/v1/carts/00000000-0000-4000-8000-000000000000/payment-options',
    );
    expect(r.status).toBe(404);
  });
});
