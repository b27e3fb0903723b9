import { createTestDatabase, type TestDatabase } from '@fierro/db/testing';
import { getTenantBySiteId, TENANTS } from '@fierro/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCards } from '../product';
import { facetSnapshot } from '../search';
import { cardPrices } from './card-prices.repo';
import { pgPriceGroups } from './price-context';
import { GUEST, groupsOf } from './price-rule';

// The price sort and the price facet read the SQL of card-prices.repo.ts; cards and the product
// page read the price rule. They must agree for every SKU of the catalogue, in every price group,
// for a guest and a business shopper, today and on dates when event prices open and close.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.drop());

const DAY = 86_400_000;

describe('the SQL card price is the price rule', () => {
  const siteIds = [...new Set(TENANTS.map((t) => t.siteId))];
  it.each(siteIds)('%s: every product, every price group, guest and business', async (siteId) => {
    const tenant = getTenantBySiteId(siteId)!;
    const site = await pgPriceGroups(tdb.pool).sitePriceGroups(siteId);
    const snap = await facetSnapshot(tdb.pool, siteId);
    const ids = snap.ids.filter((id): id is string => id !== undefined);
    expect(ids.length).toBeGreaterThan(50);
    let compared = 0;
    for (const offset of [0, -3 * DAY, 5 * DAY, 12 * DAY]) {
      const now = new Date(Date.now() + offset);
      for (const group of [null, ...site.retail, '777']) {
        for (const businessMode of [false, true]) {
          const shopper = { ...GUEST, businessMode };
          const price = { groups: groupsOf(group, shopper, site), shopper };
          const byOrd = await cardPrices(tdb.pool, siteId, price, now);
          const cards = await productCards(tdb.pool, tenant, ids, price, now);
          for (const card of cards) {
            const sql = byOrd[snap.ordOf.get(card.productId)!] ?? 0;
            expect(
              sql,
              `${siteId} ${card.skuId} ${group} ${businessMode} ${now.toISOString()}`,
            ).toBe(card.pricing.paid?.amount ?? 0);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(ids.length * 8);
  });
});
