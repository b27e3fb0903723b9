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
