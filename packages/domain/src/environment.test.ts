import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, isPdpEnabled, resolveEnvironment } from './environment';

describe('environments (spec §4)', () => {
  it('has the five environments', () => {
    expect(ENVIRONMENTS).toEqual(['local', 'development', 'staging', 'beta', 'production']);
  });

  it.each([
    ['beta', 'production', true],
    ['local', 'development', false],
    ['development', 'development', false],
    ['staging', 'staging', true],
    ['production', 'production', true],
    [undefined, 'development', false],
    [null, 'development', false],
    ['', 'development', false],
    ['Production', 'development', false], // names are case-sensitive
    ['toString', 'development', false],
    ['qa', 'development', false],
  ])('%j resolves to %s; PDP enabled: %s', (name, resolved, pdp) => {
    expect(resolveEnvironment(name)).toBe(resolved);
    expect(isPdpEnabled(name)).toBe(pdp);
  });

  it('a tenant with pdpDisabled has no PDP even in production', () => {
    const cl = getTenant('cl') as Tenant;
    expect(isPdpEnabled('production', cl)).toBe(true);
    expect(isPdpEnabled('production', { flags: { ...cl.flags, pdpDisabled: true } })).toBe(false);
  });
});
