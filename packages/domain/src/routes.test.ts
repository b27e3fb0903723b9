import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import {
  agentLogoutUrl,
  cartUrl,
  categoryUrl,
  chatAppLink,
  collectionUrl,
  customerLogoutUrl,
  errorUrl,
  genericProductUrl,
  homeUrl,
  loginUrl,
  matchRoute,
  myListsUrl,
  noSearchResultUrl,
  pageNameFromPath,
  productUrl,
  registerUrl,
  searchUrl,
  stripLocalePrefix,
  withB2bConsumer,
} from './routes';

const cl = getTenant('cl') as Tenant;
const br = getTenant('br') as Tenant;

describe('URL builders (spec §2)', () => {
  it.each([
    ['home', homeUrl(cl), '/fierro-cl/'],
    ['home by prefix', homeUrl('homecenter-co'), '/homecenter-co/'],
    ['home b2b', homeUrl('dicico', { b2b: true }), '/dicico/?consumer=b2b'],
    ['login', loginUrl(cl), '/fierro-cl/login'],
    ['register', registerUrl('fierro-pe'), '/fierro-pe/register'],
    ['cart', cartUrl('fierro-mx'), '/fierro-mx/cart'],
    ['my lists', myListsUrl(cl), '/fierro-cl/myaccount/mylists/'],
    ['customer logout', customerLogoutUrl(cl), '/fierro-cl/includes/customerLogout.jsp'],
    ['agent logout', agentLogoutUrl('fierro-uy'), '/fierro-uy/includes/agentLogout.jsp'],
    ['error 404', errorUrl(cl, 404), '/fierro-cl/_error/?statusCode=404'],
    [
      'error 500 b2b',
      errorUrl(cl, 500, { b2b: true }),
      '/fierro-cl/_error/?statusCode=500&consumer=b2b',
    ],
    ['search', searchUrl(cl, 'taladro'), '/fierro-cl/search/?Ntt=taladro'],
    [
      'search encodes',
      searchUrl(cl, 'pintura & látex'),
      '/fierro-cl/search/?Ntt=pintura+%26+l%C3%A1tex',
    ],
    ['search empty term', searchUrl(cl, ''), '/fierro-cl/search/?Ntt='],
    ['no-search-result', noSearchResultUrl(cl, 'xyz'), '/fierro-cl/no-search-result/?Ntt=xyz'],
    [
      'no-search-result b2b',
      noSearchResultUrl(cl, 'xyz', { b2b: true }),
      '/fierro-cl/no-search-result/?Ntt=xyz&consumer=b2b',
    ],
    ['generic product link', genericProductUrl(cl, '/product/1/x/'), '/fierro-cl/product/1/x/'],
    ['generic link without slash', genericProductUrl(cl, 'cart'), '/fierro-cl/cart'],
  ])('%s', (_what, got, want) => {
    expect(got).toBe(want);
  });

  it.each([
    [
      { productId: '123', name: 'Taladro Percutor 500W' },
      '/fierro-cl/product/123/Taladro-Percutor-500W/',
    ],
    [
      { productId: '123', name: 'Taladro', skuId: '1234567' },
      '/fierro-cl/product/123/Taladro/1234567/',
    ],
    [
      { productId: '123', name: 'Taladro', queryId: 'q1' },
      '/fierro-cl/product/123/Taladro/?queryId=q1',
    ],
    [
      { productId: '123', name: 'Taladro', skuId: '99', queryId: 'a b' },
      '/fierro-cl/product/123/Taladro/99/?queryId=a+b',
    ],
    [{ productId: '1', name: 'Caça & Pesca' }, '/fierro-cl/product/1/Caa-y-Pesca/'],
    [{ productId: '1', name: '東京' }, '/fierro-cl/product/1/%E6%9D%B1%E4%BA%AC/'],
  ])('product %j → %s (case kept)', (link, want) => {
    expect(productUrl(cl, link)).toBe(want);
  });

  it('product slug keeps the c-cedilla as c on Brazil', () => {
    expect(productUrl(br, { productId: '1', name: 'Caça & Pesca' })).toBe(
      '/fierro-br/product/1/Caca-y-Pesca/',
    );
  });

  it.each([
    [{ categoryId: 'cat10', name: 'Pisos y Muros' }, '/fierro-cl/category/cat10/pisos-y-muros/'],
    [{ categoryId: 'cat10', name: 'Pisos', currentPage: 1 }, '/fierro-cl/category/cat10/pisos/'],
    [
      { categoryId: 'cat10', name: 'Pisos', currentPage: 3 },
      '/fierro-cl/category/cat10/pisos/?currentpage=3',
    ],
    [
      { categoryId: 'c', name: 'Herramientas', brand: 'Bosch' },
      '/fierro-cl/category/c/herramientas/?f.product.brandName=Bosch',
    ],
    [
      { categoryId: 'c', name: 'Baño', currentPage: 2, brand: 'Black & Decker' },
      '/fierro-cl/category/c/bano/?currentpage=2&f.product.brandName=Black+%26+Decker',
    ],
  ])('category %j → %s (lower-cased)', (link, want) => {
    expect(categoryUrl(cl, link)).toBe(want);
  });

  it('collection: lower-cased slug, b2b option', () => {
    expect(
      collectionUrl('fierro-mx', { collectionId: 'ofertas', title: 'Ofertas de Verano' }),
    ).toBe('/fierro-mx/collection/ofertas/ofertas-de-verano/');
    expect(collectionUrl(cl, { collectionId: 'x', title: 'X' }, { b2b: true })).toBe(
      '/fierro-cl/collection/x/x/?consumer=b2b',
    );
  });

  it('a name with an empty slug uses the id (no empty segment)', () => {
    expect(productUrl(cl, { productId: 'P1', name: '¡!' })).toBe('/fierro-cl/product/P1/P1/');
    expect(categoryUrl(cl, { categoryId: 'CAT1', name: '' })).toBe(
      '/fierro-cl/category/CAT1/cat1/',
    );
    expect(collectionUrl(cl, { collectionId: 'C9', title: '***' })).toBe(
      '/fierro-cl/collection/C9/c9/',
    );
  });

  it('an unknown path prefix is a RangeError', () => {
    expect(() => homeUrl('fierro-xx')).toThrow(RangeError);
  });

  it.each([
    ['/fierro-cl/_error/', '/fierro-cl/_error/?consumer=b2b'],
    ['/fierro-cl/_error/?statusCode=404', '/fierro-cl/_error/?statusCode=404&consumer=b2b'],
  ])('withB2bConsumer(%s)', (path, want) => {
    expect(withB2bConsumer(path)).toBe(want);
  });
});

describe('page name from the third path segment (spec §2)', () => {
  it.each([
    ['/fierro-cl/category/123/x', 'category'],
    ['/fierro-cl/product/1/a/', 'product'],
    ['/fierro-cl/search/?Ntt=a', 'search'],
    ['/fierro-cl/cart?x=1', 'cart'],
    ['/fierro-cl/_error/#top', '_error'],
    ['/fierro-cl/', 'home'],
    ['/fierro-cl', 'home'],
    ['/', 'home'],
    ['', 'home'],
  ])('%j → %s', (path, want) => {
    expect(pageNameFromPath(path)).toBe(want);
  });
});

describe('locale prefix stripping (spec §2)', () => {
  it.each([
    ['/es-CL/fierro-cl/cart', '/fierro-cl/cart'],
    ['/pt_BR/fierro-br/', '/fierro-br/'],
    ['/es/fierro-cl', '/fierro-cl'],
    ['/es-CL', '/'],
    ['/fierro-cl/es-CL/x', '/fierro-cl/es-CL/x'], // only a leading segment
    ['/estufas/x', '/estufas/x'], // a word starting with es is not a locale
    ['/', '/'],
  ])('%s → %s', (path, want) => {
    expect(stripLocalePrefix(path)).toBe(want);
  });
});

describe('bracketed-parameter matching (spec §2)', () => {
  const category = '/[tenant]/category/[categoryId]/[categoryName]';
  it.each([
    [
      category,
      '/fierro-cl/category/123/pisos',
      { tenant: 'fierro-cl', categoryId: '123', categoryName: 'pisos' },
    ],
    [
      category,
      '/fierro-cl/category/123/pisos/?currentpage=2',
      { tenant: 'fierro-cl', categoryId: '123', categoryName: 'pisos' },
    ],
    [
      category,
      '/fierro-cl/category/123/ba%C3%B1o',
      { tenant: 'fierro-cl', categoryId: '123', categoryName: 'baño' },
    ],
    [
      category,
      '/fierro-cl/category/123/%E0%A4%A',
      { tenant: 'fierro-cl', categoryId: '123', categoryName: '%E0%A4%A' },
    ],
    [category, '/fierro-cl/product/123/pisos', null],
    [category, '/fierro-cl/category/123', null],
    [category, '/fierro-cl/category/123/pisos/extra', null],
    [category, '/fierro-cl/category//pisos', null],
    [
      '/[tenant]/collection/[collectionPageId]/[collectionTitle]',
      '/fierro-mx/collection/7/ofertas/',
      { tenant: 'fierro-mx', collectionPageId: '7', collectionTitle: 'ofertas' },
    ],
    ['/[tenant]/cart', '/dicico/cart', { tenant: 'dicico' }],
    ['/[tenant]', '/fierro-cl/', { tenant: 'fierro-cl' }],
    ['/login', '/login', {}],
  ])('%s ~ %s → %j', (pattern, path, want) => {
    expect(matchRoute(pattern, path)).toEqual(want);
  });
});

describe('chat-app deep link (spec §2)', () => {
  it.each([
    ['56226000000', 'Hola', 'https://wa.me/56226000000?text=Hola'],
    [
      '+51 1 600-0000',
      'Quiero cotizar: taladro & brocas',
      'https://wa.me/5116000000?text=Quiero+cotizar%3A+taladro+%26+brocas',
    ],
    ['525550000000', '', 'https://wa.me/525550000000?text='],
  ])('%s with %j', (phone, text, want) => {
    expect(chatAppLink(phone, text)).toBe(want);
  });
});
