import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('commerce environment (issue 20 bounds)', () => {
  it('trusts no proxy by default and refuses a TRUSTED_PROXIES typo at start', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toBe('');
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, ::1' }).TRUSTED_PROXIES).toBe(
      '10.0.0.0/8, ::1',
    );
    expect(() => parseEnv({ TRUSTED_PROXIES: 'localhost' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('bounds bodies at 1 MB and requests at 10 s unless told otherwise', () => {
    const env = parseEnv({});
    expect([env.COMMERCE_BODY_LIMIT_BYTES, env.COMMERCE_REQUEST_TIMEOUT_MS]).toEqual([
      1024 * 1024,
      10_000,
    ]);
    expect(parseEnv({ COMMERCE_BODY_LIMIT_BYTES: '2048' }).COMMERCE_BODY_LIMIT_BYTES).toBe(2048);
  });
});
