import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import {
  accountOrdersUrl,
  accountOrderUrl,
  accountUrl,
  cartUrl,
  categoryUrl,
  chatAppLink,
  checkoutChallengeUrl,
  checkoutUrl,
  confirmEmailUrl,
  customerLogoutUrl,
  errorUrl,
  forgotPasswordUrl,
  genericProductUrl,
  homeUrl,
  linkProviderUrl,
  loginUrl,
  matchRoute,
  myListsAddUrl,
  myListsUrl,
  noSearchResultUrl,
  orderConfirmationUrl,
  orderReturnUrl,
  orderStatusUrl,
  pageNameFromPath,
  registerUrl,
  resetPasswordUrl,
  stripLocalePrefix,
} from './routes';

const cl = getTenant('cl') as Tenant;

describe('whole URLs (spec §2)', () => {
  it.each([
    ['home', homeUrl(cl), '/fierro-cl/'],
    ['home by prefix', homeUrl('homecenter-co'), '/homecenter-co/'],
    ['home b2b', homeUrl('dicico', { b2b: true }), '/dicico/?consumer=b2b'],
    ['login', loginUrl(cl), '/fierro-cl/login/'],
    ['cart', cartUrl(cl), '/fierro-cl/cart/'],
    ['checkout', checkoutUrl('fierro-pe'), '/fierro-pe/checkout/'],
    [
      'checkout challenge',
      checkoutChallengeUrl(cl, '0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f', 'a-b_c'),
      '/fierro-cl/checkout/challenge/0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f/?token=a-b_c',
    ],
    [
      'order confirmation',
      orderConfirmationUrl('fierro-br', '0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f'),
      '/fierro-br/checkout/confirmation/0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f/',
    ],
    ['register', registerUrl('fierro-pe'), '/fierro-pe/register/'],
    ['my lists', myListsUrl(cl), '/fierro-cl/myaccount/mylists/'],
    [
      'my lists, a product waiting',
      myListsAddUrl(cl, '123-4'),
      '/fierro-cl/myaccount/mylists/add/123-4/',
    ],
    ['account profile', accountUrl(cl, 'profile'), '/fierro-cl/myaccount/profile/'],
    ['account addresses', accountUrl('fierro-pe', 'addresses'), '/fierro-pe/myaccount/addresses/'],
    ['account membership', accountUrl(cl, 'membership'), '/fierro-cl/myaccount/membership/'],
    ['an order', accountOrderUrl(cl, 'abc'), '/fierro-cl/myaccount/orders/abc/'],
    ['orders page 2', accountOrdersUrl(cl, 2), '/fierro-cl/myaccount/orders/?page=2'],
    ['orders page 1', accountOrdersUrl(cl, 1), '/fierro-cl/myaccount/orders/'],
    [
      'a return request',
      orderReturnUrl(cl, 'abc', 2, 'rightOfRefusal'),
      '/fierro-cl/myaccount/orders/abc/returns/?line=2&kind=rightOfRefusal',
    ],
    ['guest order status', orderStatusUrl('fierro-pe'), '/fierro-pe/order-status/'],
    ['forgot password', forgotPasswordUrl(cl), '/fierro-cl/forgot-password/'],
    ['reset password', resetPasswordUrl(cl, 'a_b-c'), '/fierro-cl/reset-password/?token=a_b-c'],
    ['confirm e-mail', confirmEmailUrl(cl, 'x/y'), '/fierro-cl/confirm-email/?token=x%2Fy'],
    [
      'link a provider',
      linkProviderUrl(cl, 'x/y', 'FACEBOOK'),
      '/fierro-cl/link-provider/?provider=FACEBOOK&token=x%2Fy',
    ],
    [
      'link a provider, unnamed',
      linkProviderUrl(cl, 'a_b-c'),
      '/fierro-cl/link-provider/?token=a_b-c',
    ],
    ['customer logout', customerLogoutUrl(cl), '/fierro-cl/includes/customerLogout.jsp'],
    ['error 404', errorUrl(cl, 404), '/fierro-cl/_error/?statusCode=404'],
    [
      'error 500 b2b',
      errorUrl(cl, 500, { b2b: true }),
      '/fierro-cl/_error/?statusCode=500&consumer=b2b',
    ],
    ['no-search-result', noSearchResultUrl(cl, 'xyz'), '/fierro-cl/no-search-result/?Ntt=xyz'],
    [
      'no-search-result b2b',
      noSearchResultUrl(cl, 'llave inglesa', { b2b: true }),
      '/fierro-cl/no-search-result/?Ntt=llave+inglesa&consumer=b2b',
    ],
    [
      'category (slug lower-cased)',
      categoryUrl(cl, { categoryId: 'cat10', slug: 'Pisos-y-Muros', currentPage: 3 }),
      '/fierro-cl/category/cat10/pisos-y-muros/?currentpage=3',
    ],
    ['generic product link', genericProductUrl(cl, '/product/1/x/'), '/fierro-cl/product/1/x/'],
    ['generic link without slash', genericProductUrl(cl, 'cart'), '/fierro-cl/cart'],
  ])('%s', (_what, got, want) => {
    expect(got).toBe(want);
  });

  it('an unknown path prefix is a RangeError', () => {
    expect(() => homeUrl('fierro-xx')).toThrow(RangeError);
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
