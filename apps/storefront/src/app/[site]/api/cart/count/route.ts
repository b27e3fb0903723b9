import { getTenantByPathPrefix } from '@fierro/tenants';
import { type NextRequest, NextResponse } from 'next/server';
import { expireShadowingCookies } from '@/lib/session/cookies';
import { applySessionCookies, upkeepSession } from '@/lib/session/proxy-step';
import { contextOf } from '@/lib/session/server-context';
import { cartCookieWrite, cartCount } from '@/modules/cart';

/**
 * The header's cart count (issue 21), asked by the browser after a cached page loads: the cached
 * HTML carries no cart. Per shopper (the `cartId` and session cookies), never stored anywhere.
 * Under the site's prefix, so the browser sends it the site's cookies where sites share a host
 * (their path is the prefix there, lib/session/cookies.ts); the proxy's matcher leaves it out.
 *
 * It also keeps a signed-in person's session (issue 24): their catalogue pages are the anonymous
 * cached ones, served without the proxy (lib/cache/browser-cache.ts VIEW_COOKIES), so this call
 * refreshes the session as the proxy would (spec §4, at most once per proof's life) and clears the
 * cookies of a session that ended; the header then shows the sign-in entry (`signedIn: false`).
 */
export async function GET(req: NextRequest, ctx: { params: Promise<{ site: string }> }) {
  const tenant = getTenantByPathPrefix((await ctx.params).site);
  if (!tenant) return NextResponse.json({ count: 0 }, { status: 404 });
  const now = Date.now();
  const upkeep = await upkeepSession(req, tenant, now);
  const ended = upkeep.outcome.cookie === 'clear';
  const { count, cookie } = await cartCount(tenant, { sessionEnded: ended });
  const response = NextResponse.json(
    { count, signedIn: Boolean(upkeep.sessionId) && !ended },
    { headers: { 'cache-control': 'private, no-store', vary: 'cookie' } },
  );
  // Every cookie of this answer through the response's own jar: a `cookies()` write beside them
  // had Next write the session's clearing cookies again without their Max-Age (an empty
  // `sessionId` kept for the browser's life, and every catalogue page then private).
  if (cookie) response.cookies.set(...(await cartCookieWrite(tenant, cookie)));
  const jar = contextOf(tenant, req.headers);
  applySessionCookies(
    (name, value, options) => response.cookies.set(name, value, options),
    req,
    upkeep,
    jar,
    now,
  );
  // Last: the cookie writes above rewrite the Set-Cookie headers they know.
  for (const expired of expireShadowingCookies(req.headers.get('cookie'), jar)) {
    response.headers.append('set-cookie', expired);
  }
  return response;
}
