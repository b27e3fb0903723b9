import { getTenant, type Tenant } from '@fierro/tenants';
import { NextRequest, NextResponse } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStep } from './proxy-step';

/**
 * The proxy's session step (spec §2, §4, §7) with commerce's refresh-session answered by a
 * stubbed fetch: which call it makes, and what the shopper's cookies and page become.
 */
const COMMERCE = 'http://commerce.test';
const SESSION = 'A'.repeat(43);
const dicico = getTenant('dicico') as Tenant;
const cl = getTenant('cl') as Tenant;

const fetchStub = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubEnv('COMMERCE_URL', COMMERCE);
  vi.stubGlobal('fetch', fetchStub);
  fetchStub.mockReset();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const answer = (active: boolean) =>
  fetchStub.mockResolvedValue(
    Response.json({ active, status: active ? 'active' : 'inactive', isAgent: false }),
  );
const request = (path: string, cookie?: string) =>
  new NextRequest(`http://127.0.0.1${path}`, cookie ? { headers: { cookie } } : {});
const run = (tenant: Tenant, req: NextRequest) =>
  sessionStep(req, tenant, () => NextResponse.next());

describe('session step of the proxy', () => {
  it('refreshes through refresh-session: POST, tenant-b2b, x-channel-id WEB, body sessionId', async () => {
    answer(true);
    const res = await run(dicico, request('/dicico/cart/', `sessionId=${SESSION}`));
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${COMMERCE}/session/refresh`);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'tenant-b2b': 'dicico', 'x-channel-id': 'WEB' });
    expect(JSON.parse(String(init.body))).toEqual({ sessionId: SESSION });
    // Active: the guarded page opens and the session cookie is left as it is.
    expect(res.headers.get('location')).toBeNull();
    expect(res.cookies.get('sessionId')).toBeUndefined();
  });

  it('an empty session id is inactive with no call made', async () => {
    const res = await run(dicico, request('/dicico/cart/'));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(res.status).toBe(302);
  });

  it('an inactive session clears its cookies; the guard sends to login with the path stored', async () => {
    answer(false);
    const res = await run(
      dicico,
      request('/dicico/category/cat901/ferramentas/?currentpage=2', `sessionId=${SESSION}`),
    );
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') as string).pathname).toBe('/dicico/login');
    expect(res.cookies.get('redirectUrl')?.value).toBe('/dicico/category/cat901/ferramentas/');
    expect(res.cookies.get('sessionId')).toMatchObject({ value: '', maxAge: 0, path: '/' });
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
    fetchStub.mockRejectedValue(new Error('ECONNREFUSED'));
    const res = await run(cl, request('/fierro-cl/', `sessionId=${SESSION}`));
    expect(res.cookies.get('sessionId')).toBeUndefined();
  });
});
