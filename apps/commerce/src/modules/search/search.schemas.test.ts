import { describe, expect, it } from 'vitest';
import { identifierKinds, pageMeta, SearchQuery, toFilters } from './search.schemas';

describe('search query parsing', () => {
  it('defaults to page 1, relevance and the web channel', () => {
    const q = SearchQuery.parse({});
    expect([q.currentPage, q.perPage, q.sortBy, q.channel]).toEqual([1, 28, 'relevance', 'web']);
    expect(toFilters(q).term).toBeNull();
  });

  it('reads every facet: brands, colours, rating, f.range.price min::max and availability', () => {
    const q = SearchQuery.parse({
      Ntt: '  piso   cerámico ',
      brand: ['Bosch', 'Makita'],
      primary_color_group: 'Blanco',
      averageOverallRating: '4',
      'f.range.price': '10000::500000',
      availability: ['homeDelivery', 'pickupInStore'],
      sortBy: 'price_asc',
      currentPage: '3',
    });
    expect(toFilters(q)).toEqual({
      term: 'piso cerámico',
      categoryId: null,
      collectionId: null,
      brands: ['Bosch', 'Makita'],
      colors: ['Blanco'],
      minRating: 4,
      price: { min: 10000, max: 500000 },
      homeDelivery: true,
      pickupInStore: true,
    });
    expect(q.currentPage).toBe(3);
  });

  it('accepts open price ranges', () => {
    expect(SearchQuery.parse({ 'f.range.price': '::9000' })['f.range.price']).toEqual({
      min: null,
      max: 9000,
    });
    expect(SearchQuery.parse({ 'f.range.price': '500::' })['f.range.price']).toEqual({
      min: 500,
      max: null,
    });
  });

  it.each([
    ['f.range.price', { 'f.range.price': '9::1' }],
    ['f.range.price', { 'f.range.price': '1-9' }],
    ['f.range.price', { 'f.range.price': 'a::b' }],
    ['currentPage', { currentPage: '0' }],
    ['currentPage', { currentPage: '1.5' }],
    ['currentPage', { currentPage: '99999' }],
    ['sortBy', { sortBy: 'cheapest' }],
    ['averageOverallRating', { averageOverallRating: '6' }],
    ['availability', { availability: 'teleport' }],
    ['priceGroup', { priceGroup: 'abc' }],
    ['categoryId', { categoryId: '1; drop table' }],
    ['Ntt', { Ntt: 'x'.repeat(201) }],
  ])('rejects a bad %s naming it', (field, input) => {
    const result = SearchQuery.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });
});

describe('exact identifier detection', () => {
  it.each([
    ['1102815', ['sku', 'productId', 'model']],
    ['110281', ['sku', 'productId', 'model']],
    ['7801234567890', ['ean', 'model']],
    ['123456-X', ['sku', 'model']],
    ['GSB-13RE', ['model']],
    ['cerámica', []],
    ['piso flotante', []],
  ])('%s → %j', (term, kinds) => {
    expect(identifierKinds(term)).toEqual(kinds);
  });
});

describe('page meta', () => {
  it('counts pages', () => {
    expect(pageMeta(57, 2, 28)).toEqual({ currentPage: 2, perPage: 28, total: 57, totalPages: 3 });
    expect(pageMeta(0, 1, 28).totalPages).toBe(0);
  });
});
