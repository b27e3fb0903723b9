import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSellingPrice, linePrice, promotionDiscount, type UnitPromotion } from './line-price';

const threeForTwo: UnitPromotion = { id: 'P3X2', title: '3x2', type: 'MULTI_UNIT', buy: 3, pay: 2 };
const secondHalf: UnitPromotion = {
  id: 'P2DA',
  title: '2da al 50%',
  type: 'SECOND_UNIT',
  percent: 50,
};
const paid = (amount: number, reference?: number) => ({
  paid: { type: 'INTERNET' as const, amount },
  reference: reference ? { type: 'NORMAL' as const, amount: reference } : null,
});

describe('a line with a multiple-unit promotion', () => {
  it.each<[string, UnitPromotion, number, number]>([
    ['3x2, two units: nothing free', threeForTwo, 2, 0],
    ['3x2, three units: one free', threeForTwo, 3, 1000],
    ['3x2, seven units: two free', threeForTwo, 7, 2000],
    ['second unit at 50%, one unit', secondHalf, 1, 0],
    ['second unit at 50%, two units', secondHalf, 2, 500],
    ['second unit at 50%, five units', secondHalf, 5, 1000],
  ])('%s', (_name, promotion, quantity, discount) => {
    expect(promotionDiscount(promotion, 1000, quantity)).toBe(discount);
    const line = linePrice(paid(1000), quantity, [promotion]);
    expect(line.total).toBe(1000 * quantity - discount);
    expect(line.promotion).toEqual(discount > 0 ? { ...pick(promotion), discount } : null);
  });

  it('the promotion that takes the most off applies, once', () => {
    const line = linePrice(paid(1000), 6, [secondHalf, threeForTwo]);
    expect(line.promotion?.id).toBe('P3X2');
    expect(line.total).toBe(4000);
  });

  it('a discount is taken in the pesos the site shows (Mexico shows no cents)', () => {
    // The second of two $ 1.039 units at 50%: $ 519,50 off, shown as $ 520, taken as $ 520.
    expect(linePrice(paid(103900), 2, [secondHalf], 100)).toMatchObject({
      total: 207800 - 52000,
      promotion: { discount: 52000 },
    });
    expect(linePrice(paid(103900), 2, [secondHalf]).promotion?.discount).toBe(51950);
  });

  it('the saving counts the crossed-out price and the promotion', () => {
    expect(linePrice(paid(900, 1000), 3, [threeForTwo])).toMatchObject({
      total: 1800,
      saving: 1200,
    });
    expect(linePrice(paid(900), 2, [])).toEqual({ total: 1800, saving: 0, promotion: null });
  });

  it('never costs less than nothing nor more than the units at the paid price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 100 }),
        (unit, quantity, buy, percent) => {
          const promos: UnitPromotion[] = [
            { id: 'a', title: 'a', type: 'MULTI_UNIT', buy, pay: buy - 1 },
            { id: 'b', title: 'b', type: 'SECOND_UNIT', percent },
          ];
          const line = linePrice(paid(unit), quantity, promos);
          return line.total >= 0 && line.total <= unit * quantity && line.saving >= 0;
        },
      ),
    );
  });
});

const pick = (p: UnitPromotion) => ({ id: p.id, title: p.title });

describe('a price a line may be sold at', () => {
  it.each<[number | null | undefined, boolean]>([
    [12_990, true],
    [1, true],
    [0, false],
    [-100, false],
    [null, false],
    [undefined, false],
  ])('%s: %s', (amount, sold) => {
    expect(isSellingPrice(amount)).toBe(sold);
  });
});
