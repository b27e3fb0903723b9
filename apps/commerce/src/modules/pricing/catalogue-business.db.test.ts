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
