import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anchorSkuId, productIdOf } from '@fierro/db/seed/anchors';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(body.prices.length).toBeGreaterThan(0);
    expect(body.categoryPath.length).toBe(3);
    const reviews = await one(
      `SELECT count(*)::int AS n FROM reviews WHERE site_id = 'socl' AND product_id = $1`,
      [DRILL],
    );
    expect(body.reviewSummary.count).toBe(reviews.n);
  });

  it("a price group's own price applies to its shoppers only", async () => {
    const row = await one(
      `SELECT pr.sku_id, pr.price_group, pr.type, pr.amount, v.product_id FROM prices pr
        JOIN variants v ON v.site_id = pr.site_id AND v.sku_id = pr.sku_id
        WHERE pr.site_id = 'socl' AND pr.price_group IS NOT NULL AND pr.valid_from IS NULL
          AND pr.valid_to IS NULL ORDER BY pr.id LIMIT 1`,
    );
    const page = (group: string) =>
      `/product/v2/socl?productId=${row.product_id}&variantId=${row.sku_id}&priceGroup=${group}`;
    const mine = ProductResponse.parse(await get(page(row.price_group)));
    expect(mine.prices.find((p) => p.type === row.type)?.amount).toBe(Number(row.amount));
  });

  it('linked and related products are cards of the same site', async () => {
    const linkedOf = await one(
      `SELECT product_id FROM product_links WHERE site_id = 'socl' AND kind = 'related' LIMIT 1`,
    );
    const related = LinkedProductsResponse.parse(
      await get(`/product/v2/socl/related-products?productId=${linkedOf.product_id}`),
    );
    expect(related.products.length).toBeGreaterThan(0);
    expect(related.products.length).toBeLessThanOrEqual(6);
    const linked = LinkedProductsResponse.parse(
      await get(`/product/v2/socl/linked-products?productId=${DRILL}`),
    );
    for (const p of linked.products) expect(p.productId.startsWith('1')).toBe(true);
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
