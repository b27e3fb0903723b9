import { describe, expect, it } from 'vitest';
import { productPath } from './view-model';

describe('productPath', () => {
  it('links a card to the variant it prices', () => {
    expect(
      productPath({ productId: '123', slug: 'taladro-bosch', skuId: '1230001', variantCount: 3 }),
    ).toBe('/product/123/taladro-bosch/1230001/');
  });
  it('keeps the plain spec route for a product of one variant', () => {
    expect(
      productPath({ productId: '123', slug: 'taladro-bosch', skuId: '1230001', variantCount: 1 }),
    ).toBe('/product/123/taladro-bosch/');
  });
  it('names the SKU of a reference (an exact SKU search lands on it)', () => {
    expect(productPath({ productId: '123', slug: 'taladro-bosch', skuId: '1230002' })).toBe(
      '/product/123/taladro-bosch/1230002/',
    );
  });
});
