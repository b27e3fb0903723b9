import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { CartResponse, ProductResponse } from '../../contract';
import { createPgIdentityStore, DEMO_PASSWORD, loginPolicyOf, seedDemoAccounts } from '../identity';

// A client that signs a company in (an app, a kiosk) reads the prices its cart charges: the
// catalogue's routes price a company's session as business, as the cart does, without
// `consumer=b2b` (the reviewer's 19,990 shown beside 18,990 charged).
const ORIGIN = 'http://localhost:3000';
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;
const sessions: Record<'company' | 'person', string> = { company: '', person: '' };
let sku = { sku: '', product: '', pro: 0 };

beforeAll(async () => {
  tdb = await createTestDatabase();
  const identityStore = createPgIdentityStore(tdb.pool);
  app = createApp({
    db: tdb.pool,
    identityStore,
    allowedOrigins: [ORIGIN],
    imageCacheDir: join(tmpdir(), 'commerce-catalogue-business-test'),
  });
  await seedDemoAccounts({ store: identityStore, now: new Date(), policyOf: loginPolicyOf });
  for (const [kind, email] of [
    ['company', 'empresa.cl@fierro.demo'],
    ['person', 'persona.cl@fierro.demo'],
  ] as const) {
    const login = await app.request('/auth/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-b2b': 'cl', origin: ORIGIN },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, accountKind: kind }),
    });
    expect(login.status).toBe(200);
    sessions[kind] = ((await login.json()) as { sessionId: string }).sessionId;
  }
  const { rows } = await tdb.pool.query<{ sku: string; product: string; pro: number }>(
    `SELECT p.sku_id AS sku, v.product_id AS product, p.amount::int AS pro
      FROM prices p JOIN variants v USING (site_id, sku_id)
      JOIN price_groups g ON g.site_id = p.site_id AND g.price_group = p.price_group AND g.business
      JOIN stock s ON s.site_id = p.site_id AND s.sku_id = p.sku_id AND s.quantity > 5
      WHERE p.site_id = 'socl' AND v.published
        AND p.amount < (SELECT n.amount FROM prices n WHERE n.site_id = p.site_id
          AND n.sku_id = p.sku_id AND n.type = 'NORMAL' AND n.price_group IS NULL)
        AND NOT EXISTS (SELECT 1 FROM prices o WHERE o.site_id = p.site_id AND o.sku_id = p.sku_id
          AND o.price_group IS NULL AND o.type <> 'NORMAL')
        AND (SELECT count(*) FROM variants w WHERE w.site_id = v.site_id
          AND w.product_id = v.product_id) = 1
      ORDER BY p.sku_id LIMIT 1`,
  );
  sku = rows[0]!;
}, 180_000);
afterAll(() => tdb?.drop());

const productAs = async (session: string | null, query = '') => {
  const r = await app.request(
    `/product/v2/socl?productId=${sku.product}&variantId=${sku.sku}${query}`,
    { headers: session ? { authorization: session } : {} },
  );
  expect(r.status).toBe(200);
  return { r, pricing: ProductResponse.parse(await r.json()).pricing };
};

describe('catalogue prices for a signed-in company', () => {
  it("a company's session reads the business price its cart charges; a person's and a guest's the retail one", async () => {
    const company = await productAs(sessions.company);
    expect(company.pricing.paid?.amount).toBe(sku.pro);
    // That answer is the session's alone.
    expect(company.r.headers.get('cache-control')).toBe('private, no-store');

    const cart = await app.request('/checkout/v1/carts', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: sessions.company,
        origin: ORIGIN,
      },
      body: JSON.stringify({ siteId: 'socl' }),
    });
    const { cartId } = CartResponse.parse(await cart.json());
    const added = await app.request(`/checkout/v1/carts/${cartId}/lines`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: sessions.company,
        origin: ORIGIN,
        'if-match': '"1"',
      },
      body: JSON.stringify({ skuId: sku.sku, quantity: 1 }),
    });
    expect(added.status).toBe(200);
    const line = CartResponse.parse(await added.json()).lines[0]!;
    expect(line.total).toBe(company.pricing.paid?.amount);

    for (const who of [sessions.person, null, 'not-a-session']) {
      const retail = await productAs(who);
      expect(retail.pricing.paid?.amount).toBeGreaterThan(sku.pro);
    }
    // Business mode asked for by anyone (the storefront's switch) is the business price too.
    expect((await productAs(null, '&consumer=b2b')).pricing.paid?.amount).toBe(sku.pro);
  });

  it('a search with the company session lists the same business price', async () => {
    const { rows } = await tdb.pool.query<{ name: string }>(
      `SELECT display_name AS name FROM products WHERE site_id = 'socl' AND product_id = $1`,
      [sku.product],
    );
    const listed = async (session: string | null, query = '') => {
      const term = encodeURIComponent(rows[0]!.name);
      const r = await app.request(`/search/v1/socl?Ntt=${term}${query}`, {
        headers: session ? { authorization: session } : {},
      });
      expect(r.status).toBe(200);
      const { products } = (await r.json()) as {
        products: { productId: string; pricing: { paid: { amount: number } | null } }[];
      };
      return products.find((p) => p.productId === sku.product)?.pricing.paid?.amount;
    };
    // The card's price as business mode lists it (the product's own variant may be another SKU).
    const business = await listed(null, '&consumer=b2b');
    expect(business).toBeDefined();
    expect(await listed(sessions.company)).toBe(business);
    expect(await listed(null)).toBeGreaterThan(business!);
  });
});

describe('business prices follow a session (DESIGN §5)', () => {
  const cartAs = async (session: string | null, query: string) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(session ? { authorization: session } : {}),
    };
    const created = CartResponse.parse(
      await (
        await app.request(`/checkout/v1/carts${query}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ siteId: 'socl' }),
        })
      ).json(),
    );
    const added = await app.request(`/checkout/v1/carts/${created.cartId}/lines${query}`, {
      method: 'POST',
      headers: { ...headers, 'if-match': `"${created.version}"` },
      body: JSON.stringify({ skuId: sku.sku, quantity: 1 }),
    });
    expect(added.status).toBe(200);
    return CartResponse.parse(await added.json());
  };

  it('a guest that says b2b is charged retail; a signed-in person in business mode, business', async () => {
    // The storefront asks a signed-out visitor in business mode to sign in: a guest's consumer=b2b
    // is a client pricing a cart at business prices it may not have.
    const guest = await cartAs(null, '?consumer=b2b');
    expect(guest.lines[0]!.total).toBeGreaterThan(sku.pro);
    const person = await cartAs(sessions.person, '?consumer=b2b');
    expect(person.lines[0]!.total).toBe(sku.pro);
    // The same person's cart read without the switch is retail again: the cart follows the mode.
    const read = await app.request(`/checkout/v1/carts/${person.cartId}`, {
      headers: { authorization: sessions.person },
    });
    expect(CartResponse.parse(await read.json()).lines[0]!.total).toBeGreaterThan(sku.pro);
  });

  it('a business-only site (dicico) takes no order from a guest: sign in first', async () => {
    const { rows } = await tdb.pool.query<{ sku: string; store: string }>(
      `SELECT s.sku_id AS sku, s.facility_id AS store FROM stock s
        JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
        JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
        WHERE s.site_id = 'dicico' AND f.kind = 'store' AND s.quantity > 5
          AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
        ORDER BY s.sku_id LIMIT 1`,
    );
    const headers = { 'content-type': 'application/json', origin: ORIGIN };
    const created = CartResponse.parse(
      await (
        await app.request('/checkout/v1/carts', {
          method: 'POST',
          headers,
          body: JSON.stringify({ siteId: 'dicico' }),
        })
      ).json(),
    );
    const added = await app.request(`/checkout/v1/carts/${created.cartId}/lines`, {
      method: 'POST',
      headers: { ...headers, 'if-match': `"${created.version}"` },
      body: JSON.stringify({
        skuId: rows[0]!.sku,
        quantity: 1,
        deliveryMethod: 'buyAtStore',
        storeId: rows[0]!.store,
      }),
    });
    const cart = CartResponse.parse(await added.json());
    const r = await app.request('/checkout/v1/orders', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': 'dicico-guest-0001' },
      body: JSON.stringify({
        cartId: cart.cartId,
        contact: {
          email: 'comprador@fierro.test',
          firstName: 'Ana',
          lastName: 'Souza',
          phone: '+55 11 91234 5678',
          document: { type: 'BR_CNPJ', number: '11.444.777/0001-61' },
        },
        fiscalDocument: {
          kind: 'notaFiscalEmpresa',
          taxId: '11.444.777/0001-61',
          businessName: 'Qualquer Ltda',
        },
        payment: { method: 'payAtStore' },
        expectedTotal: cart.totals.total,
      }),
    });
    const body = (await r.json()) as { errors: { code: string; message: string }[] };
    expect(r.status, JSON.stringify(body)).toBe(401);
    expect(body.errors[0]).toMatchObject({
      code: 'SIGN_IN_REQUIRED',
      message: 'Entre na sua conta para comprar neste site',
    });
    const { rows: orders } = await tdb.pool.query(
      `SELECT 1 FROM orders WHERE site_id = 'dicico' AND cart_id = $1`,
      [cart.cartId],
    );
    expect(orders).toEqual([]);
  });
});
