import { loginUrl } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { type NextRequest, NextResponse } from 'next/server';
import { sessionUser } from '@/lib/commerce/account';
import { expiredCookieOptions, SESSION_COOKIE, USER_ROLE_COOKIE } from '@/lib/session/cookies';
import { SESSION_PROOF_COOKIE } from '@/lib/session/proof';
import { contextOf } from '@/lib/session/server-context';

/**
 * Where a page that found its shopper's session ended sends them (the account's frame, when
 * commerce no longer knows the session): the sign-in page, the session's cookies cleared on the
 * way. A page cannot clear cookies itself; sent straight to the sign-in, its header kept saying
 * "Mi cuenta" and each page flipped between the account and the sign-in until the session's proof
 * lapsed (up to 15 s, 2026-11-29). The page to come back to stays (`redirectUrl`). Nothing is
 * cleared for a request another site started, nor while commerce still knows the session.
 */
export async function GET(request: NextRequest, ctx: { params: Promise<{ site: string }> }) {
  const tenant = getTenantByPathPrefix((await ctx.params).site);
  if (!tenant) return new NextResponse(null, { status: 404 });
  const response = new NextResponse(null, {
    status: 302,
    headers: { location: loginUrl(tenant), 'cache-control': 'no-store' },
  });
  if (request.headers.get('sec-fetch-site') === 'cross-site') return response;
  if (request.cookies.get(SESSION_COOKIE)?.value && (await stillKnown(tenant.siteId))) {
    return response;
  }
  const jar = contextOf(tenant, request.headers);
  for (const name of [SESSION_COOKIE, USER_ROLE_COOKIE, SESSION_PROOF_COOKIE]) {
    response.cookies.set(name, '', expiredCookieOptions(jar));
  }
  return response;
}

/** Whether commerce still knows the session; one that did not answer is not an ended session. */
const stillKnown = (siteId: string) =>
  sessionUser(siteId).then(
    (userId) => userId !== null,
    () => true,
  );
