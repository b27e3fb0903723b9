import { UPSELL } from '@fierro/domain';
import { describe, expect, it } from 'vitest';
import { upsellCards } from './upsell-rule';

const card = (productId: string, skuId: string) => ({ productId, skuId });
const many = (n: number) => Array.from({ length: n }, (_, i) => card(`p${i}`, `s${i}`));

describe('upsell cards (spec §9)', () => {
  it('shows 6 cards on a product page and 15 on an SEO page', () => {
    expect(UPSELL).toEqual({ productPage: 6, seoPage: 15, maxVariants: 3 });
    expect(upsellCards(many(20), false)).toHaveLength(6);
    expect(upsellCards(many(20), true)).toHaveLength(15);
    expect(upsellCards(many(4), true)).toHaveLength(4);
  });

  it('keeps at most 3 variants of one product, in commerce order', () => {
    const cards = [
      card('a', 'a1'),
      card('a', 'a2'),
      card('b', 'b1'),
      card('a', 'a3'),
      card('a', 'a4'),
      card('a', 'a5'),
      card('c', 'c1'),
      card('d', 'd1'),
      card('e', 'e1'),
    ];
    expect(upsellCards(cards, false).map((c) => c.skuId)).toEqual([
      'a1',
      'a2',
      'b1',
      'a3',
      'c1',
      'd1',
    ]);
  });

  it('fills an SEO page with other products when one has many variants', () => {
    const cards = [...Array.from({ length: 10 }, (_, i) => card('x', `x${i}`)), ...many(20)];
    const shown = upsellCards(cards, true);
    expect(shown).toHaveLength(15);
    expect(shown.filter((c) => c.productId === 'x')).toHaveLength(3);
  });
});
