import { describe, expect, it } from 'vitest';
import { getTenant, getTenantByPathPrefix, getTenantBySiteId, TENANTS } from './registry';

describe('tenant lookups', () => {
  it.each([
    ['cl', 'socl', 'fierro-cl'],
    ['homy', 'hocl', 'fierro-homy'],
    ['co', 'soco', 'homecenter-co'],
    ['ar', 'soar', 'fierro-ar'],
    ['uy', 'souy', 'fierro-uy'],
    ['br', 'sobr', 'fierro-br'],
    ['pe', 'sope', 'fierro-pe'],
    ['mx', 'somx', 'fierro-mx'],
    ['dicico', 'dicico', 'dicico'],
  ])('%s has site id %s and prefix %s', (code, siteId, prefix) => {
    expect(getTenant(code)?.siteId).toBe(siteId);
    expect(getTenantBySiteId(siteId)?.code).toBe(code);
    expect(getTenantByPathPrefix(prefix)?.code).toBe(code);
  });

  it('has all nine tenants once', () => {
    expect(new Set(TENANTS.map((t) => t.code)).size).toBe(9);
  });

  it.each(['', 'xx', 'CL', 'fierro-xx', 'toString'])('unknown key %j gives undefined', (key) => {
    expect(getTenant(key)).toBeUndefined();
    expect(getTenantByPathPrefix(key)).toBeUndefined();
    expect(getTenantBySiteId(key)).toBeUndefined();
  });
});

describe('time zones', () => {
  it.each(TENANTS.map((t) => [t.code, t.timeZone, t.country]))(
    '%s: %s is a time zone of its country',
    (_code, timeZone, country) => {
      expect(() => new Intl.DateTimeFormat('es', { timeZone })).not.toThrow();
      const americas = { BR: 'Sao_Paulo', CL: 'Santiago' } as Record<string, string>;
      if (americas[country]) expect(timeZone).toContain(americas[country]);
    },
  );
});
