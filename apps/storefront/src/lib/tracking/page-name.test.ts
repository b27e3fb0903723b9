import { trackingPageNameFromPath } from '@fierro/domain';
import { describe, expect, it } from 'vitest';
import { pageNameOf } from './page-name';

describe('pageNameOf (spec §2: third path segment)', () => {
  it.each([
    ['/fierro-cl/', 'home'],
    ['/fierro-cl', 'home'],
    ['/fierro-cl/category/cat1/taladros/', 'category'],
    ['/homecenter-co/product/123/taladro/', 'product detail page'],
    ['/fierro-br/search/', 'search'],
    ['/dicico/no-search-result/', 'no-search-result'],
    ['/fierro-pe/_error/', 'error page'],
    ['/fierro-mx/collection/ofertas/ofertas/', 'product list page'],
    ['/fierro-cl/cart', 'cart'],
    ['/fierro-cl/myaccount/mylists/', 'my account'],
    ['/fierro-cl/terms/', 'static'],
  ])('%s is %s', (path, name) => {
    expect(pageNameOf(path)).toBe(name);
  });
});

describe('pageNameOf agrees with @fierro/domain (the client copy keeps zod out of the browser)', () => {
  it.each([
    '',
    'category',
    'product',
    'search',
    'collection',
    'cart',
    'checkout',
    'myaccount',
    'login',
    'register',
    'no-search-result',
    '_error',
    'content',
    'terms',
    'constructor',
    'toString',
  ])('segment %j', (segment) => {
    const path = `/fierro-cl/${segment}/x/`;
    expect(pageNameOf(path)).toBe(trackingPageNameFromPath(path));
  });
});
