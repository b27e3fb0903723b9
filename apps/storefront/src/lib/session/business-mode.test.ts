import { describe, expect, it } from 'vitest';
import { type BusinessModeInput, businessMode, isCompanySession } from './business-mode';

const none: BusinessModeInput = { businessOnly: false, consumer: undefined, userRole: undefined };

describe('business mode (DESIGN §5): the switch, a company session, or a business-only site', () => {
  it.each<[string, Partial<BusinessModeInput>, boolean]>([
    ['a guest on a consumer site', {}, false],
    ['a signed-in person (role empty)', { userRole: '' }, false],
    ['the header switch', { consumer: 'b2b' }, true],
    ['the switch turned off (cookie expired to empty)', { consumer: '' }, false],
    ['another consumer value', { consumer: 'b2c' }, false],
    ['a company admin', { userRole: 'admin' }, true],
    ['a company buyer', { userRole: 'buyer' }, true],
    ['a role no company user has', { userRole: 'root' }, false],
    ['a business-only site (dicico), guest', { businessOnly: true }, true],
    ['a business-only site, signed-in person', { businessOnly: true, userRole: '' }, true],
    ['a company session with the switch on', { consumer: 'b2b', userRole: 'admin' }, true],
    ['a company session with the switch off', { consumer: '', userRole: 'buyer' }, true],
    ['null cookies', { consumer: null, userRole: null }, false],
  ])('%s', (_what, over, want) => {
    expect(businessMode({ ...none, ...over })).toBe(want);
  });

  it('a company session is a company role, never a person', () => {
    expect(isCompanySession('admin')).toBe(true);
    expect(isCompanySession('')).toBe(false);
    expect(isCompanySession(undefined)).toBe(false);
  });
});
