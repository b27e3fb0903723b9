import { describe, expect, it } from 'vitest';
import { errorPageHref, errorPageStatus, sitePath } from './error-page-href';

/** Client navigation to the error page keeps `consumer=b2b` in business mode (spec §2, issue 19). */
describe('errorPageHref', () => {
  const at = (cookies: string, businessOnly = false, status = 500, referrer?: string) =>
    errorPageHref({
      site: businessOnly ? 'dicico' : 'fierro-cl',
      businessOnly,
      cookies,
      status,
      referrer,
    });

  it.each([
    ['a guest', '', false, '/fierro-cl/_error/?statusCode=500'],
    [
      'the header switch',
      'a=1; consumer=b2b',
      false,
      '/fierro-cl/_error/?statusCode=500&consumer=b2b',
    ],
    [
      'a company session',
      'userRole=admin',
      false,
      '/fierro-cl/_error/?statusCode=500&consumer=b2b',
    ],
    [
      'a buyer of a company',
      'userRole=buyer',
      false,
      '/fierro-cl/_error/?statusCode=500&consumer=b2b',
    ],
    ['a person', 'userRole=; consumer=tenant', false, '/fierro-cl/_error/?statusCode=500'],
    ['dicico, business only', '', true, '/dicico/_error/?statusCode=500&consumer=b2b'],
  ])('%s', (_, cookies, businessOnly, href) => {
    expect(at(cookies, businessOnly)).toBe(href);
  });

  it('the special error names the page to retry, before consumer=b2b', () => {
    expect(at('consumer=b2b', false, 503, '/fierro-cl/category/cat101/x/?currentpage=2')).toBe(
      '/fierro-cl/_error/?statusCode=503&referrer=%2Ffierro-cl%2Fcategory%2Fcat101%2Fx%2F%3Fcurrentpage%3D2&consumer=b2b',
    );
  });
});

describe('sitePath: only a path of the site is a retry target', () => {
  it.each([
    ['/fierro-cl/category/cat1/x/', '/fierro-cl/category/cat1/x/'],
    ['/fierro-cl/', '/fierro-cl/'],
    ['/fierro-pe/category/cat1/x/', undefined],
    ['https://evil.test/fierro-cl/', undefined],
    ['//evil.test/fierro-cl/', undefined],
    ['/fierro-cl/\\evil', undefined],
    ['/fierro-cl/a\nb', undefined],
    ['/fierro-cl/_error/?statusCode=503', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j', (path, want) => {
    expect(sitePath('fierro-cl', path)).toBe(want);
  });
});

describe('errorPageStatus', () => {
  it.each([
    ['404', 404],
    ['500', 500],
    ['502', 500],
    ['503', 503],
    ['-1', 503],
    ['', 404],
    [null, 404],
    ['%00', 404],
    ['..', 404],
    ['5000', 404],
  ])('%j is %i', (code, status) => {
    expect(errorPageStatus(code)).toBe(status);
  });
});
