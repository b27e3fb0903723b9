import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import type { TenantCode } from '@fierro/tenants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { CartResponse, ErrorResponse } from '../../contract';
import { VERSION_TTL_MS } from '../../lib/site-index';
import { createPgIdentityStore, newSessionId } from '../identity';

/**
 * The cart API (issue 21) on PostgreSQL 18 and 15: every route, every bad input, ownership,
 * location repricing, the guest-cart merge and the race-free writes (one version, one writer).
 */
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;
const now = new Date();
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  // The clock runs, and an import moves it past the catalogue version's TTL (never back).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  tdb = await createTestDatabase();
  app = createApp({
    db: tdb.pool,
    identityStore: createPgIdentityStore(tdb.pool),
    imageCacheDir: join(tmpdir(), 'commerce-cart-db-test'),
    allowedOrigins: [ORIGIN],
    clock: () => now,
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await tdb?.drop();
});

type Json = Record<string, unknown>;
const call = async (
  method: string,
  path: string,
  opts: { body?: unknown; version?: number; session?: string; headers?: Json } = {},
) => {
  const res = await app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(opts.version !== undefined ? { 'if-match': `"${opts.version}"` } : {}),
      ...(opts.session ? { authorization: opts.session } : {}),
      ...(opts.headers as Record<string, string>),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const json = (await res.json()) as Json;
  return { status: res.status, json };
};
const cartOf = (r: { json: Json }) => CartResponse.parse(r.json);
const errorOf = (r: { json: Json }) => ErrorResponse.parse(r.json).errors[0]!;

const one = async <T = Json>(sql: string, values: unknown[] = []) =>
  (await tdb.pool.query(sql, values)).rows[0] as T;

const newCart = async (siteId = 'socl', session?: string) => {
  const r = await call('POST', '/checkout/v1/carts', { body: { siteId }, session });
  expect(r.status).toBe(201);
  return cartOf(r);
};

/** A new cart of the site holding `quantity` of one SKU (its first write, at version 1). */
const cartHolding = async (skuId: string, quantity: number, siteId = 'socl') => {
  const cart = await newCart(siteId);
  return cartOf(
    await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId, quantity },
      version: 1,
    }),
  );
};

/**
 * A catalogue change as the importer makes it: in the transaction that moves the site's catalogue
 * version, then the version's TTL passes (what a cart holds of a SKU is kept per version).
 */
const imported = async (siteId: string, sql: string, values: unknown[]) => {
  await tdb.pool.query(sql, values);
  await tdb.pool.query(
    'UPDATE sites SET catalog_version = catalog_version + 1 WHERE site_id = $1',
    [siteId],
  );
  vi.setSystemTime(Date.now() + VERSION_TTL_MS);
};

/** A SKU of the site with stock in a store and in the home-delivery facilities of a zone. */
const stocked = async (siteId: string) =>
  one<{ sku: string; store: string; in_store: number; zone: string; location: string }>(
    `SELECT s.sku_id AS sku, s.facility_id AS store, s.quantity AS in_store, zf2.zone_id AS zone,
        (SELECT za.area_id FROM zone_areas za WHERE za.site_id = s.site_id AND za.zone_id = zf2.zone_id
          -- A comuna (no places under it): a region is no delivery place for a cart.
          AND NOT EXISTS (SELECT 1 FROM geo_areas c WHERE c.parent_id = za.area_id)
          ORDER BY za.area_id LIMIT 1) AS location
      FROM stock s JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      JOIN LATERAL (SELECT zf.zone_id FROM zone_facilities zf JOIN stock w
          ON w.site_id = zf.site_id AND w.facility_id = zf.facility_id AND w.sku_id = s.sku_id
          WHERE zf.site_id = s.site_id AND zf.method = 'homeDelivery' AND w.quantity > 20
          ORDER BY zf.zone_id LIMIT 1) zf2 ON true
      WHERE s.site_id = $1 AND f.kind = 'store' AND f.pickup_enabled AND s.quantity BETWEEN 5 AND 50
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id, s.facility_id LIMIT 1`,
    [siteId],
  );

const units = async (siteId: string, sku: string) =>
  Number(
    (
      await one<{ n: number }>(
        'SELECT coalesce(sum(quantity), 0)::int AS n FROM stock WHERE site_id = $1 AND sku_id = $2',
        [siteId, sku],
      )
    ).n,
  );

/** A signed-in shopper: a user and an active session, straight in the identity store. */
const signedIn = async (tenant: TenantCode = 'cl') => {
  const store = createPgIdentityStore(tdb.pool);
  const user = await store.createUser({
    tenant,
    firstName: 'Ana',
    lastName: 'Pérez',
    email: `ana.${newSessionId().slice(0, 10)}@fierro.test`,
    documentKind: 'CL_RUT',
    document: '12.345.678-5',
    phone: '+56 9 1234 5678',
    passwordHash: null,
    createdAt: now,
  });
  if (typeof user === 'string') throw new Error(user);
  const id = newSessionId();
  await store.createSession({
    id,
    tenant,
    userId: user.id,
    accountKind: 'person',
    loginType: 'DEFAULT',
    createdAt: now,
    lastSeenAt: now,
    revokedAt: null,
    impersonated: false,
  });
  return id;
};

describe('cart routes', () => {
  it('creates a guest cart: a random id, version 1, empty, the site delivery methods', async () => {
    const cart = await newCart();
    expect(cart.cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.version).toBe(1);
    expect(cart.lines).toEqual([]);
    expect(cart.deliveryMethods).toEqual(['homeDelivery', 'buyAtStore', 'pickupInStore']);
    const again = await call('GET', `/checkout/v1/carts/${cart.cartId}?rebuildDependencies=false`);
    expect(cartOf(again).cartId).toBe(cart.cartId);
    const spec = await call(
      'GET',
      `/s/checkout/v1/carts?cartId=${cart.cartId}&rebuildDependencies=false`,
    );
    expect(cartOf(spec).cartId).toBe(cart.cartId);
  });

  it('adds a SKU priced by the price rule; adding it again adds to the line', async () => {
    const { sku } = await stocked('socl');
    const cart = await newCart();
    const a = cartOf(
      await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId: sku, quantity: 2 },
        version: 1,
      }),
    );
    expect(a.version).toBe(2);
    expect(a.lines).toHaveLength(1);
    const line = a.lines[0]!;
    expect(line).toMatchObject({ skuId: sku, quantity: 2, deliveryMethod: 'homeDelivery' });
    expect(line.total).toBe(line.pricing.paid!.amount * 2 - (line.promotion?.discount ?? 0));
    const product = (await (
      await app.request(`/product/v2/socl?productId=${line.productId}&variantId=${sku}`)
    ).json()) as {
      pricing: unknown;
    };
    expect(line.pricing).toEqual(product.pricing);
    const b = cartOf(
      await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId: sku, quantity: 1 },
        version: 2,
      }),
    );
    expect(b.lines).toHaveLength(1);
    expect(b.lines[0]!.quantity).toBe(3);
    expect(b.totals.itemCount).toBe(3);
    expect(b.totals.total).toBe(b.lines[0]!.total + b.totals.delivery);
  });

  it.each([
    ['zero', { quantity: 0 }, 'quantity'],
    ['negative', { quantity: -1 }, 'quantity'],
    ['fractional', { quantity: 1.5 }, 'quantity'],
    ['over 9999', { quantity: 10000 }, 'quantity'],
    ['text', { quantity: 'dos' }, 'quantity'],
    ['no SKU', { skuId: undefined }, 'skuId'],
    ['a malformed SKU', { skuId: '12' }, 'skuId'],
    ['an unknown method', { deliveryMethod: 'drone' }, 'deliveryMethod'],
    ['a list for a body', [], 'json'],
    ['null for a body', null, 'json'],
  ])('refuses %s naming the field, changing nothing', async (_name, patch, field) => {
    const { sku } = await stocked('socl');
    const cart = await newCart();
    const r = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: patch === null || Array.isArray(patch) ? patch : { skuId: sku, quantity: 1, ...patch },
      version: 1,
    });
    expect(r.status).toBe(400);
    expect(errorOf(r).field).toBe(field);
    expect(errorOf(r).message).not.toMatch(/zod|expected|invalid_type/i);
    const after = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
    expect(after).toMatchObject({ version: 1, lines: [] });
  });

  it("a NUL in a Brazilian cart's request is refused in Portuguese, its order's too", async () => {
    const cart = await newCart('sobr');
    const add = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: 'a\u0000', quantity: 1 },
      version: 1,
    });
    expect([add.status, errorOf(add)]).toMatchObject([
      400,
      { field: 'skuId', message: 'Há caracteres inválidos' },
    ]);
    const order = await call('POST', '/checkout/v1/orders', {
      body: { cartId: cart.cartId, contact: { firstName: 'Ana\u0000' } },
      headers: { 'idempotency-key': 'nul-brazil-order-1' },
    });
    expect([order.status, errorOf(order)]).toMatchObject([
      400,
      { field: 'contact.firstName', message: 'Há caracteres inválidos' },
    ]);
    // A sign-in's merge names its cart in the body.
    const merge = await call('POST', '/checkout/v1/carts/merge', {
      body: { guestCartId: cart.cartId, note: 'x\u0000' },
    });
    expect(errorOf(merge).message).toBe('Há caracteres inválidos');
    const chile = await newCart('socl');
    const cl = await call('POST', `/checkout/v1/carts/${chile.cartId}/lines`, {
      body: { skuId: 'a\u0000', quantity: 1 },
      version: 1,
    });
    expect(errorOf(cl).message).toBe('Hay caracteres no válidos');
  });

  it('a change that names nothing to change says what to send', async () => {
    const { sku } = await stocked('socl');
    const cart = await newCart();
    const added = cartOf(
      await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId: sku, quantity: 1 },
        version: 1,
      }),
    );
    const lineId = added.lines[0]!.lineId;
    const r = await call('PATCH', `/checkout/v1/carts/${cart.cartId}/lines/${lineId}`, {
      body: {},
      version: added.version,
    });
    expect(r.status).toBe(400);
    expect(errorOf(r)).toMatchObject({ field: 'body', message: expect.stringMatching(/cantidad/) });
    const bad = await call('PATCH', `/checkout/v1/carts/${cart.cartId}/lines/${lineId}`, {
      body: [],
      version: added.version,
    });
    expect(errorOf(bad)).toMatchObject({ field: 'json', message: expect.stringMatching(/JSON/) });
    expect(cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`)).version).toBe(
      added.version,
    );
    // A location naming no place says so; a quantity broken twice is one error; a bad id is the cart's.
    const nowhere = await call('PUT', `/checkout/v1/carts/${cart.cartId}/location`, {
      body: {},
      version: added.version,
    });
    expect(errorOf(nowhere)).toMatchObject({
      field: 'location',
      message: 'Indica una ubicación: tu comuna o una tienda',
    });
    const huge = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: sku, quantity: 1e20 },
      version: added.version,
    });
    expect((huge.json as { errors: unknown[] }).errors).toHaveLength(1);
    expect(errorOf(await call('GET', '/checkout/v1/carts/xyz'))).toMatchObject({
      field: 'cartId',
      message: 'Carro inválido',
    });
  });

  it('refuses an unknown SKU, a SKU of another site, a method the site lacks, a store without it', async () => {
    const cl = await stocked('socl');
    const pe = await stocked('sope');
    const cart = await newCart();
    const add = (body: Json) =>
      call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, { body, version: 1 });
    const unknown = await add({ skuId: '9999999', quantity: 1 });
    expect([unknown.status, errorOf(unknown).field]).toEqual([400, 'skuId']);
    const foreign = await add({ skuId: pe.sku, quantity: 1 });
    expect([foreign.status, errorOf(foreign).code]).toEqual([400, 'SKU_UNKNOWN']);
    const elsewhere = await one<{ id: string }>(
      `SELECT f.facility_id AS id FROM facilities f WHERE f.site_id = 'socl' AND f.kind = 'store'
        AND NOT EXISTS (SELECT 1 FROM stock s WHERE s.site_id = f.site_id AND s.facility_id = f.facility_id
          AND s.sku_id = $1 AND s.quantity > 0) LIMIT 1`,
      [cl.sku],
    );
    const noStock = await add({
      skuId: cl.sku,
      quantity: 1,
      deliveryMethod: 'pickupInStore',
      storeId: elsewhere.id,
    });
    expect([noStock.status, errorOf(noStock).field]).toEqual([409, 'storeId']);

    const peCart = await newCart('sope');
    expect(peCart.deliveryMethods).toEqual(['buyAtStore']);
    const home = await call('POST', `/checkout/v1/carts/${peCart.cartId}/lines`, {
      body: { skuId: pe.sku, quantity: 1, deliveryMethod: 'homeDelivery' },
      version: 1,
    });
    expect([home.status, errorOf(home).field]).toEqual([400, 'deliveryMethod']);
    for (const r of [unknown, foreign, noStock, home]) {
      expect(errorOf(r).message.length).toBeGreaterThan(5);
    }
    expect(cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`)).lines).toEqual([]);
  });

  it('over stock answers 409 with the units available', async () => {
    const { sku } = await stocked('socl');
    const cart = await newCart();
    const total = await units('socl', sku);
    const r = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: sku, quantity: Math.min(9999, total + 1) },
      version: 1,
    });
    expect(r.status).toBe(409);
    expect(r.json.errors).toEqual([
      expect.objectContaining({ code: 'OUT_OF_STOCK', field: 'quantity', available: total }),
    ]);
  });

  it('a write without a version is 428; a stale version is 409 with the current cart', async () => {
    const { sku } = await stocked('socl');
    const cart = await newCart();
    const none = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: sku, quantity: 1 },
    });
    expect(none.status).toBe(428);
    await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: sku, quantity: 1 },
      version: 1,
    });
    const stale = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: sku, quantity: 1, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.cart).toMatchObject({ version: 2, lines: [{ quantity: 1 }] });
  });

  it('changes quantity, method and store; removes a line; adds and removes a warranty', async () => {
    const row = await one<{ sku: string; service: string; store: string }>(
      `SELECT v.sku_id AS sku, ps.sku_id AS service, s.facility_id AS store FROM product_services ps
        JOIN variants v ON v.site_id = ps.site_id AND v.product_id = ps.product_id AND v.published
        JOIN stock s ON s.site_id = v.site_id AND s.sku_id = v.sku_id AND s.quantity >= 3
        JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id AND f.kind = 'store'
          AND f.pickup_enabled
        WHERE ps.site_id = 'socl' AND ps.kind = 'WARRANTY' ORDER BY 1 LIMIT 1`,
    );
    const cart = await newCart();
    let c = cartOf(
      await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId: row.sku, quantity: 1 },
        version: 1,
      }),
    );
    const lineId = c.lines[0]!.lineId;
    expect(c.lines[0]!.offeredServices.map((s) => s.skuId)).toContain(row.service);
    c = cartOf(
      await call('PATCH', `/checkout/v1/carts/${cart.cartId}/lines/${lineId}`, {
        body: { quantity: 3, deliveryMethod: 'pickupInStore', storeId: row.store },
        version: c.version,
      }),
    );
    expect(c.lines[0]).toMatchObject({
      quantity: 3,
      deliveryMethod: 'pickupInStore',
      store: { id: row.store },
    });
    expect(c.lines[0]!.delivery).not.toBeNull();
    c = cartOf(
      await call('POST', `/checkout/v1/carts/${cart.cartId}/lines/${lineId}/services`, {
        body: { skuId: row.service },
        version: c.version,
      }),
    );
    const warranty = c.lines[0]!.services[0]!;
    expect(warranty).toMatchObject({ skuId: row.service, kind: 'WARRANTY', quantity: 3 });
    expect(warranty.total).toBe(warranty.unitPrice * 3);
    expect(c.totals.total).toBe(c.lines[0]!.total + warranty.total + c.totals.delivery);
    const bad = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines/${lineId}/services`, {
      body: { skuId: '9999999-G' },
      version: c.version,
    });
    expect([bad.status, errorOf(bad).field]).toEqual([400, 'skuId']);
    c = cartOf(
      await call(
        'DELETE',
        `/checkout/v1/carts/${cart.cartId}/lines/${lineId}/services/${warranty.lineId}`,
        { version: c.version },
      ),
    );
    expect(c.lines[0]!.services).toEqual([]);
    c = cartOf(
      await call('DELETE', `/checkout/v1/carts/${cart.cartId}/lines/${lineId}`, {
        version: c.version,
      }),
    );
    expect(c.lines).toEqual([]);
    const gone = await call('DELETE', `/checkout/v1/carts/${cart.cartId}/lines/${lineId}`, {
      version: c.version,
    });
    expect(gone.status).toBe(404);
  });

  it('a zip code is the cart place with its town, as an address is written there', async () => {
    const cart = await newCart('sobr');
    const c = cartOf(
      await call('PUT', `/checkout/v1/carts/${cart.cartId}/location`, {
        body: { zipCode: '01129474' },
        version: cart.version,
      }),
    );
    // The order's address took this label: "Rua Augusta 1234, 01129-474" named no city.
    expect(c.location).toMatchObject({ zipCode: '01129-474', label: '01129-474 São Paulo' });
  });

  it('a location prices the whole cart for its group and gives home delivery its date and stock', async () => {
    const row = await one<{ sku: string; location: string; group: string; amount: string }>(
      `SELECT pr.sku_id AS sku, za.area_id AS location, z.price_group AS group, pr.amount
        FROM prices pr JOIN zones z ON z.site_id = pr.site_id AND z.price_group = pr.price_group
        JOIN zone_areas za ON za.site_id = z.site_id AND za.zone_id = z.zone_id
        JOIN variants v ON v.site_id = pr.site_id AND v.sku_id = pr.sku_id AND v.published
        WHERE pr.site_id = 'socl' AND pr.type = 'NORMAL' AND pr.price_group IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM geo_areas g WHERE g.parent_id = za.area_id)
          AND NOT EXISTS (SELECT 1 FROM prices o WHERE o.site_id = pr.site_id AND o.sku_id = pr.sku_id
            AND o.type NOT IN ('NORMAL', 'M2'))
          AND EXISTS (SELECT 1 FROM stock s WHERE s.site_id = pr.site_id AND s.sku_id = pr.sku_id AND s.quantity > 0)
        ORDER BY pr.id LIMIT 1`,
    );
    const cart = await newCart();
    let c = cartOf(
      await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId: row.sku, quantity: 1 },
        version: 1,
      }),
    );
    const base = c.lines[0]!.pricing.paid!.amount;
    c = cartOf(
      await call('PUT', `/checkout/v1/carts/${cart.cartId}/location`, {
        body: { locationId: row.location },
        version: c.version,
      }),
    );
    expect(c.location).toMatchObject({ locationId: row.location });
    expect(c.lines[0]!.pricing.paid!.amount).toBe(Number(row.amount));
    expect(Number(row.amount)).not.toBe(base);
    expect(c.lines[0]!.available).not.toBeNull();
    const unknown = await call('PUT', `/checkout/v1/carts/${cart.cartId}/location`, {
      body: { locationId: 'nowhere' },
      version: c.version,
    });
    expect([unknown.status, errorOf(unknown).field]).toEqual([400, 'locationId']);
    const both = await call('PUT', `/checkout/v1/carts/${cart.cartId}/location`, {
      body: { locationId: row.location, zipCode: '1234' },
      version: c.version,
    });
    expect(both.status).toBe(400);
  });

  // The address book's rule (isDeliveryPlace): a place of the deepest level, or one with none
  // under it (Argentina's provinces without cities). A region answered 200 and priced the cart.
  it.each([
    ['socl', 'CL-13', 400, 'Esa ubicación es muy amplia: elige tu comuna en la lista'],
    ['hocl', 'CL-05', 400, 'Esa ubicación es muy amplia: elige tu comuna en la lista'],
    ['soar', 'AR-B', 400, 'Esa ubicación es muy amplia: elige tu ciudad en la lista'],
    ['sope', 'PE-LIM', 400, 'Esa ubicación es muy amplia: elige tu distrito en la lista'],
    ['sope', 'PE-ARE-arequipa', 400, 'Esa ubicación es muy amplia: elige tu distrito en la lista'],
    ['socl', 'CL-13-santiago', 200, null],
    ['sope', 'PE-ARE-arequipa-arequipa', 200, null],
    // A province with no cities under it is the whole place of an address.
    ['soar', 'AR-D', 200, null],
  ])('%s: %s as the cart location answers %i', async (siteId, locationId, status, message) => {
    const cart = await newCart(siteId);
    const r = await call('PUT', `/checkout/v1/carts/${cart.cartId}/location`, {
      body: { locationId },
      version: cart.version,
    });
    expect(r.status, JSON.stringify(r.json)).toBe(status);
    if (message) {
      expect(ErrorResponse.parse(r.json).errors).toEqual([
        { code: 'LOCATION_TOO_BROAD', message, field: 'locationId' },
      ]);
      // Nothing changed: the cart is at its version, without a location.
      const same = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
      expect([same.version, same.location?.locationId ?? null]).toEqual([cart.version, null]);
    } else {
      expect(cartOf(r).location).toMatchObject({ locationId });
    }
  });

  it('a price that changed since the shopper saw it is a notice on the cart page, once', async () => {
    const { sku } = await stocked('socl');
    const cart = await newCart();
    cartOf(
      await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId: sku, quantity: 1 },
        version: 1,
      }),
    );
    await tdb.pool.query(
      `UPDATE cart_lines SET seen_unit_price = seen_unit_price + 1000 WHERE cart_id = $1`,
      [cart.cartId],
    );
    const page = cartOf(
      await call('GET', `/checkout/v1/carts/${cart.cartId}?rebuildDependencies=true`),
    );
    expect(page.notices).toEqual([expect.objectContaining({ code: 'PRICE_CHANGED', skuId: sku })]);
    const next = cartOf(
      await call('GET', `/checkout/v1/carts/${cart.cartId}?rebuildDependencies=true`),
    );
    expect(next.notices.filter((n) => n.code === 'PRICE_CHANGED')).toEqual([]);
  });

  it("the cart page's read answers each line's units per pickup store; the header's read does not", async () => {
    const row = await stocked('socl');
    const cart = await cartHolding(row.sku, 1);
    const page = cartOf(
      await call('GET', `/checkout/v1/carts/${cart.cartId}?rebuildDependencies=true`),
    );
    const expected = await tdb.pool.query<{ store: string; units: number }>(
      `SELECT s.facility_id AS store, s.quantity AS units FROM stock s JOIN facilities f
        ON f.site_id = s.site_id AND f.facility_id = s.facility_id
        WHERE s.site_id = 'socl' AND s.sku_id = $1 AND s.quantity > 0 AND f.kind = 'store'
          AND f.pickup_enabled`,
      [row.sku],
    );
    expect(page.lines[0]!.storeStock).toEqual(
      Object.fromEntries(expected.rows.map((r) => [r.store, Number(r.units)])),
    );
    expect(page.lines[0]!.storeStock?.[row.store]).toBe(Number(row.in_store));
    const header = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
    expect(header.lines[0]!.storeStock).toBeUndefined();
  });

  it('holds what it read of each SKU per catalogue version: a read asks for the cart and its stock, an import shows after the TTL', async () => {
    const { sku } = await stocked('socl');
    const before = await cartHolding(sku, 1);
    const cart = before;
    const spy = vi.spyOn(tdb.pool, 'query');
    const named = (name: string) =>
      spy.mock.calls.filter(([q]) => (q as { name?: string })?.name === name).length;
    cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
    expect(named('cart-sku-facts')).toBe(0);
    expect(named('cart-stock')).toBe(1);

    const name = `${before.lines[0]!.name} (importado)`;
    await imported('socl', `UPDATE variants SET name = $2 WHERE site_id = 'socl' AND sku_id = $1`, [
      sku,
      name,
    ]);
    const after = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
    expect(after.lines[0]!.name).toBe(name);
    expect(named('cart-sku-facts')).toBe(1);
    spy.mockRestore();
    await imported('socl', `UPDATE variants SET name = $2 WHERE site_id = 'socl' AND sku_id = $1`, [
      sku,
      before.lines[0]!.name,
    ]);
  });

  it('a product no longer sold and a line over the stock left are notices', async () => {
    const { sku } = await stocked('socl');
    const cart = await newCart();
    cartOf(
      await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId: sku, quantity: 2 },
        version: 1,
      }),
    );
    await tdb.pool.query(`UPDATE stock SET quantity = 0 WHERE site_id = 'socl' AND sku_id = $1`, [
      sku,
    ]);
    const c = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
    expect(c.notices.map((n) => n.code)).toEqual([]);
    await imported(
      'socl',
      `UPDATE variants SET published = false WHERE site_id = 'socl' AND sku_id = $1`,
      [sku],
    );
    const sold = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
    expect(sold.notices.map((n) => n.code)).toEqual(['NOT_SOLD']);
    expect(sold.lines[0]!.total).toBe(0);
    await imported(
      'socl',
      `UPDATE variants SET published = true WHERE site_id = 'socl' AND sku_id = $1`,
      [sku],
    );
  });

  it('a published product with no price in force is not for sale: never added, a notice once its prices end', async () => {
    const { sku } = await stocked('socl');
    const { rows: kept } = await tdb.pool.query<{
      id: number;
      amount: number;
      valid_from: Date;
      valid_to: Date;
    }>(
      `SELECT id, amount, valid_from, valid_to FROM prices WHERE site_id = 'socl' AND sku_id = $1`,
      [sku],
    );
    const restore = () =>
      imported(
        'socl',
        `UPDATE prices p SET amount = k.amount, valid_from = k.valid_from, valid_to = k.valid_to
           FROM jsonb_to_recordset($1::jsonb)
             AS k(id bigint, amount bigint, valid_from timestamptz, valid_to timestamptz)
          WHERE p.id = k.id`,
        [JSON.stringify(kept)],
      );
    try {
      // Its prices start tomorrow (published ahead of its launch).
      await imported(
        'socl',
        `UPDATE prices SET valid_from = $2 WHERE site_id = 'socl' AND sku_id = $1`,
        [sku, new Date(now.getTime() + 86_400_000)],
      );
      const cart = await newCart();
      const refused = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId: sku, quantity: 3 },
        version: 1,
      });
      expect(refused.status).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: 'NOT_SOLD', field: 'skuId' });
      expect(cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`)).lines).toEqual([]);

      // In the cart while priced; then its prices end: not for sale, at nothing, said once.
      await restore();
      cartOf(
        await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
          body: { skuId: sku, quantity: 2 },
          version: 1,
        }),
      );
      await imported(
        'socl',
        `UPDATE prices SET valid_to = $2 WHERE site_id = 'socl' AND sku_id = $1`,
        [sku, new Date(now.getTime() - 1_000)],
      );
      const ended = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
      expect(ended.notices.map((n) => n.code)).toEqual(['NOT_SOLD']);
      expect(ended.lines[0]).toMatchObject({ total: 0, delivery: null, available: 0 });

      // A price of nothing (an import's "0.4" pesos stored as 0) is no price either.
      await restore();
      await imported(
        'socl',
        `UPDATE prices SET amount = 0 WHERE site_id = 'socl' AND sku_id = $1`,
        [sku],
      );
      const free = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
      expect(free.notices.map((n) => n.code)).toEqual(['NOT_SOLD']);
      const again = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
        body: { skuId: sku, quantity: 1 },
        version: free.version,
      });
      expect(errorOf(again)).toMatchObject({ code: 'NOT_SOLD', field: 'skuId' });
    } finally {
      await restore();
    }
  });

  it("a store line with none left there says to choose another store (a buy-at-store site's only way)", async () => {
    const { rows } = await tdb.pool.query<{ sku: string; store: string }>(
      `SELECT s.sku_id AS sku, s.facility_id AS store FROM stock s
        JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
        JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
        WHERE s.site_id = 'somx' AND f.kind = 'store' AND s.quantity BETWEEN 3 AND 50
        ORDER BY s.sku_id, s.facility_id LIMIT 1`,
    );
    const { sku, store } = rows[0]!;
    const cart = await newCart('somx');
    const added = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: sku, quantity: 2, deliveryMethod: 'buyAtStore', storeId: store },
      version: 1,
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    await tdb.pool.query(
      `UPDATE stock SET quantity = 0 WHERE site_id = 'somx' AND sku_id = $1 AND facility_id = $2`,
      [sku, store],
    );
    const c = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
    expect(c.notices.find((n) => n.code === 'OVER_STOCK')?.message).toBe(
      'Sin stock en esta tienda: elige otra tienda o elimina el producto',
    );
  });

  it("a product the cart's store lacks comes into the cart, for the shopper to pick a store that has it", async () => {
    // A Peruvian SKU in one store and not in another.
    const { rows } = await tdb.pool.query<{ sku: string; has: string; lacks: string }>(
      `SELECT s.sku_id AS sku, s.facility_id AS has, f2.facility_id AS lacks
        FROM stock s JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
        JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
        JOIN facilities f2 ON f2.site_id = s.site_id AND f2.kind = 'store'
          AND NOT EXISTS (SELECT 1 FROM stock o WHERE o.site_id = s.site_id AND o.sku_id = s.sku_id
            AND o.facility_id = f2.facility_id AND o.quantity > 0)
        WHERE s.site_id = 'sope' AND f.kind = 'store' AND s.quantity > 2
        ORDER BY s.sku_id, f2.facility_id LIMIT 1`,
    );
    const { sku, has, lacks } = rows[0]!;
    const cart = await newCart('sope');
    const placed = cartOf(
      await call('PUT', `/checkout/v1/carts/${cart.cartId}/location`, {
        body: { storeId: lacks },
        version: 1,
      }),
    );
    expect(placed.store?.id).toBe(lacks);
    const added = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: sku, quantity: 1 },
      version: placed.version,
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    // In the cart, at the cart's store, saying what to do there.
    const c = cartOf(added);
    expect(c.lines[0]!.skuId).toBe(sku);
    expect(c.notices.find((n) => n.skuId === sku)?.message).toBe(
      'Sin stock en esta tienda: elige otra tienda o elimina el producto',
    );
    // Naming that store for the line is still refused, and the store that has it is taken.
    const named = await call(
      'PATCH',
      `/checkout/v1/carts/${cart.cartId}/lines/${c.lines[0]!.lineId}`,
      {
        body: { storeId: lacks },
        version: c.version,
      },
    );
    expect(errorOf(named).code).toBe('STORE_WITHOUT_SKU');
    const chosen = cartOf(
      await call('PATCH', `/checkout/v1/carts/${cart.cartId}/lines/${c.lines[0]!.lineId}`, {
        body: { storeId: has },
        version: c.version,
      }),
    );
    expect(chosen.lines[0]!.store?.id).toBe(has);
  });

  it('answers in Portuguese on Brazil', async () => {
    const cart = await newCart('sobr');
    const r = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: '6000001', quantity: 0 },
      version: 1,
    });
    expect(errorOf(r).message).toBe('A quantidade deve ser um número inteiro entre 1 e 9999');
    const unknown = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
      body: { skuId: '9999999', quantity: 1 },
      version: 1,
    });
    expect(errorOf(unknown).message).toBe('Esse produto não existe neste site');
  });

  it("a body that is not JSON is refused in the cart's language, and changes nothing", async () => {
    const cart = await newCart('sobr');
    const res = await app.request(`/checkout/v1/carts/${cart.cartId}/lines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'if-match': '1' },
      body: '{"skuId": "6000001", "quantity": ',
    });
    expect(res.status).toBe(400);
    expect(ErrorResponse.parse(await res.json()).errors[0]).toEqual({
      code: 'BAD_REQUEST',
      message: 'O corpo da solicitação não é um JSON válido',
    });
    const spanish = await newCart('socl');
    const inChile = await app.request(`/checkout/v1/carts/${spanish.cartId}/lines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'if-match': '1' },
      body: '{bad',
    });
    expect(ErrorResponse.parse(await inChile.json()).errors[0]!.message).toBe(
      'El cuerpo de la solicitud no es un JSON válido',
    );
    expect(cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`)).version).toBe(1);
  });

  it.each([
    [undefined, 'El cuerpo de la solicitud no es un JSON válido'],
    ['pt-BR,pt;q=0.9', 'O corpo da solicitação não é um JSON válido'],
    ['es-CL', 'El cuerpo de la solicitud no es un JSON válido'],
  ])(
    'a new cart whose body is not JSON is refused in the language the client asks (%s)',
    async (language, message) => {
      const res = await app.request('/checkout/v1/carts', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(language ? { 'accept-language': language } : {}),
        },
        body: '{"siteId": ',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: [{ code: 'BAD_REQUEST', message }] });
    },
  );
});

/** A SKU of the site sold at one of its stores, that store holding `units` of it now. */
const atStore = async (siteId: string, units: number) => {
  const { sku, store } = await one<{ sku: string; store: string }>(
    `SELECT s.sku_id AS sku, s.facility_id AS store FROM stock s
      JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      WHERE s.site_id = $1 AND f.kind = 'store' AND s.quantity > 0
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id, s.facility_id LIMIT 1`,
    [siteId],
  );
  await imported(
    siteId,
    'UPDATE stock SET quantity = $3 WHERE site_id = $1 AND sku_id = $2 AND facility_id = $4',
    [siteId, sku, units, store],
  );
  return { skuId: sku, deliveryMethod: 'buyAtStore', storeId: store };
};

/**
 * What a language reviewer calling the API as the storefront does read: every refusal in the
 * language and words of the cart's site, else of the site the request names (its `siteId`, its
 * `tenant-b2b` header), the field's path only in `field`.
 */
describe("the cart's and the order's messages in the site's language and words", () => {
  it.each([
    [
      'soar',
      'Cantidad: puedes agregar hasta 9.998 más de este producto (máximo 9.999 por producto)',
    ],
    [
      'dicico',
      'Quantidade: você pode adicionar até mais 9.998 deste produto (máximo de 9.999 por produto)',
    ],
  ])('an add past 9,999 units on %s says how many more fit: %j', async (siteId, message) => {
    const line = await atStore(siteId, 20_000);
    const cart = await newCart(siteId);
    const lines = `/checkout/v1/carts/${cart.cartId}/lines`;
    const first = await call('POST', lines, { body: { ...line, quantity: 1 }, version: 1 });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const r = await call('POST', lines, { body: { ...line, quantity: 9999 }, version: 2 });
    expect([r.status, r.json.errors]).toEqual([
      400,
      [{ code: 'INVALID_PARAMETER', message, field: 'quantity' }],
    ]);
    // A line at the maximum says so, in the site's words (Argentina's carrito).
    await call('POST', lines, { body: { ...line, quantity: 9998 }, version: 2 });
    const full = await call('POST', lines, { body: { ...line, quantity: 1 }, version: 3 });
    expect(errorOf(full).message).toBe(
      siteId === 'soar'
        ? 'Cantidad: tu carrito ya tiene el máximo de 9.999 de este producto'
        : 'Quantidade: seu carrinho já tem o máximo de 9.999 deste produto',
    );
  });

  it('the stock answers first when it is the tighter bound: the shopper learns the real limit', async () => {
    const line = await atStore('soar', 360);
    const cart = await newCart('soar');
    const lines = `/checkout/v1/carts/${cart.cartId}/lines`;
    expect((await call('POST', lines, { body: { ...line, quantity: 1 }, version: 1 })).status).toBe(
      200,
    );
    const r = await call('POST', lines, { body: { ...line, quantity: 9999 }, version: 2 });
    expect([r.status, r.json.errors]).toEqual([
      409,
      [
        {
          code: 'OUT_OF_STOCK',
          message: 'No hay stock suficiente: quedan 360',
          field: 'quantity',
          available: 360,
        },
      ],
    ]);
  });

  const nowhere = '7d3f1c2a-0000-4000-8000-000000000000';
  it.each([
    ['?siteId=sobr', {}, 'Não encontramos seu carrinho'],
    ['?siteId=sobr', { 'tenant-b2b': 'sobr' }, 'Não encontramos seu carrinho'],
    ['', { 'tenant-b2b': 'sobr' }, 'Não encontramos seu carrinho'],
    ['', { 'tenant-b2b': 'somx' }, 'No encontramos tu carrito'],
    ['', { 'tenant-b2b': 'soar' }, 'No encontramos tu carrito'],
    ['', { 'tenant-b2b': 'socl' }, 'No encontramos tu carro'],
    ['?siteId=soco', { 'tenant-b2b': 'sobr' }, 'No encontramos tu carrito'],
    ['', {}, 'No encontramos tu carro'],
  ])('an unknown cart%s with %j: %j', async (query, headers, message) => {
    const r = await call('GET', `/checkout/v1/carts/${nowhere}${query}`, { headers });
    expect([r.status, errorOf(r)]).toEqual([404, { code: 'CART_NOT_FOUND', message }]);
  });

  it.each([
    ['socl', 'Indica una ubicación: tu comuna o una tienda'],
    ['sope', 'Indica una ubicación: tu distrito o una tienda'],
    ['soar', 'Indica una ubicación: tu ciudad o una tienda'],
    ['somx', 'Indica una ubicación: tu código postal o una tienda'],
    ['sobr', 'Indique uma localização: seu CEP ou uma loja'],
  ])("a location naming no place asks for the %s site's own place: %j", async (siteId, message) => {
    const cart = await newCart(siteId);
    const r = await call('PUT', `/checkout/v1/carts/${cart.cartId}/location`, {
      body: { version: 1 },
    });
    expect([r.status, errorOf(r)]).toEqual([
      400,
      { code: 'INVALID_PARAMETER', message, field: 'location' },
    ]);
  });

  it.each([
    ['sobr', 'Site desconhecido', 'Site inválido'],
    ['somx', 'Sitio desconocido', 'Sitio inválido'],
  ])('a new cart on %s for a site that is not there', async (site, unknown, invalid) => {
    const headers = { 'tenant-b2b': site };
    const r = await call('POST', '/checkout/v1/carts', { body: { siteId: 'nowhere' }, headers });
    expect([r.status, errorOf(r)]).toEqual([
      404,
      { code: 'NOT_FOUND', message: unknown, field: 'siteId' },
    ]);
    const bad = await call('POST', '/checkout/v1/carts', { body: { siteId: 'X1' }, headers });
    expect(errorOf(bad)).toEqual({ code: 'INVALID_PARAMETER', message: invalid, field: 'siteId' });
  });

  it.each([
    ['sobr', 'Carrinho inválido', 'Total esperado inválido: um inteiro de 0 ou mais'],
    ['dicico', 'Carrinho inválido', 'Total esperado inválido: um inteiro de 0 ou mais'],
    ['somx', 'Carrito inválido', 'Total esperado inválido: un entero de 0 o más'],
    ['socl', 'Carro inválido', 'Total esperado inválido: un entero de 0 o más'],
  ])("an order's empty body on %s: %j, %j", async (site, cartId, expectedTotal) => {
    const r = await call('POST', '/checkout/v1/orders', {
      body: {},
      headers: { 'tenant-b2b': site, 'idempotency-key': `empty-body-${site}-1` },
    });
    expect(r.status).toBe(400);
    const errors = ErrorResponse.parse(r.json).errors;
    expect(errors).toContainEqual({ code: 'INVALID_PARAMETER', message: cartId, field: 'cartId' });
    const total = errors.find((e) => e.field === 'expectedTotal');
    if (total) expect(total.message).toBe(expectedTotal);
    for (const e of errors) expect(e.message).not.toContain(e.field ?? '\u0000');
  });
});

describe('whose cart', () => {
  it('a merge that would pass the 100-line limit changes nothing and says the cart is full', async () => {
    const { rows } = await tdb.pool.query<{ sku: string }>(
      `SELECT v.sku_id AS sku FROM variants v
        WHERE v.site_id = 'socl' AND v.published
          AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = v.site_id AND p.sku_id = v.sku_id)
          AND (SELECT sum(quantity) FROM stock s WHERE s.site_id = v.site_id AND s.sku_id = v.sku_id) > 5
        ORDER BY v.sku_id`,
    );
    /** Adds SKUs from the list to the cart until it holds `count` lines; answers its version. */
    const fill = async (cartId: string, skus: string[], count: number, session?: string) => {
      let version = 1;
      let lines = 0;
      while (lines < count) {
        const r = await call('POST', `/checkout/v1/carts/${cartId}/lines`, {
          body: { skuId: skus.shift()!, quantity: 1 },
          version,
          session,
        });
        if (r.status !== 200) continue;
        version = cartOf(r).version;
        lines++;
      }
      return version;
    };
    const skus = rows.map((r) => r.sku);
    expect(skus.length).toBeGreaterThan(110);
    const ana = await signedIn();
    const own = await newCart('socl', ana);
    const ownVersion = await fill(own.cartId, skus, 60, ana);
    const guest = await newCart();
    const guestVersion = await fill(guest.cartId, skus, 41);
    const r = await call('POST', '/checkout/v1/carts/merge', {
      body: { guestCartId: guest.cartId },
      session: ana,
    });
    expect(r.status).toBe(409);
    expect(errorOf(r)).toMatchObject({
      code: 'CART_FULL',
      message: 'Tu carro tiene el máximo de productos distintos',
    });
    // Both carts as they were: the guest's lines are still there, under its id.
    const mine = cartOf(await call('GET', `/checkout/v1/carts/${own.cartId}`, { session: ana }));
    expect([mine.lines.length, mine.version]).toEqual([60, ownVersion]);
    const theirs = cartOf(await call('GET', `/checkout/v1/carts/${guest.cartId}`));
    expect([theirs.lines.length, theirs.version]).toEqual([41, guestVersion]);
  });

  it("a signed-in shopper's cart answers only to that shopper's session", async () => {
    const ana = await signedIn();
    const other = await signedIn();
    const cart = await newCart('socl', ana);
    expect((await call('GET', `/checkout/v1/carts/${cart.cartId}`, { session: ana })).status).toBe(
      200,
    );
    expect(
      (await call('GET', `/checkout/v1/carts/${cart.cartId}`, { session: other })).status,
    ).toBe(404);
    expect((await call('GET', `/checkout/v1/carts/${cart.cartId}`)).status).toBe(404);
    const write = await call('DELETE', `/checkout/v1/carts/${cart.cartId}/lines/1`, {
      version: 1,
      session: other,
    });
    expect(write.status).toBe(404);
    // The same shopper asking for a cart again gets the open one.
    expect((await newCart('socl', ana)).cartId).toBe(cart.cartId);
  });

  it('a guest cart joins the shopper cart at sign-in: quantities added, capped by stock', async () => {
    const { sku } = await stocked('socl');
    const stock = await units('socl', sku);
    const ana = await signedIn();
    const own = await newCart('socl', ana);
    await call('POST', `/checkout/v1/carts/${own.cartId}/lines`, {
      body: { skuId: sku, quantity: 1 },
      version: 1,
      session: ana,
    });
    const guest = await newCart();
    await call('POST', `/checkout/v1/carts/${guest.cartId}/lines`, {
      body: { skuId: sku, quantity: Math.min(stock, 9999) },
      version: 1,
    });
    const merged = cartOf(
      await call('POST', '/checkout/v1/carts/merge', {
        body: { guestCartId: guest.cartId },
        session: ana,
      }),
    );
    expect(merged.cartId).toBe(own.cartId);
    expect(merged.lines).toHaveLength(1);
    expect(merged.lines[0]!.quantity).toBe(Math.min(stock, 9999));
    // The guest cart is closed; merging it again is a no-op answering the shopper's cart.
    expect((await call('GET', `/checkout/v1/carts/${guest.cartId}`)).status).toBe(404);
    const again = cartOf(
      await call('POST', '/checkout/v1/carts/merge', {
        body: { guestCartId: guest.cartId },
        session: ana,
      }),
    );
    expect(again.lines[0]!.quantity).toBe(merged.lines[0]!.quantity);
    expect(
      (await call('POST', '/checkout/v1/carts/merge', { body: { guestCartId: guest.cartId } }))
        .status,
    ).toBe(401);
  });

  it("signing in keeps the store a buy-at-store guest cart had chosen (the cart's, not a line's)", async () => {
    const { rows } = await tdb.pool.query<{ sku: string; store: string }>(
      `SELECT s.sku_id AS sku, s.facility_id AS store FROM stock s
        JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
        JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
        WHERE s.site_id = 'sope' AND f.kind = 'store' AND s.quantity > 3
        ORDER BY s.sku_id DESC, s.facility_id LIMIT 1`,
    );
    const { sku, store } = rows[0]!;
    const guest = await newCart('sope');
    const placed = cartOf(
      await call('PUT', `/checkout/v1/carts/${guest.cartId}/location`, {
        body: { storeId: store },
        version: 1,
      }),
    );
    const added = cartOf(
      await call('POST', `/checkout/v1/carts/${guest.cartId}/lines`, {
        body: { skuId: sku, quantity: 1 },
        version: placed.version,
      }),
    );
    expect(added.lines[0]!.store?.id).toBe(store);
    // The shopper already had a cart of the site, with no store chosen.
    const rosa = await signedIn('pe');
    await newCart('sope', rosa);
    const merged = cartOf(
      await call('POST', '/checkout/v1/carts/merge', {
        body: { guestCartId: guest.cartId },
        session: rosa,
      }),
    );
    expect(merged.store?.id).toBe(store);
    expect(merged.lines.find((l) => l.skuId === sku)?.store?.id).toBe(store);
    expect(merged.notices.filter((n) => n.code === 'CHOOSE_STORE')).toEqual([]);
  });

  it("a guest's newer pickup at a store adds the guest's units, capped by that store's stock", async () => {
    const { sku, store, in_store, location } = await stocked('socl');
    const ana = await signedIn();
    const own = await newCart('socl', ana);
    const located = cartOf(
      await call('PUT', `/checkout/v1/carts/${own.cartId}/location`, {
        body: { locationId: location },
        version: 1,
        session: ana,
      }),
    );
    await call('POST', `/checkout/v1/carts/${own.cartId}/lines`, {
      body: { skuId: sku, quantity: 2, deliveryMethod: 'homeDelivery' },
      version: located.version,
      session: ana,
    });
    const guest = await newCart();
    const picked = await call('POST', `/checkout/v1/carts/${guest.cartId}/lines`, {
      body: { skuId: sku, quantity: 3, deliveryMethod: 'pickupInStore', storeId: store },
      version: 1,
    });
    expect(picked.status, JSON.stringify(picked.json)).toBe(200);
    const merged = cartOf(
      await call('POST', '/checkout/v1/carts/merge', {
        body: { guestCartId: guest.cartId },
        session: ana,
      }),
    );
    const line = merged.lines.find((l) => l.skuId === sku)!;
    // 2 + 3, the store holding at least 5 (before, the store's stock was never read: 2).
    expect([line.quantity, line.deliveryMethod, line.store?.id]).toEqual([
      Math.min(5, in_store),
      'pickupInStore',
      store,
    ]);
  });

  it('a buy-at-store reservation stays at one store through a sign-in and a change of store', async () => {
    // Two stores of Peru holding one SKU, the second holding another SKU too.
    const { rows } = await tdb.pool.query<{ sku: string; a: string; b: string; other: string }>(
      `SELECT x.sku_id AS sku, x.facility_id AS a, y.facility_id AS b, z.sku_id AS other
        FROM stock x
        JOIN stock y ON y.site_id = x.site_id AND y.sku_id = x.sku_id AND y.facility_id > x.facility_id
        JOIN stock z ON z.site_id = x.site_id AND z.facility_id = y.facility_id AND z.sku_id <> x.sku_id
        JOIN facilities fa ON fa.site_id = x.site_id AND fa.facility_id = x.facility_id AND fa.kind = 'store'
        JOIN facilities fb ON fb.site_id = y.site_id AND fb.facility_id = y.facility_id AND fb.kind = 'store'
        JOIN variants v ON v.site_id = x.site_id AND v.sku_id = x.sku_id AND v.published
        JOIN variants w ON w.site_id = z.site_id AND w.sku_id = z.sku_id AND w.published
        WHERE x.site_id = 'sope' AND x.quantity > 5 AND y.quantity > 5 AND z.quantity > 2
          AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = x.site_id AND p.sku_id = x.sku_id)
          AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = z.site_id AND p.sku_id = z.sku_id)
        ORDER BY x.sku_id DESC LIMIT 1`,
    );
    const { sku, a, b, other } = rows[0]!;
    const rosa = await signedIn('pe');
    const own = await newCart('sope', rosa);
    // The shopper's line was added at store A with a store of its own (the product page's pick).
    const mine = cartOf(
      await call('POST', `/checkout/v1/carts/${own.cartId}/lines`, {
        body: { skuId: sku, quantity: 1, deliveryMethod: 'buyAtStore', storeId: a },
        version: 1,
        session: rosa,
      }),
    );
    // Choosing the cart's store moves every line there: one reservation, one store.
    const moved = cartOf(
      await call('PUT', `/checkout/v1/carts/${own.cartId}/location`, {
        body: { storeId: b },
        version: mine.version,
        session: rosa,
      }),
    );
    expect([moved.store?.id, moved.lines.map((l) => l.store?.id)]).toEqual([b, [b]]);
    await call('PUT', `/checkout/v1/carts/${own.cartId}/location`, {
      body: { storeId: a },
      version: moved.version,
      session: rosa,
    });
    // Later, signed out, a guest chooses store B and adds both SKUs.
    const guest = await newCart('sope');
    const placed = cartOf(
      await call('PUT', `/checkout/v1/carts/${guest.cartId}/location`, {
        body: { storeId: b },
        version: 1,
      }),
    );
    const one1 = cartOf(
      await call('POST', `/checkout/v1/carts/${guest.cartId}/lines`, {
        body: { skuId: sku, quantity: 2 },
        version: placed.version,
      }),
    );
    await call('POST', `/checkout/v1/carts/${guest.cartId}/lines`, {
      body: { skuId: other, quantity: 1, deliveryMethod: 'buyAtStore', storeId: b },
      version: one1.version,
    });
    const merged = cartOf(
      await call('POST', '/checkout/v1/carts/merge', {
        body: { guestCartId: guest.cartId },
        session: rosa,
      }),
    );
    // The newer choice, store B, for the cart and every line; the units added (1 + 2).
    expect(merged.store?.id).toBe(b);
    expect(merged.lines.map((l) => [l.skuId, l.quantity, l.store?.id]).sort()).toEqual(
      [
        [sku, 3, b],
        [other, 1, b],
      ].sort(),
    );
    expect(merged.notices).toEqual([]);
  });

  it("a guest line with none left for it in the shopper's place is kept, its notice saying so", async () => {
    const { sku, location } = await stocked('socl');
    const ana = await signedIn();
    const own = await newCart('socl', ana);
    await call('PUT', `/checkout/v1/carts/${own.cartId}/location`, {
      body: { locationId: location },
      version: 1,
      session: ana,
    });
    const guest = await newCart();
    await call('POST', `/checkout/v1/carts/${guest.cartId}/lines`, {
      body: { skuId: sku, quantity: 2 },
      version: 1,
    });
    // Sold out everywhere between the guest's add and the sign-in.
    const { rows: saved } = await tdb.pool.query(
      `SELECT facility_id, quantity FROM stock WHERE site_id = 'socl' AND sku_id = $1`,
      [sku],
    );
    await tdb.pool.query(`UPDATE stock SET quantity = 0 WHERE site_id = 'socl' AND sku_id = $1`, [
      sku,
    ]);
    try {
      const merged = cartOf(
        await call('POST', '/checkout/v1/carts/merge', {
          body: { guestCartId: guest.cartId },
          session: ana,
        }),
      );
      expect(merged.lines.map((l) => [l.skuId, l.quantity])).toEqual([[sku, 2]]);
      // No date promised for what is not there.
      expect(merged.lines[0]!.delivery).toBeNull();
      const notice = merged.notices.find((n) => n.code === 'OVER_STOCK');
      expect(notice).toMatchObject({ skuId: sku, available: 0 });
      expect(notice?.message).toBe(
        'Sin stock para esta forma de entrega: elige otra o elimina el producto',
      );
    } finally {
      for (const r of saved) {
        await tdb.pool.query(
          `UPDATE stock SET quantity = $3 WHERE site_id = 'socl' AND sku_id = $1 AND facility_id = $2`,
          [sku, r.facility_id, r.quantity],
        );
      }
    }
  });

  it("a session is its own tenant's: on another tenant's site its holder is a guest", async () => {
    const ana = await signedIn('cl');
    // A Brazil cart asked with Chile's session: a guest cart, anyone's with its id, nobody's own.
    const brazil = await newCart('sobr', ana);
    expect((await call('GET', `/checkout/v1/carts/${brazil.cartId}`)).status).toBe(200);
    expect((await newCart('sobr', ana)).cartId).not.toBe(brazil.cartId);
    // Nor does a Brazil guest cart join the Chile shopper's at sign-in.
    const merge = await call('POST', '/checkout/v1/carts/merge', {
      body: { guestCartId: brazil.cartId },
      session: ana,
    });
    expect(merge.status).toBe(401);
    expect((await call('GET', `/checkout/v1/carts/${brazil.cartId}`)).status).toBe(200);
    // On its own tenant's site the session is the shopper: the same open cart every time.
    const chile = await newCart('socl', ana);
    expect((await newCart('socl', ana)).cartId).toBe(chile.cartId);
    expect((await call('GET', `/checkout/v1/carts/${chile.cartId}`)).status).toBe(404);
  });

  it('a shopper without a cart gets the guest cart as their own', async () => {
    const { sku } = await stocked('socl');
    const bea = await signedIn();
    const guest = await newCart();
    await call('POST', `/checkout/v1/carts/${guest.cartId}/lines`, {
      body: { skuId: sku, quantity: 2 },
      version: 1,
    });
    const merged = cartOf(
      await call('POST', '/checkout/v1/carts/merge', {
        body: { guestCartId: guest.cartId },
        session: bea,
      }),
    );
    expect(merged.cartId).toBe(guest.cartId);
    expect((await call('GET', `/checkout/v1/carts/${guest.cartId}`)).status).toBe(404);
    expect((await call('GET', `/checkout/v1/carts/${guest.cartId}`, { session: bea })).status).toBe(
      200,
    );
  });

  it('a guest cart unused for 30 days is gone', async () => {
    const cart = await newCart();
    await tdb.pool.query(`UPDATE carts SET updated_at = now() - interval '31 days' WHERE id = $1`, [
      cart.cartId,
    ]);
    expect((await call('GET', `/checkout/v1/carts/${cart.cartId}`)).status).toBe(404);
  });

  it('a cross-site write is refused (CSRF), a same-origin one goes through', async () => {
    const cart = await newCart();
    const evil = await call('DELETE', `/checkout/v1/carts/${cart.cartId}/lines/1`, {
      version: 1,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    const ok = await call('DELETE', `/checkout/v1/carts/${cart.cartId}/lines/1`, {
      version: 1,
      headers: { origin: ORIGIN },
    });
    expect(ok.status).toBe(404);
  });
});

describe('race-free writes', () => {
  it('50 concurrent writes with one version: exactly one applied, 49 answered 409', async () => {
    const { sku } = await stocked('socl');
    const cart = await newCart();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
          body: { skuId: sku, quantity: 1 },
          version: 1,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const after = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
    expect(after).toMatchObject({ version: 2, lines: [{ quantity: 1 }] });
  });

  it('20 concurrent adds under different versions, each retrying on 409, end at the right total', async () => {
    const { sku } = await stocked('socl');
    const cart = await newCart();
    const addOne = async () => {
      let version = 1;
      for (let attempt = 0; attempt < 60; attempt++) {
        const r = await call('POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
          body: { skuId: sku, quantity: 1 },
          version,
        });
        if (r.status === 200) return;
        expect(r.status).toBe(409);
        version = CartResponse.parse(r.json.cart).version;
      }
      throw new Error('never got through');
    };
    await Promise.all(Array.from({ length: 20 }, addOne));
    const after = cartOf(await call('GET', `/checkout/v1/carts/${cart.cartId}`));
    expect(after.lines[0]!.quantity).toBe(20);
    expect(after.version).toBe(21);
  });
});
