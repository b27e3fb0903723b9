import { describe, expect, it } from 'vitest';
import {
  canonicalQuery,
  internalPath,
  parseQuerySegment,
  parseViewSegment,
  priceGroupOf,
  querySegment,
  viewSegment,
} from './catalogue-view';

const sp = (qs: string) => new URLSearchParams(qs);
const guest = { priceGroup: null, business: false };

describe('the cached view of a catalogue request (DESIGN §5)', () => {
  it('keys the view on the price group and business mode only', () => {
    expect(viewSegment(guest)).toBe('base');
    expect(viewSegment({ priceGroup: '7', business: true })).toBe('7-b2b');
    expect(parseViewSegment('7-b2b')).toEqual({ priceGroup: '7', business: true });
    expect(parseViewSegment('base')).toEqual(guest);
    for (const bad of ['', 'x', '7-b2c', '1234567', 'base-b2b-b2b', 'build'])
      expect(parseViewSegment(bad), bad).toBeNull();
  });

  it('takes a price-group cookie only when it is digits', () => {
    expect(priceGroupOf('12')).toBe('12');
    expect(priceGroupOf('12; drop')).toBeNull();
    expect(priceGroupOf(undefined)).toBeNull();
  });

  it('canonicalises the query: known keys, sorted, trimmed, no duplicates or tracking', () => {
    const a = canonicalQuery(sp('sortBy=price_asc&Ntt=%20taladro%20&utm_source=x&_rsc=1'));
    const b = canonicalQuery(sp('Ntt=taladro&sortBy=price_asc&sortBy=price_asc'));
    expect(a.toString()).toBe('Ntt=taladro&sortBy=price_asc');
    expect(b.toString()).toBe(a.toString());
    expect(
      canonicalQuery(sp('f.product.brandName=b&f.product.brandName=a&currentpage=2')).toString(),
    ).toBe('currentpage=2&f.product.brandName=a&f.product.brandName=b');
  });

  it.each<[string, string]>([
    // Values the listing reads as its default key nothing: one client's `?sortBy=1`, `?sortBy=2`,
    // ... were each a cached page, and pushed every real page out of the page cache.
    ['sortBy=h46-1', ''],
    ['sortBy=relevance', ''],
    ['sortBy=newest', 'sortBy=newest'],
    ['currentpage=1', ''],
    ['currentpage=007', ''],
    ['currentpage=930015', ''],
    ['currentpage=2.0', ''],
    ['currentpage=12', 'currentpage=12'],
    ['averageOverallRating=9', ''],
    ['averageOverallRating=4', 'averageOverallRating=4'],
    ['f.range.price=abc', ''],
    ['f.range.price=::', ''],
    ['f.range.price=1000::5000', 'f.range.price=1000%3A%3A5000'],
    ['availability=anywhere', ''],
    ['availability=homeDelivery', 'availability=homeDelivery'],
  ])('keys %s as %j', (query, key) => {
    expect(canonicalQuery(sp(query)).toString()).toBe(key);
  });

  it('round-trips a query through its path segment and refuses non-canonical segments', () => {
    const seg = querySegment(sp('Ntt=llave inglesa&currentpage=3&f.range.price=0::1000'));
    expect(seg).toMatch(/^q[\w-]+$/);
    expect(parseQuerySegment(seg)).toEqual({
      Ntt: ['llave inglesa'],
      currentpage: ['3'],
      'f.range.price': ['0::1000'],
    });
    expect(parseQuerySegment(querySegment(sp('')))).toEqual({});
    const unsorted = `q${Buffer.from('sortBy=x&Ntt=y').toString('base64url')}`;
    expect(parseQuerySegment(unsorted)).toBeNull();
    expect(parseQuerySegment('build')).toBeNull();
  });

  it('rewrites home, listings, search and product pages; leaves others and zone filters alone', () => {
    const q = querySegment(sp('currentpage=2'));
    expect(internalPath('fierro-cl', '/', sp(''), guest)).toBe('/fierro-cl/v/base/');
    expect(
      internalPath('fierro-cl', '/category/cat1/herramientas/', sp('currentpage=2'), {
        priceGroup: '3',
        business: false,
      }),
    ).toBe(`/fierro-cl/v/3/category/cat1/herramientas/${q}/`);
    expect(internalPath('fierro-cl', '/collection/c-1/ofertas/', sp(''), guest)).toMatch(
      /^\/fierro-cl\/v\/base\/collection\/c-1\/ofertas\/q\/$/,
    );
    expect(internalPath('fierro-cl', '/search/', sp('Ntt=x'), guest)).toMatch(
      /^\/fierro-cl\/v\/base\/search\/q[\w-]+\/$/,
    );
    expect(internalPath('fierro-cl', '/product/10/taladro/SKU1/', sp('queryId=9'), guest)).toBe(
      '/fierro-cl/v/base/product/seo/10/taladro/SKU1/',
    );
    expect(internalPath('fierro-cl', '/product/10/', sp(''), guest)).toBe(
      '/fierro-cl/v/base/product/p/10/',
    );
    for (const other of ['/login/', '/_error/', '/no-search-result/', '/category/cat1/', '/cart/'])
      expect(internalPath('fierro-cl', other, sp(''), guest), other).toBeNull();
    expect(
      internalPath('fierro-cl', '/category/cat1/x/', sp('availability=pickupInStore'), guest),
    ).toBeNull();
  });
});
