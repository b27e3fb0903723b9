import { describe, expect, it } from 'vitest';
import { cookieValue, stillLoading, watchesNavigation } from './route-timeout';

const from = 'https://shop.test/fierro-cl/';

describe('route load time-out', () => {
  it('watches a push or replace to another page', () => {
    expect(watchesNavigation(from, { url: '/fierro-cl/category/cat1/x/', type: 'push' })).toBe(
      true,
    );
    expect(watchesNavigation(from, { url: '/fierro-cl/?currentpage=2', type: 'replace' })).toBe(
      true,
    );
  });

  it('leaves back/forward and jumps within the page alone', () => {
    expect(watchesNavigation(from, { url: '/fierro-cl/search/', type: 'traverse' })).toBe(false);
    expect(watchesNavigation(from, { url: '/fierro-cl/#main', type: 'push' })).toBe(false);
    expect(watchesNavigation(from, { url: from, type: 'push' })).toBe(false);
  });

  it('counts a page as arrived once the address changed (a redirect too)', () => {
    expect(stillLoading(from, from)).toBe(true);
    expect(stillLoading(from, `${from}#main`)).toBe(true);
    expect(stillLoading(from, 'https://shop.test/fierro-cl/category/cat1/x/')).toBe(false);
    expect(stillLoading(from, 'https://shop.test/fierro-cl/login/')).toBe(false);
  });

  it('reads a cookie', () => {
    expect(cookieValue('a=1; consumer=b2b; userRole=admin', 'consumer')).toBe('b2b');
    expect(cookieValue('a=1; xconsumer=b2b', 'consumer')).toBeUndefined();
    expect(cookieValue('name=Jos%C3%A9', 'name')).toBe('José');
    expect(cookieValue('', 'consumer')).toBeUndefined();
  });
});
