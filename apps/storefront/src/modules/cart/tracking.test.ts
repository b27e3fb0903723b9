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
});
