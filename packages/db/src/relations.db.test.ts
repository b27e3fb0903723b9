import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

/** Drizzle relational queries over the composite keys (site + id). */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('relations', () => {
  it('reads an anchor product with its brand, variants, prices and stock', async () => {
    const drill = await t.db.query.products.findFirst({
      where: and(eq(products.siteId, 'socl'), eq(products.productId, '10000003')),
      with: {
        brand: true,
        category: true,
        variants: { with: { prices: true, stock: true } },
        media: true,
      },
    });
    expect(drill?.displayName).toBe('Taladro percutor 13 mm 650 W');
    expect(drill?.brand?.name).toBe('Bosch');
    expect(drill?.category?.level).toBe(3);
    expect(drill?.variants[0]?.skuId).toBe('1000030');
    expect(
      drill?.variants[0]?.prices.some((p) => p.type === 'NORMAL' && p.priceGroup === null),
    ).toBe(true);
    expect(drill?.variants[0]?.stock.length).toBeGreaterThan(0);
    expect(drill?.media.length).toBeGreaterThanOrEqual(3);
  });
});
