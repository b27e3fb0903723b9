import { signInOf, type Tenant } from '@fierro/tenants';
import { type NextRequest, NextResponse } from 'next/server';
import { keepPrivate, SIGNED_IN_CACHE_CONTROL } from '../cache/browser-cache';
import { identity } from '../commerce/identity';
import { businessMode } from './business-mode';
import {
  CONSUMER_COOKIE,
  type CookieContext,
  type CookieOptions,
  expiredCookieOptions,
  expireShadowingCookies,
  firstCookieValue,
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

/** A session as a navigation finds it: refreshed through commerce, or vouched for by a young proof. */
export interface SessionUpkeep {
  sessionId: string | undefined;
  /** The proof's binding: the site and the session (a session is one tenant's). */
  proofKey: string;
  /** A young proof stood for the refresh: nothing to set. */
  proven: boolean;
  outcome: RefreshOutcome;
}

/**
 * Spec §4's refresh of a navigation, at most once per SESSION_PROOF_SECONDS per session (proof.ts).
 * Run by the proxy on the pages it sees, and by the header's per-shopper call on the cached
 * catalogue pages a signed-in person gets without it (api/cart/count).
 */
export async function upkeepSession(
  request: NextRequest,
  tenant: Tenant,
  now: number,
): Promise<SessionUpkeep> {
  // The first of each name: a stale copy at `/` must not be the one refreshed, nor cleared for.
  const cookie = request.headers.get('cookie');
  const sessionId = firstCookieValue(cookie, SESSION_COOKIE) || undefined;
  const proofKey = sessionId ? `${tenant.siteId}.${sessionId}` : '';
  const proven =
    sessionId && readSessionProof(firstCookieValue(cookie, SESSION_PROOF_COOKIE), proofKey, now);
  const outcome: RefreshOutcome = proven
    ? { state: proven, cookie: 'keep' }
    : await refreshSessionState(sessionId, (id) => identity.refresh(request, tenant, id));
  return { sessionId, proofKey, proven: Boolean(proven), outcome };
}

type SetCookie = (name: string, value: string, options: CookieOptions) => void;

/** The cookies an upkeep changes: all of the session's cleared when it ended, a new proof after a refresh. */
export function applySessionCookies(
  set: SetCookie,
  request: NextRequest,
  upkeep: SessionUpkeep,
  ctx: CookieContext,
  now: number,
): void {
  const { outcome, sessionId, proven, proofKey } = upkeep;
  if (outcome.cookie === 'clear') {
    set(SESSION_COOKIE, '', expiredCookieOptions(ctx));
    set(USER_ROLE_COOKIE, '', expiredCookieOptions(ctx));
    if (request.cookies.has(SESSION_PROOF_COOKIE)) {
      set(SESSION_PROOF_COOKIE, '', expiredCookieOptions(ctx));
    }
  } else if (sessionId && !proven && outcome.state.active) {
    const proof = signSessionProof(proofKey, outcome.state, now);
    if (proof) {
      set(SESSION_PROOF_COOKIE, proof, sessionProofCookieOptions(ctx, SESSION_PROOF_SECONDS));
    }
  }
}

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
  const now = Date.now();
  const upkeep = await upkeepSession(request, tenant, now);
  const { outcome, sessionId } = upkeep;
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
    // Commerce not answering is no sign-out: the page opens and, its data unavailable, shows the
    // error page with its retry (the account sent a signed-in shopper to the sign-in, where
    // signing in failed too). Not in business mode, whose guard keeps every page behind a session
    // checked: a made-up cookie must not pass it while commerce is away.
    sessionActive: outcome.state.active || (outcome.unknown === true && !business),
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
  applySessionCookies(
    (name, value, options) => response.cookies.set(name, value, options),
    request,
    upkeep,
    ctx,
    now,
  );
  const shadows = expireShadowingCookies(request.headers.get('cookie'), ctx);
  for (const expired of shadows) response.headers.append('set-cookie', expired);
  // A redirect the session decided (the page guard) is this visitor's alone, like a signed-in
  // page; and an answer that expires this browser's stale cookies is never a shared cache's.
  if (sessionId || decision.kind === 'redirect' || shadows.length > 0)
    keepPrivate(response.headers, SIGNED_IN_CACHE_CONTROL);
  return response;
}
