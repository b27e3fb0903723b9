import { describe, expect, it } from 'vitest';
import { ga4Event } from './tracking';

describe('cart tracking (GA4 ecommerce shape)', () => {
  it('gives item ids, unit prices in currency units and quantities', () => {
    expect(
      ga4Event('add_to_cart', 'CLP', 1, [
        { skuId: '1000030', name: 'Taladro', unitPrice: 140990, quantity: 2 },
      ]),
    ).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'CLP',
        value: 281980,
        items: [{ item_id: '1000030', item_name: 'Taladro', price: 140990, quantity: 2 }],
      },
    });
  });

  it('converts cents (PEN, BRL) and sums the value', () => {
    const e = ga4Event('view_cart', 'PEN', 100, [
      { skuId: '7000030', name: 'A', unitPrice: 12990, quantity: 3 },
      { skuId: '7000040', name: 'B', unitPrice: null, quantity: 1 },
    ]);
    expect(e.ecommerce.items.map((i) => i.price)).toEqual([129.9, 0]);
    expect(e.ecommerce.value).toBe(389.7);
  });

  it("a 3x2's free unit is a discount on each item, not in the value", () => {
    const e = ga4Event('view_cart', 'CLP', 1, [
      { skuId: '1000021', name: 'Pintura', unitPrice: 35990, quantity: 3, lineTotal: 71980 },
    ]);
    expect(e.ecommerce.items[0]).toMatchObject({ price: 35990, quantity: 3, discount: 11996.67 });
    expect(e.ecommerce.value).toBe(71980);
  });
});
