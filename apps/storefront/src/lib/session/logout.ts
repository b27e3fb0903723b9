import 'server-only';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { type NextRequest, NextResponse } from 'next/server';
import { identity } from '../commerce/identity';
import {
  expiredCookieOptions,
  REDIRECT_URL_COOKIE,
  SESSION_COOKIE,
  USER_ROLE_COOKIE,
} from './cookies';
import { isSameOriginRequest } from './origin';
import { SESSION_PROOF_COOKIE } from './proof';
import { contextOf } from './server-context';

/** Sales-agent cookies cleared by agentLogout.jsp; the agent issue adds the ones it sets. */
export const SALES_AGENT_COOKIES: readonly string[] = [];

/**
 * The logout routes (spec §2 customerLogout.jsp, agentLogout.jsp): the session is revoked in
 * commerce, the session cookies are cleared, and the shopper goes home. A request another site
 * started (Sec-Fetch-Site cross-site, or a POST from another origin) is refused, so no page
 * elsewhere can sign anybody out.
 */
export async function logoutResponse(
  request: NextRequest,
  site: string,
  extra: {
    /** More cookies of the site's path. */
    cookies?: readonly string[];
    /** Cookies of a path of their own (the checkout's steps, under `/{site}/checkout`). */
    atPaths?: ReadonlyArray<{ name: string; path: string }>;
  } = {},
): Promise<Response> {
  const tenant = getTenantByPathPrefix(site);
  if (!tenant) return new NextResponse(null, { status: 404 });
  // A link from our own pages is a same-origin GET; any POST must pass our origin check.
  const crossSite =
    request.method === 'GET'
      ? request.headers.get('sec-fetch-site') === 'cross-site'
      : !isSameOriginRequest(request.headers);
  if (crossSite) return new NextResponse(null, { status: 403 });
  const sessionId = request.cookies.get(SESSION_COOKIE)?.value;
  // The gateway sends the session cookie's id as Authorization.
  if (sessionId) await identity.logout(request, tenant);
  // A relative Location (RFC 9110 §10.2.2): the browser stays on the origin it came from. An
  // absolute one built from request.url named the address Next listens on
  // (http://127.0.0.1:3000/...) whatever the shopper's Host was (issue 20).
  const response = new NextResponse(null, {
    status: 302,
    headers: { location: `/${tenant.pathPrefix}/` },
  });
  const ctx = contextOf(tenant, request.headers);
  const names = [SESSION_COOKIE, USER_ROLE_COOKIE, REDIRECT_URL_COOKIE, SESSION_PROOF_COOKIE];
  for (const name of [...names, ...(extra.cookies ?? [])]) {
    response.cookies.set(name, '', expiredCookieOptions(ctx));
  }
  for (const { name, path } of extra.atPaths ?? []) {
    response.cookies.set(name, '', { ...expiredCookieOptions(ctx), path });
  }
  response.headers.set('cache-control', 'no-store');
  return response;
}
