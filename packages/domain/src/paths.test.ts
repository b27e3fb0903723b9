import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  collectionPath,
  errorPagePath,
  inSite,
  noSearchResultPath,
  productPath,
  searchPath,
} from './paths';

describe('paths below the site prefix (spec §2, what site-aware links take)', () => {
  it.each([
    [
      'product',
      productPath({ productId: '10', slug: 'Taladro-500W' }),
      '/product/10/Taladro-500W/',
    ],
    [
      'product with SKU and queryId',
      productPath({ productId: '10', slug: 'Taladro', skuId: '123456', queryId: 'a b' }),
      '/product/10/Taladro/123456/?queryId=a+b',
    ],
    ['product, empty slug', productPath({ productId: '10', slug: '' }), '/product/10/10/'],
    ['category', categoryPath({ categoryId: 'cat1', slug: 'Pisos' }), '/category/cat1/pisos/'],
    [
      'category page 1 and a brand',
      categoryPath({ categoryId: 'cat1', slug: 'pisos', currentPage: 1, brand: 'B & D' }),
      '/category/cat1/pisos/?f.product.brandName=B+%26+D',
    ],
    [
      'category page 2',
      categoryPath({ categoryId: 'cat1', slug: 'pisos', currentPage: 2 }),
      '/category/cat1/pisos/?currentpage=2',
    ],
    [
      'category, empty slug',
      categoryPath({ categoryId: 'CAT9', slug: '' }),
      '/category/CAT9/cat9/',
    ],
    [
      'collection',
      collectionPath({ collectionId: 'c1', slug: 'Ofertas' }),
      '/collection/c1/ofertas/',
    ],
    ['search', searchPath('llave inglesa'), '/search/?Ntt=llave+inglesa'],
    ['no result', noSearchResultPath('x&y'), '/no-search-result/?Ntt=x%26y'],
    ['error', errorPagePath(404), '/_error/?statusCode=404'],
    [
      'special error, with the page to retry',
      errorPagePath(503, '/fierro-cl/category/cat1/x/?currentpage=2'),
      '/_error/?statusCode=503&referrer=%2Ffierro-cl%2Fcategory%2Fcat1%2Fx%2F%3Fcurrentpage%3D2',
    ],
  ])('%s', (_what, got, want) => {
    expect(got).toBe(want);
  });

  it('a whole URL puts the prefix on, and consumer=b2b when asked', () => {
    const site = { pathPrefix: 'fierro-cl' };
    expect(inSite(site, '/')).toBe('/fierro-cl/');
    expect(inSite(site, 'cart')).toBe('/fierro-cl/cart');
    expect(inSite(site, errorPagePath(500), { b2b: true })).toBe(
      '/fierro-cl/_error/?statusCode=500&consumer=b2b',
    );
    expect(inSite(site, '/', { b2b: true })).toBe('/fierro-cl/?consumer=b2b');
    expect(inSite({ pathPrefix: 'dicico' }, noSearchResultPath(''), { b2b: true })).toBe(
      '/dicico/no-search-result/?Ntt=&consumer=b2b',
    );
  });
});
