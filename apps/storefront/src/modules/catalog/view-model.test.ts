import { describe, expect, it } from 'vitest';
import { cardPrices, productPath } from './view-model';

const p = (type: string, amount: number) => ({ type, amount, currency: 'CLP' }) as never;

describe('cardPrices', () => {
  it('shows the best non-card price, the card price and the struck normal price', () => {
    const v = cardPrices([p('CMR', 8000), p('INTERNET', 9000), p('NORMAL', 10000)]);
    expect(v.main?.amount).toBe(9000);
    expect(v.card?.amount).toBe(8000);
    expect(v.normal?.amount).toBe(10000);
    expect(v.discountPct).toBe(10);
  });
  it('shows no struck price when the normal price is the price', () => {
    const v = cardPrices([p('NORMAL', 10000)]);
    expect(v.main?.amount).toBe(10000);
    expect(v.normal).toBeNull();
    expect(v.discountPct).toBeNull();
  });
  it('copes with no price', () => {
    expect(cardPrices([]).main).toBeNull();
  });
});

describe('productPath', () => {
  it('is the spec product route', () => {
    expect(productPath({ productId: '123', slug: 'taladro-bosch' })).toBe(
      '/product/123/taladro-bosch/',
    );
  });
});
