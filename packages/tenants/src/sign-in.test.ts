import { describe, expect, it } from 'vitest';
import { TENANTS } from './registry';
import { signInOf } from './sign-in';

const where = (pick: (t: ReturnType<typeof signInOf>) => boolean) =>
  TENANTS.filter((t) => pick(signInOf(t))).map((t) => t.code);

describe('sign-in facts per tenant', () => {
  it('Chile hides change password; Uruguay hides the order list (spec §6)', () => {
    expect(where((s) => !s.changePasswordLinkEnabled)).toEqual(['cl']);
    expect(where((s) => !s.orderListLinkEnabled)).toEqual(['uy']);
  });
  it('register goes home on Colombia only (spec §2); dicico is business-only', () => {
    expect(where((s) => s.registerRedirectsHome)).toEqual(['co']);
    expect(where((s) => s.businessOnly)).toEqual(['dicico']);
  });
  it('login is a popup by default and a modal where set', () => {
    expect(where((s) => s.loginViewType === 'modal')).toEqual(['homy', 'dicico']);
  });
  it('every site has a cookie domain', () => {
    for (const t of TENANTS) expect(signInOf(t).cookieDomain).toMatch(/^\.[a-z.]+$/);
  });
});
