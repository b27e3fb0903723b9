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
    const rule = typeof withState === 'object' ? withState.has[0] : undefined;
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
