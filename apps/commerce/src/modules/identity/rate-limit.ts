/**
 * Failed-login throttling (issue 8). The counts come from the login-attempts table; this rule
 * only decides. Both limits apply: per account (e-mail, registered or not) and per client address.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface FailureCounts {
  /** Failed attempts for this e-mail on this tenant inside the window. */
  account: number;
  /** Failed attempts from this client address inside the window. */
  address: number;
}

export function windowStart(now: Date): Date {
  return new Date(now.getTime() - LOGIN_WINDOW_MS);
}

export function isLoginThrottled(counts: FailureCounts): boolean {
  return counts.account >= MAX_FAILURES_PER_ACCOUNT || counts.address >= MAX_FAILURES_PER_ADDRESS;
}
