import { signInOf, type Tenant } from '@fierro/tenants';
import { type NextRequest, NextResponse } from 'next/server';
import { request as httpRequest } from 'undici';
import {
  CONSUMER_COOKIE,
  expiredCookieOptions,
  REDIRECT_URL_COOKIE,
  redirectCookieOptions,
  SESSION_COOKIE,
  USER_ROLE_COOKIE,
} from './cookies';
import { isBusinessMode, pageGuard } from './page-guard';
import { type RefreshState, refreshSessionState } from './refresh';
import { contextOf } from './server-context';

/**
 * The proxy's session step, run on every navigation of a site: refresh the session through
 * commerce (spec §4), then apply the server-side page guard in business mode (spec §2).
 * `next(headers)` builds the pass-through response of the rest of the proxy from the request
 * headers this step changed (a cleared session cookie is gone for the page too), or null when it
 * changed none (most requests: overriding request headers costs every request a copy).
 */
export async function sessionStep(
  request: NextRequest,
  tenant: Tenant,
  next: (requestHeaders: Headers | null) => NextResponse,
): Promise<NextResponse> {
  const sessionId = request.cookies.get(SESSION_COOKIE)?.value;
  const outcome = await refreshSessionState(sessionId, (id) => refreshCall(tenant, id, request));
  const ctx = contextOf(tenant, request.headers);
  const cleared = outcome.cookie === 'clear';
  const businessMode = isBusinessMode({
    businessOnly: signInOf(tenant).businessOnly,
    consumerCookie: request.cookies.get(CONSUMER_COOKIE)?.value,
    userRole: cleared ? undefined : request.cookies.get(USER_ROLE_COOKIE)?.value,
  });
  const decision = pageGuard({
    tenant: {
      pathPrefix: tenant.pathPrefix,
      registerRedirectsHome: signInOf(tenant).registerRedirectsHome,
    },
    pathname: request.nextUrl.pathname,
    sessionActive: outcome.state.active,
    businessMode,
  });

  let response: NextResponse;
  if (decision.kind === 'redirect') {
    response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    if (decision.storeRedirectUrl) {
      response.cookies.set(
        REDIRECT_URL_COOKIE,
        decision.storeRedirectUrl,
        redirectCookieOptions(ctx),
      );
    }
  } else if (cleared) {
    const headers = new Headers(request.headers);
    request.cookies.delete(SESSION_COOKIE);
    request.cookies.delete(USER_ROLE_COOKIE);
    headers.set('cookie', request.cookies.toString());
    response = next(headers);
  } else {
    response = next(null);
  }
  if (cleared) {
    response.cookies.set(SESSION_COOKIE, '', expiredCookieOptions(ctx));
    response.cookies.set(USER_ROLE_COOKIE, '', expiredCookieOptions(ctx));
  }
  if (sessionId) response.headers.set('cache-control', 'private, no-store');
  return response;
}

const REFRESH_TIMEOUT_MS = 3800;

/**
 * POST refresh-session (spec §7): headers tenant-b2b and x-channel-id WEB, body sessionId.
 * Through undici's `request` on pooled keep-alive connections, not `fetch`: this call runs on
 * every signed-in navigation, and on this machine fetch cost about 600 us of CPU per call against
 * 150 us (README, "Measured figures").
 */
async function refreshCall(
  tenant: Tenant,
  sessionId: string,
  request: NextRequest,
): Promise<RefreshState | null> {
  const base = (process.env.COMMERCE_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
  const requestId = request.headers.get('x-request-id');
  try {
    const res = await httpRequest(`${base}/session/refresh`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'tenant-b2b': tenant.code,
        'x-channel-id': 'WEB',
        ...(requestId ? { 'x-request-id': requestId } : {}),
      },
      body: JSON.stringify({ sessionId }),
      // The answer is a few bytes: its headers arriving in time is the bound that matters.
      headersTimeout: REFRESH_TIMEOUT_MS,
      bodyTimeout: REFRESH_TIMEOUT_MS,
    });
    if (res.statusCode < 200 || res.statusCode > 299) {
      await res.body.dump();
      return res.statusCode < 500 ? { active: false, status: 'inactive', isAgent: false } : null;
    }
    const body = (await res.body.json()) as Partial<RefreshState>;
    return {
      active: body.active === true,
      status: body.status ?? 'inactive',
      isAgent: body.isAgent === true,
    };
  } catch {
    return null;
  }
}
