import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { TENANTS } from '@fierro/tenants';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { type Pricing, ProductResponse, SearchResponse } from '../../contract';

/**
 * Issue 18's property: for random SKUs, price groups (real and made up), dates and shopper
 * contexts, what a listing card shows, where the price sort puts it, which price facet bucket
 * holds it and what its product page says it costs all agree: one paid price, one saving, one
 * discount badge. Over HTTP, on the seeded catalogue, on PostgreSQL 18 and 15.
 */
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.drop());

const DAY = 86_400_000;
const sites = [...new Set(TENANTS.map((t) => t.siteId))];

const appAt = (now: Date) =>
  createApp({
    db: tdb.pool,
    imageCacheDir: join(tmpdir(), 'commerce-price-agreement'),
    clock: () => now,
  });

const get = async (app: ReturnType<typeof createApp>, url: string) => {
  const res = await app.request(url);
  expect(res.status, url).toBe(200);
  return res.json();
};
const discountOf = (badges: Array<{ type: string; label: string }>) =>
  badges.find((b) => b.type === 'DISCOUNT')?.label ?? null;
const figures = (p: Pricing) => ({
  paid: p.paid,
  reference: p.reference,
  card: p.card,
  saving: p.saving,
  saleUnit: p.saleUnit,
});

describe('listing card, price sort, price facet and product page agree', () => {
  it('for random products, price groups, dates and shoppers', async () => {
    const categories = await tdb.pool.query<{ site_id: string; category_id: string }>(
      `SELECT site_id, category_id FROM categories WHERE level = 3 ORDER BY site_id, category_id`,
    );
    const groups = await tdb.pool.query<{ site_id: string; price_group: string }>(
      'SELECT site_id, price_group FROM price_groups ORDER BY 1, 2',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sites),
        fc.nat(),
        fc.oneof(fc.constant(null), fc.nat(), fc.constant('777')),
        fc.integer({ min: -6, max: 16 }),
        fc.boolean(),
        async (siteId, categoryPick, groupPick, days, business) => {
          const mine = categories.rows.filter((c) => c.site_id === siteId);
          const category = mine[categoryPick % mine.length]!.category_id;
          const siteGroups = groups.rows.filter((g) => g.site_id === siteId);
          const group =
            typeof groupPick === 'number'
              ? (siteGroups[groupPick % siteGroups.length]?.price_group ?? null)
              : groupPick;
          const app = appAt(new Date(Date.now() + days * DAY));
          const ask = `${group ? `&priceGroup=${group}` : ''}${business ? '&consumer=b2b' : ''}`;
          const listing = SearchResponse.parse(
            await get(
              app,
              `/search/v1/${siteId}/category/products?categoryId=${category}&perPage=100&sortBy=price_asc${ask}`,
            ),
          );
          // The price sort follows the cards' paid prices.
          const paid = listing.products.map((p) => p.pricing.paid?.amount ?? 0);
          expect(paid).toEqual([...paid].sort((a, b) => a - b));
          for (const card of listing.products.slice(0, 4)) {
            // The card's discount badge is its saving.
            expect(discountOf(card.badges)).toBe(
              card.pricing.saving ? `-${card.pricing.saving.percent}%` : null,
            );
            // The product page of the variant the card links to says the same.
            const page = ProductResponse.parse(
              await get(
                app,
                `/product/v2/${siteId}?productId=${card.productId}&variantId=${card.skuId}${ask}`,
              ),
            );
            const variant = page.variants.find((v) => v.skuId === card.skuId)!;
            expect(figures(page.pricing)).toEqual(figures(card.pricing));
            expect(discountOf(variant.badges)).toBe(discountOf(card.badges));
            // The price facet: a range holding exactly its paid price finds the product.
            const amount = card.pricing.paid?.amount;
            if (amount !== undefined) {
              const within = SearchResponse.parse(
                await get(
                  app,
                  `/search/v1/${siteId}/category/products?categoryId=${category}&perPage=100&f.range.price=${amount}::${amount}${ask}`,
                ),
              );
              expect(within.products.map((p) => p.productId)).toContain(card.productId);
              const bucket = listing.facets
                .find((f) => f.kind === 'price')
                ?.values.find((v) => {
                  const [lo, hi] = v.value.split('::').map(Number);
                  return amount >= lo! && amount <= hi!;
                });
              expect(bucket, `${card.skuId} ${amount}`).toBeDefined();
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
