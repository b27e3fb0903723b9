import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import type { LoginPolicy } from '../auth/login-policy';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';

// Spec §6 as the registry states it (company login all but uy and br).
const policyOf = (t: { code: string }): LoginPolicy => ({
  companyLoginEnabled: !['uy', 'br'].includes(t.code),
  facebookLoginEnabled: t.code !== 'co',
});

describe('demo accounts', () => {
  const accounts = demoAccounts(policyOf);
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
