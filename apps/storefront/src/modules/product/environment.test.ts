import { getTenant, type Tenant } from '@fierro/tenants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fierroEnvironment, pdpEnabled } from './environment';

const cl = getTenant('cl') as Tenant;

describe('product pages per environment (spec §4)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('FIERRO_ENV decides: off in development and local, on in staging, beta and production', () => {
    for (const [env, on] of [
      ['development', false],
      ['local', false],
      ['staging', true],
      ['beta', true],
      ['production', true],
    ] as const) {
      vi.stubEnv('FIERRO_ENV', env);
      expect(pdpEnabled(cl)).toBe(on);
    }
  });

  it('without FIERRO_ENV: next start (NODE_ENV=production) shows them, next dev does not', () => {
    vi.stubEnv('FIERRO_ENV', undefined as unknown as string);
    vi.stubEnv('NODE_ENV', 'production');
    expect(fierroEnvironment()).toBe('production');
    expect(pdpEnabled(cl)).toBe(true);
    vi.stubEnv('NODE_ENV', 'development');
    expect(pdpEnabled(cl)).toBe(false);
  });

  it("the registry's pdpDisabled turns them off everywhere", () => {
    vi.stubEnv('FIERRO_ENV', 'production');
    expect(pdpEnabled({ ...cl, flags: { ...cl.flags, pdpDisabled: true } })).toBe(false);
  });
});
