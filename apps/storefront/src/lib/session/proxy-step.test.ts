import { getTenant, type Tenant } from '@fierro/tenants';
import { NextRequest, NextResponse } from 'next/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReceivedCall, startCommerceStandIn } from '../commerce/stand-in';
import { SESSION_PROOF_SECONDS } from './proof';
import { sessionStep } from './proxy-step';

/**
 * The proxy's session step (spec §2, §4, §7) against a stand-in for commerce's refresh-session
 * on a local HTTP server: which call it makes, and what the shopper's cookies and page become.
 */
const SESSION = 'A'.repeat(43);
const dicico = getTenant('dicico') as Tenant;
const cl = getTenant('cl') as Tenant;

let active = true;
let status = 200;
let commerce: Awaited<ReturnType<typeof startCommerceStandIn>>;
const calls = () => commerce.calls;
beforeAll(async () => {
  commerce = await startCommerceStandIn(() => ({
    status,
    json: { active, status: active ? 'active' : 'inactive', isAgent: false },
  }));
});
afterAll(() => commerce.close());
// The step reads COMMERCE_URL on each call: each test points it at the local server (or at a
// closed port) and the machine's own value comes back after.
const machineCommerceUrl = process.env.COMMERCE_URL;
const pointCommerceAt = (url: string) => {
  process.env.COMMERCE_URL = url;
};
beforeEach(() => {
  pointCommerceAt(commerce.url);
  commerce.calls.length = 0;
  status = 200;
});
afterEach(() => {
  if (machineCommerceUrl === undefined) delete process.env.COMMERCE_URL;
  else process.env.COMMERCE_URL = machineCommerceUrl;
});

const answer = (isActive: boolean) => {
  active = isActive;
};
const request = (path: string, cookie?: string) =>
  new NextRequest(`http://127.0.0.1${path}`, cookie ? { headers: { cookie } } : {});
const run = (tenant: Tenant, req: NextRequest) =>
  sessionStep(req, tenant, () => NextResponse.next());

describe('session step of the proxy', () => {
  it('refreshes through refresh-session: POST, tenant-b2b, x-channel-id WEB, body sessionId', async () => {
    answer(true);
    const res = await run(dicico, request('/dicico/cart/', `sessionId=${SESSION}`));
    expect(calls()).toHaveLength(1);
    const [call] = calls() as [ReceivedCall];
    expect(call.url).toBe('/session/refresh');
    expect(call.method).toBe('POST');
    expect(call.headers).toMatchObject({ 'tenant-b2b': 'dicico', 'x-channel-id': 'WEB' });
    expect(JSON.parse(call.body)).toEqual({ sessionId: SESSION });
    // Active: the guarded page opens and the session cookie is left as it is.
    expect(res.headers.get('location')).toBeNull();
    expect(res.cookies.get('sessionId')).toBeUndefined();
  });

  it("a stale copy at `/` (a shared host's older cookie) is neither refreshed nor cleared for: it goes", async () => {
    answer(true);
    const stale = 'B'.repeat(43);
    // The browser sends the site's own cookie (the longer path) first.
    const res = await run(
      cl,
      request('/fierro-cl/cart/', `sessionId=${SESSION}; sessionId=${stale}`),
    );
    expect(JSON.parse((calls()[0] as ReceivedCall).body)).toEqual({ sessionId: SESSION });
    expect(res.headers.get('location')).toBeNull();
    const set = res.headers.getSetCookie();
    expect(set).toContain('sessionId=; Path=/; Max-Age=0; SameSite=Lax');
    expect(set.some((c) => c.startsWith('sessionId=;') && c.includes('Path=/fierro-cl'))).toBe(
      false,
    );
  });

  it("an answer expiring a guest's stale cookie copy is never a shared cache's", async () => {
    // A guest's cart cookie twice (the site's, and an older one at `/`): the page is the public
    // one, but this answer carries the copy's expiry, which a CDN must not keep for everyone.
    const res = await run(cl, request('/fierro-cl/login/', 'cartId=a; cartId=b'));
    expect(res.headers.getSetCookie()).toContain('cartId=; Path=/; Max-Age=0; SameSite=Lax');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('cdn-cache-control')).toBe('no-store');
  });

  it('an empty session id is inactive with no call made', async () => {
    const res = await run(dicico, request('/dicico/cart/'));
    expect(calls()).toHaveLength(0);
    expect(res.status).toBe(302);
  });

  it('an inactive session clears its cookies; the guard sends to login with the path stored', async () => {
    answer(false);
    const res = await run(
      dicico,
      request('/dicico/category/cat901/ferramentas/?currentpage=2', `sessionId=${SESSION}`),
    );
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') as string).pathname).toBe('/dicico/login/');
    expect(res.cookies.get('redirectUrl')?.value).toBe('/dicico/category/cat901/ferramentas/');
    // Cleared at the path it was set with: this request's host is shared by every site.
    expect(res.cookies.get('sessionId')).toMatchObject({ value: '', maxAge: 0, path: '/dicico' });
    expect(res.cookies.get('userRole')).toMatchObject({ value: '', maxAge: 0 });
  });

  it('outside business mode an inactive session is cleared but the page stays open', async () => {
    answer(false);
    const res = await run(
      cl,
      request('/fierro-cl/category/cat101/herramientas/', `sessionId=${SESSION}`),
    );
    expect(res.headers.get('location')).toBeNull();
    expect(res.cookies.get('sessionId')).toMatchObject({ value: '', maxAge: 0 });
  });

  it('an unreachable commerce keeps the cookie (inactive for this request only)', async () => {
    // Nothing listens on port 9 of this machine: the connection is refused.
    pointCommerceAt('http://127.0.0.1:9');
    const res = await run(cl, request('/fierro-cl/', `sessionId=${SESSION}`));
    expect(res.cookies.get('sessionId')).toBeUndefined();
  });

  it('an unreachable or failing commerce is no sign-out: the account opens (to its error page), not the sign-in', async () => {
    pointCommerceAt('http://127.0.0.1:9');
    const down = await run(cl, request('/fierro-cl/myaccount/orders/', `sessionId=${SESSION}`));
    expect(down.headers.get('location')).toBeNull();
    pointCommerceAt(commerce.url);
    status = 503;
    const failing = await run(cl, request('/fierro-cl/myaccount/profile/', `sessionId=${SESSION}`));
    expect(failing.headers.get('location')).toBeNull();
    // Business mode's guard keeps its pages behind a checked session: a made-up cookie does not
    // pass it while commerce is away.
    const guarded = await run(
      dicico,
      request('/dicico/category/cat901/ferramentas/', `sessionId=${SESSION}`),
    );
    expect(guarded.status).toBe(302);
    // Without a session it is the sign-in, as ever; and a refused session too.
    expect((await run(cl, request('/fierro-cl/myaccount/orders/'))).status).toBe(302);
    status = 200;
    answer(false);
    const ended = await run(cl, request('/fierro-cl/myaccount/orders/', `sessionId=${SESSION}`));
    expect(ended.status).toBe(302);
  });

  it('a refused refresh (4xx) clears the session; a commerce error (5xx) keeps it', async () => {
    status = 401;
    const refused = await run(cl, request('/fierro-cl/', `sessionId=${SESSION}`));
    expect(refused.cookies.get('sessionId')).toMatchObject({ value: '', maxAge: 0 });
    status = 503;
    const failing = await run(cl, request('/fierro-cl/', `sessionId=${SESSION}`));
    expect(failing.cookies.get('sessionId')).toBeUndefined();
  });

  it('an active refresh leaves a proof: the next navigations within 15 s make no call, a revoked session ends after it', async () => {
    answer(true);
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    try {
      const first = await run(cl, request('/fierro-cl/', `sessionId=${SESSION}`));
      const proof = first.cookies.get('sessionProof');
      expect(proof).toMatchObject({
        httpOnly: true,
        maxAge: SESSION_PROOF_SECONDS,
        path: '/fierro-cl',
      });
      expect(calls()).toHaveLength(1);
      const cookie = `sessionId=${SESSION}; sessionProof=${proof?.value}`;
      // Revoked in commerce right after (a logout elsewhere, a password change).
      answer(false);
      vi.setSystemTime(t0 + (SESSION_PROOF_SECONDS - 1) * 1000);
      const within = await run(cl, request('/fierro-cl/', cookie));
      expect(calls()).toHaveLength(1);
      expect(within.cookies.get('sessionId')).toBeUndefined();
      // A proof names the site too: on another site (a session is one tenant's) it is refreshed.
      await run(dicico, request('/dicico/cart/', cookie));
      expect(calls()).toHaveLength(2);
      // Another session id, or a forged proof, is not trusted.
      await run(
        cl,
        request('/fierro-cl/', `sessionId=${'B'.repeat(43)}; sessionProof=${proof?.value}`),
      );
      expect(calls()).toHaveLength(3);
      // Past the bound the revoked session is refreshed, found inactive and cleared.
      vi.setSystemTime(t0 + SESSION_PROOF_SECONDS * 1000);
      const after = await run(cl, request('/fierro-cl/', cookie));
      expect(calls()).toHaveLength(4);
      expect(after.cookies.get('sessionId')).toMatchObject({ value: '', maxAge: 0 });
      expect(after.cookies.get('sessionProof')).toMatchObject({ value: '', maxAge: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
