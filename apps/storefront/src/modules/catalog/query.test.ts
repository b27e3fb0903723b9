import { describe, expect, it } from 'vitest';
import { catalogueQuery, toggleParam, urlParams } from './query';

const anon = { priceGroup: null, zoneId: null, storeId: null };

describe('catalogueQuery', () => {
  it('maps currentpage and f.product.brandName to the commerce query', () => {
    const q = catalogueQuery(
      { currentpage: '2', 'f.product.brandName': ['Bosch', 'Makita'] },
      anon,
    );
    expect(q.currentPage).toBe(2);
    expect(q.brand).toEqual(['Bosch', 'Makita']);
  });
  it('falls back to page 1 and relevance on junk', () => {
    const q = catalogueQuery({ currentpage: '-3', sortBy: 'DROP TABLE' }, anon);
    expect(q.currentPage).toBe(1);
    expect(q.sortBy).toBe('relevance');
  });
  it('keys on the price group but not on zone or store unless availability is filtered', () => {
    const shopper = { priceGroup: '12', zoneId: 'Z9', storeId: 'S1' };
    const plain = catalogueQuery({}, shopper);
    expect(plain.priceGroup).toBe('12');
    expect(plain.zoneId).toBeUndefined();
    expect(plain.storeId).toBeUndefined();
    const filtered = catalogueQuery({ availability: 'homeDelivery' }, shopper);
    expect(filtered.zoneId).toBe('Z9');
    expect(filtered.availability).toEqual(['homeDelivery']);
  });
  it('drops a malformed price range', () => {
    expect(catalogueQuery({ 'f.range.price': 'abc' }, anon)['f.range.price']).toBeUndefined();
    expect(catalogueQuery({ 'f.range.price': '1000::5000' }, anon)['f.range.price']).toBe(
      '1000::5000',
    );
  });
});

describe('toggleParam', () => {
  it('adds and removes a value and resets the page', () => {
    const base = urlParams({ currentpage: '3', 'f.product.brandName': 'Bosch' });
    const added = toggleParam(base, 'f.product.brandName', 'Makita', true);
    expect(added.getAll('f.product.brandName')).toEqual(['Bosch', 'Makita']);
    expect(added.has('currentpage')).toBe(false);
    const removed = toggleParam(base, 'f.product.brandName', 'Bosch', true);
    expect(removed.getAll('f.product.brandName')).toEqual([]);
  });
  it('replaces the value of a single-select facet', () => {
    const base = urlParams({ averageOverallRating: '4' });
    expect(
      toggleParam(base, 'averageOverallRating', '3', false).getAll('averageOverallRating'),
    ).toEqual(['3']);
  });
});

describe('catalogueQuery: every facet and sort of a listing URL (issue 6)', () => {
  it.each([
    ['brand', { 'f.product.brandName': 'Bosch' }, { brand: ['Bosch'] }],
    [
      'colour',
      { primary_color_group: ['Rojo', 'Azul'] },
      { primary_color_group: ['Rojo', 'Azul'] },
    ],
    ['rating', { averageOverallRating: '4' }, { averageOverallRating: '4' }],
    ['rating out of range', { averageOverallRating: '6' }, { averageOverallRating: undefined }],
    ['price range', { 'f.range.price': '::5000' }, { 'f.range.price': '::5000' }],
    ['availability', { availability: 'pickupInStore' }, { availability: ['pickupInStore'] }],
    ['unknown availability', { availability: 'teleport' }, { availability: undefined }],
    ['sort', { sortBy: 'price_desc' }, { sortBy: 'price_desc' }],
    ['term', { Ntt: '  taladro  ' }, { Ntt: 'taladro' }],
    ['page', { currentpage: '3' }, { currentPage: 3, perPage: 24 }],
  ] as const)('%s', (_, sp, expected) => {
    const q = { ...catalogueQuery(sp as Record<string, string | string[]>, anon) } as Record<
      string,
      unknown
    >;
    for (const [key, value] of Object.entries(expected)) expect(q[key], key).toEqual(value);
  });

  it('keeps no empty or overlong values and at most 20 of one facet', () => {
    const many = Array.from({ length: 30 }, (_, i) => `m${i}`);
    const q = catalogueQuery({ 'f.product.brandName': ['', 'x'.repeat(81), ...many] }, anon);
    expect(q.brand).toEqual(many.slice(0, 20));
  });
});
