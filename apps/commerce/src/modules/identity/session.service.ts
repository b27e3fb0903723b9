import type { TenantCode } from '@fierro/tenants';
import type { Context } from 'hono';
import { sessionIdOf } from './identity.http';
import type { IdentityStore, SessionRecord } from './identity.store';
import {
  INACTIVE,
  looksLikeSessionId,
  needsTouch,
  type SessionState,
  sessionState,
} from './session.rules';

export interface SessionDeps {
  store: IdentityStore;
  now: Date;
  /** When given, a session of another tenant counts as inactive. */
  tenant?: TenantCode;
}

/** The live session behind `sessionId`, or null (unknown, malformed, revoked or expired). */
export async function activeSession(deps: SessionDeps, sessionId: string | undefined | null) {
  if (!looksLikeSessionId(sessionId)) return null;
  const session = await deps.store.findSession(sessionId);
  if (!session || !sessionState(session, deps.now).active) return null;
  if (deps.tenant && session.tenant !== deps.tenant) return null;
  return session;
}

/** POST /session/refresh: the state of a session; an active one has its idle timer reset. */
export async function refreshSession(
  deps: SessionDeps,
  sessionId: string | undefined,
): Promise<SessionState> {
  const session = await activeSession(deps, sessionId);
  if (!session) return INACTIVE;
  if (needsTouch(session, deps.now)) await deps.store.touchSession(session.id, deps.now);
  return sessionState(session, deps.now);
}

/** GET /session/user: userRole is '' for people and signed-out callers, else the company role. */
export async function userDetails(deps: SessionDeps, sessionId: string | undefined) {
  const session = await activeSession(deps, sessionId);
  if (session?.accountKind !== 'company') return { userRole: '' as const };
  const user = await deps.store.findUserById(session.tenant, session.userId);
  return { userRole: user?.company?.role ?? ('' as const) };
}

/** Logout: the session is revoked in the database (idempotent). */
export async function revokeSession(deps: SessionDeps, sessionId: string | undefined) {
  if (looksLikeSessionId(sessionId)) await deps.store.revokeSession(sessionId, deps.now);
}

export type { SessionRecord };

/**
 * Who a request is, for routes of other modules: the active session's user, else a guest.
 * Business mode (`consumer=b2b`, the header's switch) counts only with a session: the storefront
 * asks a signed-out visitor in business mode to sign in (DESIGN §5's page guard), so a guest that
 * says b2b is a client pricing a cart or an order at business prices it may not have.
 */
export async function sessionAsker(
  store: IdentityStore,
  c: Context,
  now: Date,
  businessMode: boolean,
): Promise<{
  userId: string | null;
  account: 'guest' | 'person' | 'company';
  businessMode: boolean;
  /** The session's site family: a session answers for its own tenant's sites alone. */
  tenant: TenantCode | null;
}> {
  const session = await activeSession({ store, now }, sessionIdOf(c));
  if (!session) return { userId: null, account: 'guest', businessMode: false, tenant: null };
  return {
    userId: session.userId,
    account: session.accountKind,
    businessMode,
    tenant: session.tenant,
  };
}

/**
 * Business prices for a catalogue read (product, search, suggestions, links, installments): asked
 * for (`consumer=b2b`), or a company's session of this tenant. A client that signs a company in
 * then reads the prices its cart will charge (the cart prices a company's session as business
 * whatever it asks). Such an answer is that session's: it is marked private.
 */
export async function catalogueBusinessMode(
  store: IdentityStore | undefined,
  c: Context,
  now: Date,
  tenant: TenantCode,
): Promise<boolean> {
  if (c.req.query('consumer') === 'b2b') return true;
  if (!store) return false;
  const session = await activeSession({ store, now, tenant }, sessionIdOf(c));
  if (session?.accountKind !== 'company') return false;
  c.header('Cache-Control', 'private, no-store');
  return true;
}
