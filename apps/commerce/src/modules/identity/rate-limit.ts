/**
 * Failed-login throttling (issue 8, reworked in issue 20). The counts come from the login-attempts
 * table; this rule only decides. No hard lock: past a number of free failures, each next attempt
 * waits a delay that doubles with every failure (1 s, 2 s, 4 s ... at most the window), counted
 * from the latest failure. Two keys:
 * - the account from one address (a typo-prone owner, a guesser at one account): 5 free. An
 *   attacker elsewhere never delays the owner's own address, so the owner can always sign in;
 * - the address over every account (credential stuffing): 20 free.
 * Attempts refused while waiting are not counted (nor stored): they checked no password, and
 * hammering gains nothing, as each wait counts from the latest failure that did.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Free failures of one account from one address (since its last success there). */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Free failures from one address over every account. */
export const MAX_FAILURES_PER_ADDRESS = 20;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = LOGIN_WINDOW_MS;

export interface FailureCounts {
  /** Failures of this e-mail on this tenant from this address in the window, since its last success. */
  account: number;
  /** Failures from this address in the window, any account. */
  address: number;
  /** The latest of each (null: none). */
  lastAccountFailure: Date | null;
  lastAddressFailure: Date | null;
}

export function windowStart(now: Date): Date {
  return new Date(now.getTime() - LOGIN_WINDOW_MS);
}

/** The wait before the next attempt after `failures`, `free` of them without one. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(30, failures - free));
}

/** How long before an attempt may be tried (0: now). */
export function loginWaitMs(counts: FailureCounts, now: Date): number {
  const until = (last: Date | null, failures: number, free: number) =>
    last ? last.getTime() + delayAfter(failures, free) - now.getTime() : 0;
  return Math.max(
    0,
    until(counts.lastAccountFailure, counts.account, MAX_FAILURES_PER_ACCOUNT),
    until(counts.lastAddressFailure, counts.address, MAX_FAILURES_PER_ADDRESS),
  );
}
