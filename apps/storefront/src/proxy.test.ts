import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { CONSUMER_COOKIE, SESSION_COOKIE, USER_ROLE_COOKIE } from './lib/session/cookies';
import { config } from './proxy';

describe('the proxy matcher (literals the build reads)', () => {
  const [everything, withState] = config.matcher;

  it('lets exactly the consumer sites skip it for a stateless home or product page', () => {
    const listed = /\(\?:([a-z|-]+)\)\/\(\?:product/.exec(String(everything))?.[1]?.split('|');
    const consumerSites = TENANTS.filter((t) => !t.businessOnly).map((t) => t.pathPrefix);
    expect(listed?.sort()).toEqual(consumerSites.sort());
  });

  it('runs for any cookie that changes the view or needs the session step', () => {
    const rule = typeof withState === 'object' ? withState.has?.[0] : undefined;
    const value = rule && 'value' in rule ? rule.value : undefined;
    const cookieRule = new RegExp(`^${value}$`);
    const names = [
      SESSION_COOKIE,
      USER_ROLE_COOKIE,
      CONSUMER_COOKIE,
      ...new Set(TENANTS.map((t) => t.priceGroupCookieName)),
    ];
    for (const name of names) {
      expect(cookieRule.test(`${name}=1`), name).toBe(true);
      expect(cookieRule.test(`a=b; ${name}=1; c=d`), name).toBe(true);
    }
    expect(cookieRule.test('fierro_store_cl=12; _ga=1')).toBe(false);
    expect(cookieRule.test('mysessionId=1')).toBe(false);
  });
});

describe('static files skip the proxy', () => {
  it('every matcher leaves out the favicon, icons, robots and the default product image', () => {
    // A session cookie once sent /favicon.ico through the proxy to the default site's 404 page,
    // whose session step signed the shopper out of the site they were on.
    for (const m of config.matcher) {
      const source = typeof m === 'string' ? m : m.source;
      const lookahead = /^\/\(\(\?!([^)]*)\)/.exec(source)?.[1] ?? '';
      const skipped = lookahead.split('|');
      for (const path of ['_next/', 'api/', 'favicon', 'icons/', 'robots.txt', 'default-product']) {
        expect(skipped, `${source} skips ${path}`).toContain(path);
      }
    }
  });
});
