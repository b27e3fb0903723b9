import { getTenant } from '@fierro/tenants';
import * as argon2 from '@node-rs/argon2';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { changePassword, register } from './account.service';
import type { AccountStore } from './account.store';
import {
  EMAIL_CHANGES_PER_ACCOUNT,
  requestEmailChange,
  resetPassword,
} from './account-links.service';
import { login } from './auth.service';
import { csrfGuard, isCrossSiteRequest, parseAllowedOrigins } from './csrf';
import type { IdentityStore, SessionRecord, UserRecord } from './identity.store';
import { IdentityError } from './identity-errors';
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
import { newSessionId } from './session.rules';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
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

/**
 * What is refused whatever the password, is refused before argon2 (70-190 ms of CPU each): a
 * made-up reset link, a throttled login, an e-mail change to the same address or past its hourly
 * limit, a password change without the account's session, a registration past the address's
 * limit. Stores are fakes that record what was asked; argon2 is the real one, watched.
 */
describe('argon2 runs only after the cheap refusals', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const tenant = getTenant('cl')!;
  const policy = { companyLoginEnabled: true, facebookLoginEnabled: true };
  const sessionId = newSessionId();
  const user: UserRecord = {
    id: '00000000-0000-4000-8000-000000000001',
    tenant: 'cl',
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.cl',
    documentKind: 'CL_RUT',
    document: '12.345.678-5',
    phone: '+56 9 1234 5678',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
    company: null,
  };
  const session: SessionRecord = {
    id: sessionId,
    tenant: 'cl',
    userId: user.id,
    accountKind: 'person',
    loginType: 'DEFAULT',
    createdAt: now,
    lastSeenAt: now,
    revokedAt: null,
    impersonated: false,
  };
  const fakes = (opts: { failures?: number; attempts?: number; liveToken?: boolean } = {}) => {
    const calls: string[] = [];
    const seen =
      <T>(name: string, value: T) =>
      async (..._args: unknown[]) => {
        calls.push(name);
        return value;
      };
    const failures = opts.failures ?? 0;
    const store = {
      findSession: seen('findSession', session),
      findUserById: seen('findUserById', user),
      findUserByEmail: seen('findUserByEmail', user),
      countFailures: seen('countFailures', {
        account: failures,
        address: failures,
        lastAccountFailure: failures ? now : null,
        lastAddressFailure: failures ? now : null,
      }),
      recordAttempt: seen('recordAttempt', undefined),
      createUser: seen('createUser', 'EMAIL_TAKEN'),
      touchSession: seen('touchSession', undefined),
    } as unknown as IdentityStore;
    const account = {
      takeResetLink: seen('takeResetLink', opts.liveToken ? user.id : null),
      resetPassword: seen('resetPassword', undefined),
      countAttempts: seen('countAttempts', opts.attempts ?? 0),
      takeAttempt: seen('takeAttempt', (opts.attempts ?? 0) < EMAIL_CHANGES_PER_ACCOUNT),
      recordAttempt: seen('recordAttempt', undefined),
      requestToken: seen('requestToken', 'token-id'),
      enqueueMail: seen('enqueueMail', undefined),
    } as unknown as AccountStore;
    return { store, account, calls };
  };
  const deps = (f: ReturnType<typeof fakes>) => ({
    store: f.store,
    account: f.account,
    now,
    tenant,
    policy,
  });
  const password = { newPassword: 'Abcdef123456' };

  it.each([
    {
      what: 'a made-up reset link',
      fakes: {},
      run: (f: ReturnType<typeof fakes>) =>
        resetPassword(deps(f), { token: 'A'.repeat(43), ...password }),
      code: 'INVALID_TOKEN',
    },
    {
      what: 'a login that must still wait (and is not recorded)',
      fakes: { failures: MAX_FAILURES_PER_ACCOUNT + 3 },
      run: (f: ReturnType<typeof fakes>) =>
        login(
          { ...deps(f), providers: testIdentityProviders('s') },
          { email: user.email, password: 'secreto1', accountKind: 'person' },
          '10.0.0.1',
        ),
      code: 'TOO_MANY_ATTEMPTS',
    },
    {
      what: 'an e-mail change to the address it has',
      fakes: {},
      run: (f: ReturnType<typeof fakes>) =>
        requestEmailChange(
          deps(f),
          sessionId,
          user.id,
          { newEmail: user.email, currentPassword: 'secreto1' },
          '10.0.0.1',
        ),
      code: 'SAME_EMAIL',
    },
    {
      what: 'an e-mail change past its hourly limit',
      fakes: { attempts: EMAIL_CHANGES_PER_ACCOUNT },
      run: (f: ReturnType<typeof fakes>) =>
        requestEmailChange(
          deps(f),
          sessionId,
          user.id,
          { newEmail: 'otra@example.cl', currentPassword: 'secreto1' },
          '10.0.0.1',
        ),
      code: 'TOO_MANY_ATTEMPTS',
    },
    {
      what: 'a password change with a session that is no one',
      fakes: {},
      run: (f: ReturnType<typeof fakes>) =>
        changePassword(
          deps(f),
          'B'.repeat(42),
          user.id,
          { currentPassword: 'secreto1', ...password },
          '10.0.0.1',
        ),
      code: 'UNAUTHENTICATED',
    },
    {
      what: "a password change of another account's id",
      fakes: {},
      run: (f: ReturnType<typeof fakes>) =>
        changePassword(
          deps(f),
          sessionId,
          '00000000-0000-4000-8000-000000000002',
          { currentPassword: 'secreto1', ...password },
          '10.0.0.1',
        ),
      code: 'NOT_FOUND',
    },
    {
      what: "a registration past the address's limit",
      fakes: {},
      run: (f: ReturnType<typeof fakes>) => {
        f.account.takeAttempt = async () => false;
        return register(
          deps(f),
          {
            firstName: 'Eve',
            lastName: 'X',
            email: 'eve@example.cl',
            document: '12.345.678-5',
            phone: '+56 9 1234 5678',
            password: 'secreto1',
            acceptTerms: true,
          },
          '10.0.0.1',
        );
      },
      code: 'TOO_MANY_ATTEMPTS',
    },
  ])('$what: refused ($code) with no argon2 and nothing written', async (row) => {
    const f = fakes(row.fakes);
    vi.mocked(argon2.hash).mockClear();
    vi.mocked(argon2.verify).mockClear();
    const error = await row.run(f).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).code).toBe(row.code);
    expect(argon2.hash).not.toHaveBeenCalled();
    expect(argon2.verify).not.toHaveBeenCalled();
    expect(f.calls).not.toContain('recordAttempt');
    expect(f.calls).not.toContain('resetPassword');
  });

  it('a live reset link is taken first, then the one hash, then the password set', async () => {
    const f = fakes({ liveToken: true });
    vi.mocked(argon2.hash).mockClear();
    expect(await resetPassword(deps(f), { token: 'A'.repeat(43), ...password })).toEqual({
      success: true,
    });
    expect(argon2.hash).toHaveBeenCalledTimes(1);
    expect(f.calls).toEqual(['takeResetLink', 'resetPassword']);
  });
});
