import * as argon2 from '@node-rs/argon2';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { csrfGuard, isCrossSiteRequest, parseAllowedOrigins } from './csrf';
import { TestIdentityProvider, testIdentityProviders } from './identity-provider';
import { loginTypeOf, refusePasswordLogin, refuseSocialLogin } from './login-policy';
import { hashPassword, isArgon2idHash, verifyPassword } from './password';
import {
  delayAfter,
  LOGIN_WINDOW_MS,
  loginWaitMs,
  MAX_FAILURES_PER_ACCOUNT,
  windowStart,
} from './rate-limit';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('password hashing', () => {
  it('stores argon2id and verifies only the right password', async () => {
    const h = await hashPassword('secreto1');
    expect(isArgon2idHash(h)).toBe(true);
    expect(h).toContain('m=19456,t=2,p=1');
    expect(await verifyPassword(h, 'secreto1')).toBe(true);
    expect(await verifyPassword(h, 'secreto2')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'secreto1')).toBe(false);
  });
  it('an unknown account still runs one real argon2id verification and answers false', async () => {
    // Enumeration safety by construction, not by a wall-clock measurement: the unknown-account
    // path must call argon2 verify against an argon2id hash of the same cost as real accounts.
    const verify = vi.mocked(argon2.verify);
    verify.mockClear();
    expect(await verifyPassword(null, 'secreto1')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    const [dummy, tried] = verify.mock.calls[0]!;
    expect(isArgon2idHash(String(dummy))).toBe(true);
    expect(String(dummy)).toContain('m=19456,t=2,p=1');
    expect(tried).toBe('secreto1');
  });
});

describe('rate limit', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const counts = (account: number, address: number, lastMsAgo = 0) => ({
    account,
    address,
    lastAccountFailure: account ? ago(lastMsAgo) : null,
    lastAddressFailure: address ? ago(lastMsAgo) : null,
  });

  it('5 free failures per account and address, 20 per address, then a wait from the latest', () => {
    expect(loginWaitMs(counts(4, 19), now)).toBe(0);
    expect(loginWaitMs(counts(5, 5), now)).toBe(1_000);
    expect(loginWaitMs(counts(0, 20), now)).toBe(1_000);
    // The wait runs from the latest failure: past it, the attempt is let through.
    expect(loginWaitMs(counts(5, 5, 1_000), now)).toBe(0);
  });

  it('doubles with every failure, never past the window: no lock the owner cannot wait out', () => {
    expect([5, 6, 7, 8, 14].map((n) => delayAfter(n, MAX_FAILURES_PER_ACCOUNT))).toEqual([
      1_000, 2_000, 4_000, 8_000, 512_000,
    ]);
    expect(delayAfter(15, MAX_FAILURES_PER_ACCOUNT)).toBe(LOGIN_WINDOW_MS);
    expect(delayAfter(10_000, MAX_FAILURES_PER_ACCOUNT)).toBe(LOGIN_WINDOW_MS);
    expect(loginWaitMs(counts(10_000, 10_000, LOGIN_WINDOW_MS), now)).toBe(0);
  });
  it('window starts 15 minutes before now', () => {
    expect(now.getTime() - windowStart(now).getTime()).toBe(LOGIN_WINDOW_MS);
  });
});

describe('login policy', () => {
  const uy = { companyLoginEnabled: false, facebookLoginEnabled: true };
  const co = { companyLoginEnabled: true, facebookLoginEnabled: false };
  it('refuses company login where the registry does not allow it', () => {
    expect(refusePasswordLogin(uy, 'company')).toBe('COMPANY_LOGIN_DISABLED');
    expect(refusePasswordLogin(uy, 'person')).toBeNull();
    expect(refusePasswordLogin(co, 'company')).toBeNull();
  });
  it('refuses Facebook where the registry does not allow it; LIVELO is its own type', () => {
    expect(refuseSocialLogin(co, 'FACEBOOK')).toBe('FACEBOOK_LOGIN_DISABLED');
    expect(refuseSocialLogin(uy, 'FACEBOOK')).toBeNull();
    expect(refuseSocialLogin(co, 'LIVELO')).toBeNull();
    expect(loginTypeOf('LIVELO')).toBe('LIVELO');
    expect(loginTypeOf('FACEBOOK')).toBe('DEFAULT');
    expect(loginTypeOf('PASSWORD')).toBe('DEFAULT');
  });
});

describe('TestIdentityProvider', () => {
  const who = { subject: 'fb-1', email: 'ana@example.cl', firstName: 'Ana', lastName: 'Pérez' };
  it('verifies its own tokens and refuses tampered or foreign ones', async () => {
    const { FACEBOOK, LIVELO } = testIdentityProviders('s3cret');
    const token = FACEBOOK.issueToken(who);
    expect(await FACEBOOK.verify(token)).toEqual({ ...who, provider: 'FACEBOOK' });
    expect(await LIVELO.verify(token)).toBeNull();
    expect(await FACEBOOK.verify(`${token}x`)).toBeNull();
    expect(await FACEBOOK.verify('garbage')).toBeNull();
    expect(await new TestIdentityProvider('FACEBOOK', 'other').verify(token)).toBeNull();
    const [body] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...who, subject: 'x', provider: 'FACEBOOK' }),
    ).toString('base64url');
    expect(await FACEBOOK.verify(token.replace(body as string, forged))).toBeNull();
  });
});

describe('CSRF guard', () => {
  const allowed = parseAllowedOrigins('http://localhost:3000, https://www.fierro.cl/');
  it('parses the allowed origins', () => {
    expect(allowed).toEqual(['http://localhost:3000', 'https://www.fierro.cl']);
    expect(parseAllowedOrigins(undefined)).toContain('http://localhost:3000');
  });
  it.each([
    [{ origin: 'https://www.fierro.cl', secFetchSite: 'same-site' }, false],
    [{ origin: 'https://evil.example', secFetchSite: 'cross-site' }, true],
    [{ origin: 'null', secFetchSite: undefined }, true],
    [{ origin: undefined, secFetchSite: 'cross-site' }, true],
    [{ origin: undefined, secFetchSite: 'same-origin' }, false],
    [{ origin: undefined, secFetchSite: undefined }, false],
  ])('%j cross-site=%s', (headers, cross) => {
    expect(isCrossSiteRequest(headers, allowed)).toBe(cross);
  });
  it('answers 403 with the error shape to a cross-site POST and lets GET through', async () => {
    const app = new Hono().use(csrfGuard(allowed));
    app.post('/x', (c) => c.json({ ok: true }));
    app.get('/x', (c) => c.json({ ok: true }));
    const evil = { origin: 'https://evil.example' };
    const res = await app.request('/x', { method: 'POST', headers: evil });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      errors: [{ code: 'CSRF', message: 'Solicitud de otro sitio rechazada' }],
    });
    expect((await app.request('/x', { headers: evil })).status).toBe(200);
    const ok = await app.request('/x', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(ok.status).toBe(200);
  });
});
