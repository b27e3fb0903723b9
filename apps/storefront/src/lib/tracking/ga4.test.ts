import { describe, expect, it } from 'vitest';
import { cartLinesTracked, ga4Event } from './ga4';

describe('GA4 ecommerce shape (cart, checkout, purchase)', () => {
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
        items: [{ item_id: '1000030', item_name: 'Taladro', price: 140990, quantity: 2, index: 0 }],
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

  it("a 3x2's free unit lowers each unit's price, its share the discount: price x quantity is the value", () => {
    const e = ga4Event('view_cart', 'CLP', 1, [
      { skuId: '1000021', name: 'Pintura', unitPrice: 35990, quantity: 3, lineTotal: 71980 },
    ]);
    expect(e.ecommerce.items[0]).toMatchObject({
      price: 23993.33,
      quantity: 3,
      discount: 11996.67,
    });
    expect(e.ecommerce.value).toBe(71980);
    const sum = e.ecommerce.items.reduce((s, i) => s + i.price * i.quantity, 0);
    expect(Math.abs(sum - e.ecommerce.value)).toBeLessThan(0.02);
  });

  it('warranties and services are items: the items add up to the value', () => {
    const lines = cartLinesTracked([
      {
        skuId: '1000030',
        name: 'Taladro',
        quantity: 1,
        total: 70_990,
        storeCardTotal: 64_990,
        pricing: { paid: { amount: 70_990 } },
        services: [
          { skuId: '1000030-G', name: 'Garantía', quantity: 1, unitPrice: 9_990, total: 9_990 },
        ],
      },
    ]);
    const e = ga4Event('begin_checkout', 'CLP', 1, lines);
    expect(e.ecommerce.items.map((i) => [i.item_id, i.price, i.quantity])).toEqual([
      ['1000030', 70_990, 1],
      ['1000030-G', 9_990, 1],
    ]);
    expect(e.ecommerce.value).toBe(80_980);
  });

  it('paid with the store card, a line is at its card price, as the purchase records it', () => {
    const lines = cartLinesTracked(
      [
        {
          skuId: '4001029',
          name: 'Heladera',
          quantity: 1,
          total: 73_999_00,
          storeCardTotal: 57_649_00,
          pricing: { paid: { amount: 73_999_00 }, card: { amount: 57_649_00 } },
          services: [],
        },
      ],
      true,
    );
    const e = ga4Event('add_payment_info', 'ARS', 100, lines, { payment_type: 'storeCard' });
    expect(e.ecommerce).toMatchObject({
      value: 57_649,
      payment_type: 'storeCard',
      items: [{ price: 57_649 }],
    });
    expect(e.ecommerce.items[0]).not.toHaveProperty('discount');
  });
});
