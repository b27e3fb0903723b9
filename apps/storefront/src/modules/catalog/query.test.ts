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
