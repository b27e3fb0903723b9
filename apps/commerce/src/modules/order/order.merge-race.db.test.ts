import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponse } from '../../contract';
import { TEST_CARDS } from '../payment';
import {
  type App,
  caller,
  chileBody,
  homeCart,
  newKey,
  one,
  orderApp,
  signedIn,
  stockedSku,
  tokenOf,
} from './order.fixtures';

/**
 * A guest cart ordered while its owner signs in (the sign-in merges it into the shopper's own
 * cart): exactly one of the two takes it, on PostgreSQL 18 and 15. Before, the merge closed the
 * guest cart without looking at its state, so the goods just paid for came back in the shopper's
 * cart (12 rounds of 12).
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

describe('an order and a sign-in merge of one guest cart', () => {
  it('exactly one of them takes the cart, round after round', async () => {
    const sku = await stockedSku(tdb, 'socl');
    const session = await signedIn(tdb, now);
    // The shopper's own cart, so that the merge adds lines rather than adopting the guest cart.
    const own = await homeCart(app, 'socl', sku, 1, session);
    const token = await tokenOf(app, TEST_CARDS.approve);
    let ordered = 0;
    let merged = 0;
    for (let round = 0; round < 12; round++) {
      const guest = await homeCart(app, 'socl', sku, 1);
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
