import { randomBytes } from 'node:crypto';

/** Session lifetimes (issue 8): idle expiry and absolute expiry from sign-in. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/**
 * A session's idle timer is written at most once a minute. Every navigation refreshes the session
 * (spec §4); writing last_seen_at each time made every signed-in page wait on a database write
 * and its WAL flush. A minute early on a 30-minute idle expiry changes nothing a shopper sees.
 */
export const SESSION_TOUCH_EVERY_MS = 60 * 1000;

/**
 * Sessions one account keeps; a sign-in past it deletes the least recently used (ended ones
 * first). A person uses a few devices and browsers, and a session dies after 30 idle minutes, so
 * 20 is far above anyone's use, a demo account shared by a test suite's workers included. Without
 * a cap, repeated sign-ins of one account (a provider's token replayed) wrote rows without end.
 */
export const MAX_SESSIONS_PER_ACCOUNT = 20;
/**
 * A session used this recently is in use (a shopper mid-checkout): the cap above never ends it.
 * Twenty sign-ins elsewhere ended the one paying (2026-11-29); past the cap a sign-in ends only
 * sessions ended or idle this long, so a burst of sign-ins keeps at most the hard cap below.
 */
export const SESSION_IN_USE_MS = 10 * 60 * 1000;
/** Sessions one account keeps whatever their use: a loop of sign-ins still meets a bound. */
export const MAX_SESSIONS_HARD = 100;

/** Spec §3/§4 session status; Impersonated marks an agent session. */
export const SESSION_STATUSES = ['active', 'inactive', 'Impersonated'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A new opaque session id: 256 random bits, base64url (43 characters). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Shape check before any database lookup: anything else is simply inactive. */
export function looksLikeSessionId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export interface StoredSession {
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  impersonated: boolean;
}

export interface SessionState {
  active: boolean;
  status: SessionStatus;
  isAgent: boolean;
}

export const INACTIVE: SessionState = { active: false, status: 'inactive', isAgent: false };

/** Whether using the session at `now` should reset its idle timer in the database. */
export function needsTouch(session: Pick<StoredSession, 'lastSeenAt'>, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS;
}

/** Whether a stored session is still active at `now` (not revoked, not idle, not too old). */
export function sessionState(session: StoredSession | null | undefined, now: Date): SessionState {
  if (!session || session.revokedAt) return INACTIVE;
  const t = now.getTime();
  if (t - session.lastSeenAt.getTime() > SESSION_IDLE_MS) return INACTIVE;
  if (t - session.createdAt.getTime() > SESSION_ABSOLUTE_MS) return INACTIVE;
  return session.impersonated
    ? { active: true, status: 'Impersonated', isAgent: true }
    : { active: true, status: 'active', isAgent: false };
}
