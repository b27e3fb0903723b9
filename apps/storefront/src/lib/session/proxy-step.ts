import { signInOf, type Tenant } from '@fierro/tenants';
import { type NextRequest, NextResponse } from 'next/server';
import { identity } from '../commerce/identity';
import { businessMode } from './business-mode';
import {
  CONSUMER_COOKIE,
  expiredCookieOptions,
  REDIRECT_URL_COOKIE,
  redirectCookieOptions,
  SESSION_COOKIE,
  sessionProofCookieOptions,
  USER_ROLE_COOKIE,
} from './cookies';
import { pageGuard } from './page-guard';
import {
  readSessionProof,
  SESSION_PROOF_COOKIE,
  SESSION_PROOF_SECONDS,
  signSessionProof,
} from './proof';
import { type RefreshOutcome, refreshSessionState } from './refresh';
import { contextOf } from './server-context';

/**
 * The proxy's session step, run on every navigation of a site: refresh the session through
 * commerce (spec §4), then apply the server-side page guard in business mode (spec §2).
 * `next(headers, business)` builds the pass-through response of the rest of the proxy from the
 * request headers this step changed (a cleared session cookie is gone for the page too), or null
 * when it changed none (most requests: overriding request headers costs every request a copy),
 * and from business mode as this step decided it (a company session counts only while it stands).
 */
export async function sessionStep(
  request: NextRequest,
  tenant: Tenant,
  next: (requestHeaders: Headers | null, business: boolean) => NextResponse,
): Promise<NextResponse> {
  const sessionId = request.cookies.get(SESSION_COOKIE)?.value;
  const now = Date.now();
  // A young proof of the last refresh stands for one (proof.ts: at most SESSION_PROOF_SECONDS).
  // Bound to the site too: a session is one tenant's, and another site's refresh says inactive.
  const proofKey = sessionId ? `${tenant.siteId}.${sessionId}` : '';
  const proven =
    sessionId && readSessionProof(request.cookies.get(SESSION_PROOF_COOKIE)?.value, proofKey, now);
  const outcome: RefreshOutcome = proven
    ? { state: proven, cookie: 'keep' }
    : await refreshSessionState(sessionId, (id) => identity.refresh(request, tenant, id));
  const ctx = contextOf(tenant, request.headers);
  const cleared = outcome.cookie === 'clear';
  // The user-role cookie comes with the session from commerce's login answer and goes with it:
  // it says whether this is a company session without another call (cleared: it just went).
  const business = businessMode({
    businessOnly: signInOf(tenant).businessOnly,
    consumer: request.cookies.get(CONSUMER_COOKIE)?.value,
    userRole: cleared ? undefined : request.cookies.get(USER_ROLE_COOKIE)?.value,
  });
  const decision = pageGuard({
    tenant: {
      pathPrefix: tenant.pathPrefix,
      registerRedirectsHome: signInOf(tenant).registerRedirectsHome,
    },
    pathname: request.nextUrl.pathname,
    sessionActive: outcome.state.active,
    businessMode: business,
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
    response = next(headers, business);
  } else {
    response = next(null, business);
  }
  if (cleared) {
    response.cookies.set(SESSION_COOKIE, '', expiredCookieOptions(ctx));
    response.cookies.set(USER_ROLE_COOKIE, '', expiredCookieOptions(ctx));
    if (request.cookies.has(SESSION_PROOF_COOKIE)) {
      response.cookies.set(SESSION_PROOF_COOKIE, '', expiredCookieOptions(ctx));
    }
  } else if (sessionId && !proven && outcome.state.active) {
    const proof = signSessionProof(proofKey, outcome.state, now);
    if (proof) {
      response.cookies.set(
        SESSION_PROOF_COOKIE,
        proof,
        sessionProofCookieOptions(ctx, SESSION_PROOF_SECONDS),
      );
    }
  }
  if (sessionId) response.headers.set('cache-control', 'private, no-store');
  return response;
}
