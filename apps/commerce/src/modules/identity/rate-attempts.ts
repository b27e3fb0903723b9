import type { AccountStore } from './account.store';
import { IdentityError } from './identity-errors';

const HOUR_MS = 60 * 60_000;

/**
 * A limit other than login's (issue 20 and 23: registrations and forgotten-password requests
 * per client address, e-mail changes per account): the attempt is counted, and past `max` in the
 * last hour refused with 429 and a Retry-After of 15 minutes.
 */
export async function countedLimit(
  account: AccountStore,
  attempt: { kind: string; subject: string; max: number; now: Date },
) {
  const since = new Date(attempt.now.getTime() - HOUR_MS);
  const { kind, subject, max, now } = attempt;
  if (!(await account.takeAttempt(kind, subject, since, max, now))) {
    throw new IdentityError('TOO_MANY_ATTEMPTS', undefined, 15 * 60);
  }
}

/** How many attempts `subject` made in the last hour (counted too). */
export async function countAndRecord(
  account: AccountStore,
  attempt: { kind: string; subject: string; now: Date },
) {
  const since = new Date(attempt.now.getTime() - HOUR_MS);
  const count = await account.countAttempts(attempt.kind, attempt.subject, since);
  await account.recordAttempt(attempt.kind, attempt.subject, attempt.now);
  return count;
}

/** Accounts opened from one client address in an hour (issue 20): registrations and social sign-ups. */
export const REGISTRATIONS_PER_ADDRESS = 10;

/**
 * An account opened from `address`, by registration or by an identity provider: one limit for
 * both, or the provider's way would be a way round registration's.
 */
export const countRegistration = (account: AccountStore, address: string, now: Date) =>
  countedLimit(account, {
    kind: 'register',
    subject: address,
    max: REGISTRATIONS_PER_ADDRESS,
    now,
  });
