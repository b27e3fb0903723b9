import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import {
  cookieDomainFor,
  cookiePathFor,
  expiredCookieOptions,
  expireShadowingCookies,
  firstCookieValue,
  repeatedCookieNames,
  sessionCookieOptions,
} from './cookies';
import { pageGuard, pageOf } from './page-guard';
import { INACTIVE_SESSION, refreshSessionState } from './refresh';
import { safeReturnPath } from './return-path';
import { contextOf } from './server-context';

const dicico = { pathPrefix: 'dicico', registerRedirectsHome: false };
const co = { pathPrefix: 'homecenter-co', registerRedirectsHome: true };
const guard = (
  tenant: typeof dicico,
  pathname: string | undefined,
  sessionActive: boolean,
  businessMode = true,
) => pageGuard({ tenant, pathname, sessionActive, businessMode });

describe('page guard (spec §2, business mode)', () => {
  it('does nothing outside business mode', () => {
    expect(guard(dicico, '/dicico/category/1/x', false, false)).toEqual({ kind: 'pass' });
  });
  it('sends a signed-out visitor of an account page to login in every mode (issue 23)', () => {
    for (const business of [false, true]) {
      expect(guard(co, '/homecenter-co/myaccount/profile/?x=1', false, business)).toEqual({
        kind: 'redirect',
        location: '/homecenter-co/login/',
        status: 302,
        storeRedirectUrl: '/homecenter-co/myaccount/profile/',
      });
      expect(guard(co, '/homecenter-co/myaccount/profile/', true, business)).toEqual({
        kind: 'pass',
      });
    }
  });
  it('sends a signed-in shopper from /login home', () => {
    expect(guard(dicico, '/dicico/login', true)).toEqual({
      kind: 'redirect',
      location: '/dicico/',
      status: 302,
    });
    expect(guard(dicico, '/dicico/login', false)).toEqual({ kind: 'pass' });
  });
  it('sends a signed-in shopper from /register home on Colombia only', () => {
    expect(guard(co, '/homecenter-co/register', true)).toMatchObject({
      location: '/homecenter-co/',
    });
    expect(guard(dicico, '/dicico/register', true)).toEqual({ kind: 'pass' });
    expect(guard(co, '/homecenter-co/register', false)).toEqual({ kind: 'pass' });
  });
  it('stores the path without its query and sends a signed-out shopper to login', () => {
    expect(guard(dicico, '/dicico/category/123/pisos?currentpage=2', false)).toEqual({
      kind: 'redirect',
      location: '/dicico/login/',
      status: 302,
      storeRedirectUrl: '/dicico/category/123/pisos',
    });
  });
  it('leaves home, login, register and the error page open', () => {
    for (const path of [
      '/dicico',
      '/dicico/',
      '/dicico/_error/?statusCode=404',
      '/dicico/register',
    ])
      expect(guard(dicico, path, false)).toEqual({ kind: 'pass' });
  });
  it('lets an active session through and sends a request without url home', () => {
    expect(guard(dicico, '/dicico/cart', true)).toEqual({ kind: 'pass' });
    expect(guard(dicico, undefined, false)).toMatchObject({ location: '/dicico/' });
  });
  it('reads the page below the site prefix', () => {
    expect(pageOf('/fierro-cl/product/1/x?a=1', 'fierro-cl')).toBe('product');
    expect(pageOf('/fierro-cl', 'fierro-cl')).toBe('');
  });
});

describe('return path after login (DESIGN §5)', () => {
  it('keeps a same-site path of this site', () => {
    expect(safeReturnPath('/dicico/category/123/pisos', 'dicico')).toBe(
      '/dicico/category/123/pisos',
    );
  });
  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    '/fierro-cl/cart',
    '/dicico/login',
    '/dicicoevil/x',
    '',
    undefined,
    '%E0%A4%A',
  ])('sends %s home', (value) => {
    expect(safeReturnPath(value, 'dicico')).toBe('/dicico/');
  });
});

describe('session refresh on navigation (spec §4)', () => {
  it('an empty id is inactive and makes no call', async () => {
    let calls = 0;
    const out = await refreshSessionState('', async () => {
      calls++;
      return INACTIVE_SESSION;
    });
    expect(out).toEqual({ state: INACTIVE_SESSION, cookie: 'none' });
    expect(calls).toBe(0);
  });
  it('an active session keeps the cookie; an inactive one clears it', async () => {
    const active = { active: true, status: 'active' as const, isAgent: false };
    expect((await refreshSessionState('x', async () => active)).cookie).toBe('keep');
    expect((await refreshSessionState('x', async () => INACTIVE_SESSION)).cookie).toBe('clear');
  });
});

describe('cookies (spec §3)', () => {
  it('session cookie: HttpOnly, Lax, path /, Secure only over HTTPS, tenant domain', () => {
    expect(
      sessionCookieOptions({ cookieDomain: '.fierro.cl', https: true, path: '/' }),
    ).toMatchObject({
      path: '/',
      domain: '.fierro.cl',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
    });
    expect(sessionCookieOptions({ https: false, path: '/fierro-cl' }).secure).toBe(false);
    expect(expiredCookieOptions({ https: false, path: '/fierro-cl' }).maxAge).toBe(0);
  });
  it('uses the tenant domain only when the host is under it', () => {
    expect(cookieDomainFor('.fierro.cl', 'www.fierro.cl')).toBe('.fierro.cl');
    expect(cookieDomainFor('.fierro.cl', 'localhost:3000')).toBeUndefined();
  });
  it("path / on the tenant's own domain; the site's prefix where the sites share a host", () => {
    const cl = getTenant('cl') as Tenant;
    const at = (host: string) => contextOf(cl, new Headers({ host, 'x-forwarded-proto': 'https' }));
    expect(at('www.fierro.cl')).toMatchObject({ cookieDomain: '.fierro.cl', path: '/' });
    expect(at('localhost:3000')).toMatchObject({ path: '/fierro-cl' });
    expect(sessionCookieOptions(at('localhost:3000')).path).toBe('/fierro-cl');
    expect(cookiePathFor('fierro-uy', undefined)).toBe('/fierro-uy');
  });
});

describe("a site's own cookie before a stale copy at / (shared host)", () => {
  const header = 'sessionId=new; cartId=c1; sessionId=old; consumer=b2b; cartId=c0';
  it('reads the first of a name, as the browser ordered them', () => {
    expect(firstCookieValue(header, 'sessionId')).toBe('new');
    expect(firstCookieValue(header, 'cartId')).toBe('c1');
    expect(firstCookieValue(header, 'nope')).toBeUndefined();
  });
  it('expires the copies at / where the site has a path of its own, and only there', () => {
    expect(repeatedCookieNames(header)).toEqual(['sessionId', 'cartId']);
    expect(expireShadowingCookies(header, { https: false, path: '/fierro-cl' })).toEqual([
      'sessionId=; Path=/; Max-Age=0; SameSite=Lax',
      'cartId=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
    expect(
      expireShadowingCookies(header, { https: true, path: '/', cookieDomain: '.fierro.cl' }),
    ).toEqual([]);
  });
});
