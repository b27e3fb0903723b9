import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFacets, type FacetRow, priceBuckets } from './facets';
import type { SearchFilters } from './search.schemas';

const none: SearchFilters = {
  term: null,
  categoryId: null,
  collectionId: null,
  brands: [],
  colors: [],
  minRating: null,
  price: null,
  homeDelivery: false,
  pickupInStore: false,
};
const rows: FacetRow[] = [
  {
    brand: 'Bosch',
    color: 'Azul',
    rating: 4.5,
    price: 59990,
    homeDelivery: true,
    pickupInStore: true,
  },
  {
    brand: 'Bosch',
    color: 'Verde',
    rating: 3.2,
    price: 89990,
    homeDelivery: false,
    pickupInStore: true,
  },
  {
    brand: 'Makita',
    color: 'Azul',
    rating: 4.8,
    price: 99990,
    homeDelivery: true,
    pickupInStore: false,
  },
  {
    brand: 'Dewalt',
    color: null,
    rating: 2.0,
    price: 129990,
    homeDelivery: true,
    pickupInStore: true,
  },
];
const facet = (r: ReturnType<typeof computeFacets>, name: string) =>
  Object.fromEntries(r.facets.find((x) => x.name === name)!.values.map((v) => [v.value, v.count]));

describe('computeFacets', () => {
  it('counts every facet without filters', () => {
    const r = computeFacets(rows, none);
    expect(r.total).toBe(4);
    expect(facet(r, 'brand')).toEqual({ Bosch: 2, Dewalt: 1, Makita: 1 });
    expect(facet(r, 'primary_color_group')).toEqual({ Azul: 2, Verde: 1 });
    expect(facet(r, 'averageOverallRating')).toEqual({ '4': 2, '3': 3, '2': 4, '1': 4 });
    expect(facet(r, 'availability')).toEqual({ homeDelivery: 3, pickupInStore: 3 });
  });

  it('applies other filters to each facet but not its own (brand + colour + home delivery)', () => {
    const f = { ...none, brands: ['Bosch'], colors: ['Azul'], homeDelivery: true };
    const r = computeFacets(rows, f);
    expect(r.total).toBe(1);
    // brands: colour Azul + home delivery → Bosch (row 1) and Makita (row 3)
    expect(facet(r, 'brand')).toEqual({ Bosch: 1, Makita: 1 });
    // colours: Bosch + home delivery → row 1 only
    expect(facet(r, 'primary_color_group')).toEqual({ Azul: 1 });
    // availability: Bosch + Azul → row 1 only
    expect(facet(r, 'availability')).toEqual({ homeDelivery: 1, pickupInStore: 1 });
    expect(
      r.facets.find((x) => x.name === 'brand')!.values.find((v) => v.value === 'Bosch')!.selected,
    ).toBe(true);
  });

  it('filters by price range and rating', () => {
    const r = computeFacets(rows, { ...none, price: { min: 60000, max: 130000 }, minRating: 3 });
    expect(r.total).toBe(2);
  });

  it('lists the most frequent values up to the limit, then the selected ones, with the full count', () => {
    const { facets } = computeFacets(rows, { ...none, brands: ['Dewalt'] }, undefined, 1);
    const brand = facets.find((f) => f.kind === 'brand')!;
    expect(brand.values.map((v) => [v.value, v.count, v.selected])).toEqual([
      ['Bosch', 2, false],
      ['Dewalt', 1, true],
    ]);
    expect(brand.valueCount).toBe(3);
    const color = computeFacets(rows, none, undefined, 1).facets.find((f) => f.kind === 'color')!;
    expect(color.values).toHaveLength(1);
  });

  it('total equals the rows passing every filter (property)', () => {
    const row = fc.record({
      brand: fc.constantFrom('A', 'B', 'C'),
      color: fc.option(fc.constantFrom('Rojo', 'Azul'), { nil: null }),
      rating: fc.double({ min: 0, max: 5, noNaN: true }),
      price: fc.integer({ min: 0, max: 1_000_000 }),
      homeDelivery: fc.boolean(),
      pickupInStore: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 60 }), fc.subarray(['A', 'B', 'C']), (rs, brands) => {
        const r = computeFacets(rs, { ...none, brands });
        expect(r.total).toBe(
          rs.filter((x) => brands.length === 0 || brands.includes(x.brand)).length,
        );
        const brandCounts = r.facets.find((x) => x.name === 'brand')?.values ?? [];
        expect(brandCounts.reduce((s, v) => s + v.count, 0)).toBe(rs.length);
      }),
      { numRuns: 300 },
    );
  });
});

// The per-row definition the typed-array counting must equal: a facet counts the rows passing
// every active filter but its own; price buckets hold the prices of the rows it counts.
const referenceCounts = (rs: FacetRow[], f: SearchFilters) => {
  const ok = {
    brand: (r: FacetRow) => f.brands.length === 0 || f.brands.includes(r.brand),
    color: (r: FacetRow) =>
      f.colors.length === 0 || (r.color !== null && f.colors.includes(r.color)),
    rating: (r: FacetRow) => f.minRating === null || r.rating >= f.minRating,
    price: (r: FacetRow) =>
      f.price === null ||
      ((f.price.min === null || r.price >= f.price.min) &&
        (f.price.max === null || r.price <= f.price.max)),
    availability: (r: FacetRow) =>
      (!f.homeDelivery || r.homeDelivery) && (!f.pickupInStore || r.pickupInStore),
  };
  const but = (skip: keyof typeof ok) => (r: FacetRow) =>
    Object.entries(ok).every(([k, pass]) => k === skip || pass(r));
  const tally = (values: string[]) =>
    Object.fromEntries([...new Set(values)].map((v) => [v, values.filter((x) => x === v).length]));
  const prices = rs.filter(but('price')).map((r) => r.price);
  const buckets = prices.length > 0 ? priceBuckets(Math.min(...prices), Math.max(...prices)) : [];
  return {
    total: rs.filter((r) => Object.values(ok).every((pass) => pass(r))).length,
    brand: tally(rs.filter(but('brand')).map((r) => r.brand)),
    color: tally(rs.filter(but('color')).flatMap((r) => (r.color === null ? [] : [r.color]))),
    rating: Object.fromEntries(
      [4, 3, 2, 1]
        .map((s) => [String(s), rs.filter(but('rating')).filter((r) => r.rating >= s).length])
        .filter(([, n]) => n !== 0),
    ),
    price: Object.fromEntries(
      buckets
        .map(([a, b]) => [`${a}::${b}`, prices.filter((p) => p >= a && p <= b).length])
        .filter(([, n]) => n !== 0),
    ),
    availability: Object.fromEntries(
      (
        [
          ['homeDelivery', rs.filter(but('availability')).filter((r) => r.homeDelivery).length],
          ['pickupInStore', rs.filter(but('availability')).filter((r) => r.pickupInStore).length],
        ] as const
      ).filter(([, n]) => n !== 0),
    ),
  };
};

describe('computeFacets against the per-row definition', () => {
  it('gives every count and the total for any rows and filters (property)', () => {
    const row = fc.record({
      brand: fc.constantFrom('A', 'B', 'C', 'D'),
      color: fc.option(fc.constantFrom('Rojo', 'Azul', 'Verde'), { nil: null }),
      rating: fc.constantFrom(0, 1, 2.5, 3, 4.2, 5),
      price: fc.integer({ min: 0, max: 100_000 }),
      homeDelivery: fc.boolean(),
      pickupInStore: fc.boolean(),
    });
    const filters = fc.record({
      brands: fc.subarray(['A', 'B', 'Z']),
      colors: fc.subarray(['Rojo', 'Verde']),
      minRating: fc.option(fc.constantFrom(1, 2, 3, 4), { nil: null }),
      price: fc.option(
        fc.record({
          min: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
          max: fc.option(fc.integer({ min: 40_000, max: 100_000 }), { nil: null }),
        }),
        { nil: null },
      ),
      homeDelivery: fc.boolean(),
      pickupInStore: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 80 }), filters, (rs, picked) => {
        const f = { ...none, ...picked };
        const r = computeFacets(rs, f);
        const expected = referenceCounts(rs, f);
        expect(r.total).toBe(expected.total);
        const counts = (name: string) =>
          name in Object.fromEntries(r.facets.map((x) => [x.name, 1])) ? facet(r, name) : {};
        expect(counts('brand')).toEqual(expected.brand);
        expect(counts('primary_color_group')).toEqual(expected.color);
        expect(counts('averageOverallRating')).toEqual(expected.rating);
        expect(counts('f.range.price')).toEqual(expected.price);
        expect(counts('availability')).toEqual(expected.availability);
      }),
      { numRuns: 400 },
    );
  });
});

describe('priceBuckets', () => {
  it('makes round buckets covering the range', () => {
    const b = priceBuckets(59990, 129990);
    expect(b[0]![0]).toBeLessThanOrEqual(59990);
    expect(b.at(-1)![1]).toBeGreaterThanOrEqual(129990);
    expect(b.length).toBeLessThanOrEqual(6);
  });
});
