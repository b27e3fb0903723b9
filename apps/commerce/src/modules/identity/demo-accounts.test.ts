import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { loginPolicyOf } from './auth.service';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';

describe('demo accounts', () => {
  const accounts = demoAccounts(loginPolicyOf);
  it('a person on every site, valid for its country', () => {
    for (const t of TENANTS) {
      expect(accounts.filter((a) => a.tenant === t && a.kind === 'person')).toHaveLength(1);
    }
  });
  it('a company only where company login is allowed (dicico yes, uy and br no)', () => {
    const withCompany = accounts.filter((a) => a.kind === 'company').map((a) => a.tenant.code);
    expect(withCompany.sort()).toEqual(['ar', 'cl', 'co', 'dicico', 'homy', 'mx', 'pe']);
  });
  it('distinct e-mails and the documented password', () => {
    const emails = accounts.map((a) => a.input.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(accounts.every((a) => a.input.password === DEMO_PASSWORD)).toBe(true);
  });
});
