import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anchorSkuId, productIdOf } from '@fierro/db/seed/anchors';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import {
  DeliveryEstimatesResponse,
  ErrorResponse,
  LinkedProductsResponse,
  MonthlyInstallmentsResponse,
  ProductDetailsResponse,
  ProductInfoResponse,
  ProductResponse,
  PromotionInfoResponse,
  ZoneFacilityResponse,
} from '../../contract';
import { catalogVersion, VERSION_TTL_MS } from '../../lib/site-index';

// Product, stock and delivery routes over the seeded test catalogue (anchor products).
const DRILL = productIdOf(1, 3);
const DRILL_SKU = anchorSkuId(1, 3);
let tdb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = createApp({ db: tdb.pool, imageCacheDir: join(tmpdir(), 'commerce-product-db-test') });
});
afterAll(() => tdb?.drop());

const get = async (url: string, status = 200) => {
  const res = await app.request(url);
  expect(res.status, url).toBe(status);
  return res.json();
};
const one = async (sql: string, values: unknown[] = []) =>
  (await tdb.pool.query(sql, values)).rows[0];

describe('product page', () => {
  it('gives the anchor drill with its variants, media, prices and review summary', async () => {
    const body = ProductResponse.parse(await get(`/product/v2/socl?productId=${DRILL}`));
    expect(body.productId).toBe(DRILL);
    expect(body.variants.map((v) => v.skuId)).toContain(DRILL_SKU);
    expect(body.pricing.paid?.amount).toBeGreaterThan(0);
    expect(body.categoryPath.length).toBe(3);
    const reviews = await one(
      `SELECT count(*)::int AS n FROM reviews WHERE site_id = 'socl' AND product_id = $1`,
      [DRILL],
    );
    expect(body.reviewSummary.count).toBe(reviews.n);
  });

  it("a price group's own price applies to its shoppers only", async () => {
    // A regional NORMAL price of a SKU with no other price: what its group's shoppers pay.
    const row = await one(
      `SELECT pr.sku_id, pr.price_group, pr.amount, v.product_id,
          (SELECT b.amount FROM prices b WHERE b.site_id = pr.site_id AND b.sku_id = pr.sku_id
            AND b.type = 'NORMAL' AND b.price_group IS NULL) AS base
        FROM prices pr JOIN variants v ON v.site_id = pr.site_id AND v.sku_id = pr.sku_id
        JOIN price_groups g ON g.site_id = pr.site_id AND g.price_group = pr.price_group
        WHERE pr.site_id = 'socl' AND pr.type = 'NORMAL' AND NOT g.business
          AND NOT EXISTS (SELECT 1 FROM prices o WHERE o.site_id = pr.site_id
            AND o.sku_id = pr.sku_id AND o.type NOT IN ('NORMAL', 'M2'))
        ORDER BY pr.id LIMIT 1`,
    );
    const page = (group: string) =>
      `/product/v2/socl?productId=${row.product_id}&variantId=${row.sku_id}&priceGroup=${group}`;
    const mine = ProductResponse.parse(await get(page(row.price_group)));
    expect(mine.pricing.paid).toMatchObject({ type: 'NORMAL', amount: Number(row.amount) });
    // Another group, a made-up one and the business group all pay the base list.
    for (const other of ['10', '777', '90']) {
      const theirs = ProductResponse.parse(await get(page(other)));
      expect(theirs.pricing.paid?.amount, other).toBe(Number(row.base));
    }
  });

  it('linked and related products are cards of the same site', async () => {
    const linkedOf = await one(
      `SELECT product_id FROM product_links WHERE site_id = 'socl' AND kind = 'related' LIMIT 1`,
    );
    const related = LinkedProductsResponse.parse(
      await get(`/product/v2/socl/related-products?productId=${linkedOf.product_id}`),
    );
    // Spec §9: 6 upsell cards on a product page, 15 on an SEO page, whatever was linked.
    const { n } = await one(
      `SELECT count(*)::int AS n FROM products o JOIN products p
        ON p.site_id = o.site_id AND p.category_id = o.category_id
        WHERE p.site_id = 'socl' AND p.product_id = $1 AND o.product_id <> p.product_id`,
      [linkedOf.product_id],
    );
    expect(related.products.length).toBe(Math.min(6, Math.max(n, 3)));
    const seo = LinkedProductsResponse.parse(
      await get(`/product/v2/socl/related-products?productId=${linkedOf.product_id}&limit=15`),
    );
    expect(seo.products.length).toBeGreaterThanOrEqual(Math.min(15, n));
    expect(new Set(seo.products.map((p) => p.productId)).size).toBe(seo.products.length);
    expect(seo.products.map((p) => p.productId)).not.toContain(linkedOf.product_id);
    const linked = LinkedProductsResponse.parse(
      await get(`/product/v2/socl/linked-products?productId=${DRILL}`),
    );
    for (const p of linked.products) expect(p.productId.startsWith('1')).toBe(true);
  });

  it("a promotion names the product's variants it applies to, and its badge is theirs", async () => {
    // A 3x2 on one variant of a product with several: the page must not offer it on the others.
    const row = await one(
      `SELECT pi.promotion_id, pi.sku_id, v.product_id FROM promotion_items pi
        JOIN promotions pm ON pm.site_id = pi.site_id AND pm.promotion_id = pi.promotion_id
        JOIN variants v ON v.site_id = pi.site_id AND v.sku_id = pi.sku_id
        WHERE pi.site_id = 'socl' AND pm.type = 'MULTI_UNIT'
          AND (SELECT count(*) FROM variants o WHERE o.site_id = v.site_id
            AND o.product_id = v.product_id) > 1
        ORDER BY v.product_id LIMIT 1`,
    );
    const body = ProductResponse.parse(await get(`/product/v2/socl?productId=${row.product_id}`));
    const promotion = body.promotions.find((p) => p.id === row.promotion_id);
    expect(promotion?.skuIds).toEqual([row.sku_id]);
    const variant = (skuId: string) => body.variants.find((v) => v.skuId === skuId)!;
    expect(variant(row.sku_id).badges.map((b) => b.type)).toContain('MXN');
    for (const other of body.variants.filter((v) => v.skuId !== row.sku_id)) {
      expect(
        other.badges.map((b) => b.type),
        other.skuId,
      ).not.toContain('MXN');
    }
    expect(body.badges.map((b) => b.type)).not.toContain('MXN');
  });

  it('productDetails and product-info describe the anchor', async () => {
    const details = ProductDetailsResponse.parse(
      await get(`/product/v1/socl/productDetails?variantId=${DRILL_SKU}`),
    );
    expect(details.productId).toBe(DRILL);
    const info = ProductInfoResponse.parse(
      await get(`/product/v1/socl/product-info?productId=${DRILL}`),
    );
    expect(info.variantIds).toContain(DRILL_SKU);
  });

  it.each([
    ['productId', `/product/v2/socl?productId=99999999`, 404],
    ['productId', `/product/v2/soar?productId=${DRILL}`, 404],
    ['variantId', `/product/v2/socl?productId=${DRILL}&variantId=9999999`, 404],
    ['productId', '/product/v2/socl/linked-products?productId=99999999', 404],
    ['variantId', '/product/v1/socl/productDetails?variantId=9999999', 404],
    ['productId', '/product/v1/socl/product-info?productId=99999999', 404],
  ])('unknown %s is a 404 naming it (%s)', async (field, url, status) => {
    const body = ErrorResponse.parse(await get(url, status));
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
});

describe('stock and delivery', () => {
  const stocked = () =>
    one(
      `SELECT zf.zone_id, s.sku_id, sum(s.quantity)::int AS qty FROM zone_facilities zf
        JOIN stock s ON s.site_id = zf.site_id AND s.facility_id = zf.facility_id
        JOIN delivery_rules r ON r.site_id = zf.site_id AND r.zone_id = zf.zone_id
          AND r.method = 'homeDelivery'
        WHERE zf.site_id = 'socl' AND zf.method = 'homeDelivery' AND s.quantity > 0
        GROUP BY zf.zone_id, s.sku_id ORDER BY zf.zone_id, s.sku_id LIMIT 1`,
    );

  it('zone-facility sums the stock of the facilities serving the zone', async () => {
    const { zone_id, sku_id } = await stocked();
    const body = ZoneFacilityResponse.parse(
      await get(`/product/v1/socl/zone-facility?variantId=${sku_id}&zoneId=${zone_id}`),
    );
    const expected = await one(
      `SELECT COALESCE(sum(q), 0)::int AS n FROM (SELECT DISTINCT zf.facility_id, s.quantity AS q
        FROM zone_facilities zf JOIN stock s ON s.site_id = zf.site_id
          AND s.facility_id = zf.facility_id AND s.sku_id = $2
        WHERE zf.site_id = 'socl' AND zf.zone_id = $1) x`,
      [zone_id, sku_id],
    );
    expect(body.totalQuantity).toBe(expected.n);
    expect(body.homeDeliveryAvailable).toBe(true);
  });

  it('home delivery dates and cost come from the zone rule; beyond the stock it is unavailable', async () => {
    const { zone_id, sku_id, qty } = await stocked();
    const rule = await one(
      `SELECT lead_days_min, cost FROM delivery_rules WHERE site_id = 'socl' AND zone_id = $1
        AND method = 'homeDelivery'`,
      [zone_id],
    );
    const url = `/checkout/v1/shipments/delivery-estimates/products?siteId=socl&skuId=${sku_id}&zoneId=${zone_id}&deliveryMethod=homeDelivery`;
    const ok = DeliveryEstimatesResponse.parse(await get(`${url}&quantity=1`));
    expect(ok.options[0]).toMatchObject({
      available: true,
      leadTimeDays: rule.lead_days_min,
      cost: { amount: Number(rule.cost) },
    });
    const tooMany = DeliveryEstimatesResponse.parse(await get(`${url}&quantity=${qty + 1}`));
    expect(tooMany.options[0]?.available).toBe(false);
  });

  it('a method the site does not offer is a 400 naming deliveryMethod (Peru: buy at store only)', async () => {
    const sku = anchorSkuId(7, 3);
    const body = ErrorResponse.parse(
      await get(
        `/checkout/v1/shipments/delivery-estimates/products?siteId=sope&skuId=${sku}&deliveryMethod=homeDelivery`,
        400,
      ),
    );
    expect(body.errors[0]?.field).toBe('deliveryMethod');
  });

  it('installments and promotions answer for a SKU', async () => {
    MonthlyInstallmentsResponse.parse(
      await get(`/checkout/v1/installments?siteId=socl&skuId=${DRILL_SKU}`),
    );
    PromotionInfoResponse.parse(
      await get(`/checkout/v1/promotions?siteId=socl&skuId=${DRILL_SKU}`),
    );
    await get('/checkout/v1/promotions?siteId=socl&skuId=9999999', 404);
  });
});

describe('product page kept per catalogue version', () => {
  // Only Date is faked: the catalogue version is reread after VERSION_TTL_MS of it, and the
  // app's clock (the request's `now`) is read from it.
  // Each test starts a day after the previous one: the held version's age never goes negative.
  const T0 = new Date('2030-03-01T12:00:00Z');
  const T1 = new Date('2030-03-02T12:00:00Z');
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const asked = (spy: { mock: { calls: unknown[][] } }, name: string) =>
    spy.mock.calls.filter(([q]) => (q as { name?: string } | undefined)?.name === name).length;
  /** What an import does to the version, then time enough for this process to read it. */
  const importDone = async () => {
    await tdb.pool.query(
      `UPDATE sites SET catalog_version = catalog_version + 1 WHERE site_id = 'socl'`,
    );
    vi.setSystemTime(Date.now() + VERSION_TTL_MS);
    await catalogVersion(tdb.pool, 'socl'); // answers the held version while rereading it
    await catalogVersion(tdb.pool, 'socl');
  };
  /** A published product other than the drill, and one of its published variants. */
  const pick = (nth: number) =>
    one(
      `SELECT p.product_id, v.sku_id FROM products p JOIN variants v ON v.site_id = p.site_id
        AND v.product_id = p.product_id AND v.published
        WHERE p.site_id = 'socl' AND p.published AND p.product_id <> $1
        ORDER BY p.product_id, v.sku_id OFFSET $2 LIMIT 1`,
      [DRILL, nth],
    );

  it('a second request asks only the stock; an import is seen', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { product_id: id } = await pick(0);
    const url = `/product/v2/socl?productId=${id}`;
    const first = ProductResponse.parse(await get(url));
    const spy = vi.spyOn(tdb.pool, 'query');
    const second = ProductResponse.parse(await get(url));
    expect(second).toEqual(first);
    expect(asked(spy, 'product-catalogue')).toBe(0);
    expect(asked(spy, 'product-stock')).toBe(1);

    await tdb.pool.query(
      `UPDATE products SET display_name = 'Taladro importado' WHERE site_id = 'socl'
        AND product_id = $1`,
      [id],
    );
    await importDone();
    spy.mockClear();
    const third = ProductResponse.parse(await get(url));
    expect(third.displayName).toBe('Taladro importado');
    expect(asked(spy, 'product-catalogue')).toBe(1);
  });

  it('a badge or price window opening between two requests shows without an import', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T1 });
    const { product_id: id, sku_id: sku } = await pick(50);
    // Imported before the window opens: a badge and an EVENT price from T1 + 1 h to T1 + 3 h.
    const opens = new Date(T1.getTime() + 3_600_000);
    const closes = new Date(T1.getTime() + 3 * 3_600_000);
    await tdb.pool.query(
      `INSERT INTO badges (id, site_id, product_id, sku_id, type, label, valid_from, valid_to)
        VALUES ('hd-window', 'socl', $1, NULL, 'EXCLUSIVE', 'Solo hoy', $2, $3)`,
      [id, opens, closes],
    );
    await tdb.pool.query(
      `INSERT INTO prices (site_id, sku_id, price_group, type, amount, currency, valid_from, valid_to)
        VALUES ('socl', $1, NULL, 'EVENT', 1, 'CLP', $2, $3)`,
      [sku, opens, closes],
    );
    await importDone();
    const url = `/product/v2/socl?productId=${id}&variantId=${sku}`;
    const before = ProductResponse.parse(await get(url));
    expect(before.badges.map((b) => b.label)).not.toContain('Solo hoy');
    expect(before.pricing.paid?.type).not.toBe('EVENT');

    const spy = vi.spyOn(tdb.pool, 'query');
    vi.setSystemTime(new Date(opens.getTime() + 60_000));
    const during = ProductResponse.parse(await get(url));
    expect(during.badges).toContainEqual({ type: 'EXCLUSIVE', label: 'Solo hoy' });
    expect(during.pricing.paid).toMatchObject({ type: 'EVENT', amount: 1 });

    vi.setSystemTime(closes);
    const after = ProductResponse.parse(await get(url));
    expect(after.badges.map((b) => b.label)).not.toContain('Solo hoy');
    expect(after.pricing.paid?.type).not.toBe('EVENT');
    expect(asked(spy, 'product-catalogue')).toBe(0);
  });
});
