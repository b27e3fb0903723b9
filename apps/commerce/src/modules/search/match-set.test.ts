import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../../contract';
import { parseOrdPrices } from '../pricing';
import { type MatchRow, matchSetOf, orderOf, pageOf } from './match-set';
import { parseOrds } from './term-cache';

const row = fc.record({
  productId: fc.string({ minLength: 1, maxLength: 4 }),
  brand: fc.constantFrom('A', 'B', 'C'),
  color: fc.option(fc.constantFrom('Rojo', 'Azul'), { nil: null }),
  // Few distinct values, so ties (which keep the storage's order) are common.
  rating: fc.constantFrom(0, 2.5, 4, 5),
  price: fc.integer({ min: 0, max: 20 }),
  homeDelivery: fc.boolean(),
  pickupInStore: fc.boolean(),
  rank: fc.constantFrom(0, 0.1, 0.5),
  createdAt: fc.integer({ min: 0, max: 5 }),
});

// The order each sort option names, as a stable sort of row objects.
const reference: Record<(typeof SORT_OPTIONS)[number], (a: MatchRow, b: MatchRow) => number> = {
  relevance: (a, b) => b.rank - a.rank || b.rating - a.rating,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  rating_desc: (a, b) => b.rating - a.rating,
  newest: (a, b) => b.createdAt - a.createdAt,
};

describe('pageOf', () => {
  it('gives the page a stable sort of every row gives, first pages and deep ones (property)', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 120 }),
        fc.constantFrom(...SORT_OPTIONS),
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 1, max: 30 }),
        (rows, sortBy, start, perPage) => {
          const set = matchSetOf(rows);
          const positions = Int32Array.from(rows, (_, i) => i);
          const page = pageOf(positions, orderOf(set, sortBy), start, start + perPage);
          const expected = [...rows].sort(reference[sortBy]).slice(start, start + perPage);
          expect(page.map((p) => rows[p])).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("keeps a term's order (best first) for relevance without sorting", () => {
    const set = { ...matchSetOf([]), ranks: null, ranked: true };
    expect(orderOf(set, 'relevance')).toBeNull();
    expect(pageOf(Int32Array.of(5, 3, 9, 1), null, 1, 3)).toEqual([3, 9]);
    expect(pageOf(Int32Array.of(5, 3), null, 4, 8)).toEqual([]);
  });
});

describe('parseOrds', () => {
  it("reads the match query's comma-separated ords", () => {
    expect(Array.from(parseOrds('1,20,300'))).toEqual([1, 20, 300]);
    expect(Array.from(parseOrds('7'))).toEqual([7]);
    expect(parseOrds(null)).toHaveLength(0);
    expect(parseOrds('')).toHaveLength(0);
  });
});

describe('parseOrdPrices', () => {
  it('reads "ord:amount" pairs into prices by ord, 0 where an ord has none', () => {
    expect(Array.from(parseOrdPrices('3:12990,1:500'))).toEqual([0, 500, 0, 12990]);
    expect(parseOrdPrices(null)).toHaveLength(0);
  });
});
