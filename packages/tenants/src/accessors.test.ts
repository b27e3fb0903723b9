import { describe, expect, it } from 'vitest';
import {
  currencyOf,
  defaultCurrency,
  getTenant,
  isDynamicYieldEnabled,
  isStoreReservation,
  offersDeliveryMethod,
  TENANTS,
  tenantsWith,
} from './registry';
import type { Tenant } from './types';

const t = (code: string) => getTenant(code) as Tenant;

describe('registry accessors', () => {
  it('tenantsWith lists the tenants where a rule is on, in order', () => {
    expect(tenantsWith('ouCmrBannerEnabled').map((x) => x.code)).toEqual(['co', 'pe']);
    expect(tenantsWith('emiEnabled')).toEqual([]);
    expect(tenantsWith('facebookLoginEnabled')).toHaveLength(TENANTS.length - 1);
  });
  it.each([
    ['uy', 'UYU'],
    ['pe', 'PEN'],
    ['cl', 'CLP'],
  ])('default currency of %s is %s', (code, currency) => {
    expect(defaultCurrency(t(code)).code).toBe(currency);
  });
  it.each([
    ['uy', 'USD', 'US$'],
    ['uy', 'UYU', '$'],
    ['cl', 'USD', undefined],
    ['br', 'BRL', 'R$'],
  ])('%s sells in %s: symbol %s', (code, currency, symbol) => {
    expect(currencyOf(t(code), currency)?.symbol).toBe(symbol);
  });
  it.each([
    ['cl', 'homeDelivery', true],
    ['pe', 'homeDelivery', false],
    ['pe', 'buyAtStore', true],
    ['cl', 'storePickUp', false],
  ] as const)('%s offers %s: %s', (code, method, want) => {
    expect(offersDeliveryMethod(t(code), method)).toBe(want);
  });
  it.each([
    ['cl', 'local', false],
    ['cl', 'development', false],
    ['cl', 'staging', true],
    ['cl', 'beta', true],
    ['cl', 'production', true],
    ['uy', 'production', false],
  ] as const)('dynamic yield on %s in %s: %s', (code, env, want) => {
    expect(isDynamicYieldEnabled(t(code), env)).toBe(want);
  });
});

describe('isStoreReservation: the cart is one store reservation where buy at store is all', () => {
  it.each([
    ['cl', false],
    ['homy', false],
    ['co', true],
    ['ar', false],
    ['uy', false],
    ['br', true],
    ['pe', true],
    ['mx', true],
  ])('%s: %s', (code, want) => {
    expect(isStoreReservation(t(code))).toBe(want);
  });
});
