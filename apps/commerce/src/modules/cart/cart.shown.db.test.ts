import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { CartResponse } from '../../contract';
import { createPgIdentityStore } from '../identity';

/**
 * What the cart charges for a warranty or a service is what the site shows (issue 21): a site
 * keeping cents but showing whole pesos (Argentina, Uruguay, Mexico) takes a service's price to
 * its shown peso, as the price rule does for products. Its own database: the price is changed
 * before any read keeps the catalogue's facts.
 */
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = createApp({
    db: tdb.pool,
    identityStore: createPgIdentityStore(tdb.pool),
    imageCacheDir: join(tmpdir(), 'commerce-cart-shown-db-test'),
    allowedOrigins: ['http://localhost:3000'],
  });
});
afterAll(async () => {
  await tdb?.drop();
});

const call = async (method: string, path: string, body: unknown, version?: number) => {
  const res = await app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(version !== undefined ? { 'if-match': `"${version}"` } : {}),
    },
    body: JSON.stringify(body),
  });
  return CartResponse.parse(await res.json());
};

describe('a service priced with cents, on a site that shows whole pesos', () => {
  it.each([
    ['soar', 50],
    ['souy', 49],
    ['somx', 1],
  ])(
    '%s: a service of price …,%s cents is charged as shown, per unit and per line',
    async (siteId, cents) => {
      const row = (
        await tdb.pool.query<{ sku: string; service: string; price: string }>(
          `SELECT v.sku_id AS sku, ps.sku_id AS service, ps.price::text AS price FROM product_services ps
          JOIN variants v ON v.site_id = ps.site_id AND v.product_id = ps.product_id AND v.published
          WHERE ps.site_id = $1 ORDER BY 1 LIMIT 1`,
          [siteId],
        )
      ).rows[0]!;
      const priced = Math.floor(Number(row.price) / 100) * 100 + cents;
      await tdb.pool.query(
        'UPDATE product_services SET price = $3 WHERE site_id = $1 AND sku_id = $2',
        [siteId, row.service, priced],
      );
      const shown = cents >= 50 ? priced - cents + 100 : priced - cents;

      let cart = await call('POST', '/checkout/v1/carts', { siteId });
      cart = await call(
        'POST',
        `/checkout/v1/carts/${cart.cartId}/lines`,
        { skuId: row.sku, quantity: 3 },
        cart.version,
      );
      const line = cart.lines[0]!;
      expect(line.offeredServices.find((s) => s.skuId === row.service)?.price).toBe(shown);
      cart = await call(
        'POST',
        `/checkout/v1/carts/${cart.cartId}/lines/${line.lineId}/services`,
        { skuId: row.service },
        cart.version,
      );
      const service = cart.lines[0]!.services[0]!;
      expect([service.unitPrice, service.total]).toEqual([shown, shown * 3]);
      expect(cart.totals.total).toBe(cart.lines[0]!.total + service.total + cart.totals.delivery);
    },
  );
});
