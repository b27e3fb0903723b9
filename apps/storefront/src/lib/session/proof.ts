import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_PROOF_SECONDS } from './cookies';
import type { RefreshState } from './refresh';

/**
 * A signed proof of a recent refresh (issue 24): every signed-in navigation asked commerce's
 * refresh-session (spec §4), a round trip and a database write per page. After an active answer
 * the proxy sets this cookie, bound to the session id; while it is younger than
 * SESSION_PROOF_SECONDS the proxy trusts it and does not ask. So a session revoked elsewhere (a
 * logout in another browser, a password change) stops working within that bound on every
 * storefront; the browser that logs out loses its session cookie at once, and the proof with it
 * (a proof is worthless without the id it names). Commerce still checks the session on every
 * personal call (cart, checkout, account), so the bound only covers the page's signed-in frame.
 */
export const SESSION_PROOF_COOKIE = 'sessionProof';
export { SESSION_PROOF_SECONDS };

/**
 * SESSION_PROOF_SECRET when several storefronts should accept each other's proofs; else one per
 * process (a proof another process made is just not trusted: that request refreshes). The
 * process's own is kept on the process, not in a module variable: Next bundles the proxy and the
 * route handlers apart, each with its own copy of this module, and each refused the other's proofs
 * (the header's count call and the next page both asked commerce again).
 */
const PROCESS_SECRET = Symbol.for('fierro.sessionProofSecret');
const secret = (): string => {
  const configured = process.env.SESSION_PROOF_SECRET;
  if (configured && configured.length >= 16) return configured;
  const holder = process as unknown as Record<symbol, string | undefined>;
  holder[PROCESS_SECRET] ??= randomBytes(32).toString('base64url');
  return holder[PROCESS_SECRET];
};

const STATUSES: ReadonlyArray<RefreshState['status']> = ['active', 'Impersonated'];

const mac = (sessionId: string, payload: string, key: string) =>
  createHmac('sha256', key).update(`${sessionId}.${payload}`).digest('base64url');

/** The cookie value for an active state, issued at `now` (ms). */
export function signSessionProof(
  sessionId: string,
  state: RefreshState,
  now: number,
  key: string = secret(),
): string | null {
  if (!state.active) return null;
  const status = STATUSES.indexOf(state.status);
  if (status < 0) return null;
  const payload = `${Math.floor(now / 1000).toString(36)}-${status}${state.isAgent ? 1 : 0}`;
  return `${payload}.${mac(sessionId, payload, key)}`;
}

/** The state a proof vouches for, when it is ours, for this session and still young; else null. */
export function readSessionProof(
  value: string | undefined,
  sessionId: string,
  now: number,
  key: string = secret(),
): RefreshState | null {
  if (!value || value.length > 120) return null;
  const dot = value.indexOf('.');
  if (dot < 0) return null;
  const payload = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(sessionId, payload, key));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = /^([0-9a-z]{1,10})-([01])([01])$/.exec(payload);
  if (!match) return null;
  const issued = Number.parseInt(match[1]!, 36) * 1000;
  const age = now - issued;
  // A proof from the future (clocks of two storefronts) counts from now: never longer.
  if (age >= SESSION_PROOF_SECONDS * 1000 || age < -5_000) return null;
  return { active: true, status: STATUSES[Number(match[2])]!, isAgent: match[3] === '1' };
}
