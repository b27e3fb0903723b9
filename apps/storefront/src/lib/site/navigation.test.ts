import { errorUrl, noSearchResultUrl } from '@fierro/domain';
import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { errorPath, withConsumer } from './navigation';
import { sitePath } from './site';

/** Spec §2: navigation to the error and no-result pages carries consumer=b2b in business mode. */
describe('error and no-result links (issue 6)', () => {
  it.each([
    ['/fierro-cl/_error/?statusCode=404', false, '/fierro-cl/_error/?statusCode=404'],
    ['/fierro-cl/_error/?statusCode=404', true, '/fierro-cl/_error/?statusCode=404&consumer=b2b'],
    ['/dicico/no-search-result/', true, '/dicico/no-search-result/?consumer=b2b'],
    ['/dicico/no-search-result/?Ntt=x', true, '/dicico/no-search-result/?Ntt=x&consumer=b2b'],
  ])('%s (business %s) is %s', (path, business, out) => {
    expect(withConsumer(path, business)).toBe(out);
  });

  const cases = TENANTS.flatMap((t) =>
    ([404, 500] as const).flatMap((status) =>
      [false, true].map((business) => ({ site: t.pathPrefix, t, status, business })),
    ),
  );
  it.each(cases)('errorPath agrees with @fierro/domain: $site $status business $business', (c) => {
    expect(errorPath(c.t, c.status, c.business)).toBe(errorUrl(c.t, c.status, { b2b: c.business }));
  });

  it('the no-result link of a search agrees with @fierro/domain', () => {
    const t = TENANTS[0]!;
    for (const b2b of [false, true])
      expect(withConsumer(sitePath(t, '/no-search-result/', { Ntt: 'llave inglesa' }), b2b)).toBe(
        noSearchResultUrl(t, 'llave inglesa', { b2b }),
      );
  });
});
