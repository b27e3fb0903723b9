import { getTenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { accountLinks } from './menu';

const keys = (code: string) => accountLinks(getTenant(code)!).map((l) => l.key);

describe('account menu (spec §6)', () => {
  it('Chile hides change password', () => {
    expect(keys('cl')).not.toContain('changePassword');
    expect(keys('cl')).toContain('orders');
  });
  it('Uruguay hides the order list', () => {
    expect(keys('uy')).not.toContain('orders');
    expect(keys('uy')).toContain('changePassword');
  });
  it('membership (issue 23) only where the site has a store card', () => {
    expect(keys('cl')).toContain('membership');
    expect(keys('uy')).not.toContain('membership');
    expect(keys('br')).not.toContain('membership');
  });
  it('other sites show both, and logout goes to customerLogout.jsp', () => {
    expect(keys('pe')).toEqual([
      'profile',
      'orders',
      'membership',
      'lists',
      'addresses',
      'changePassword',
      'logout',
    ]);
    expect(accountLinks(getTenant('pe')!).at(-1)?.href).toBe(
      '/fierro-pe/includes/customerLogout.jsp',
    );
  });
});
