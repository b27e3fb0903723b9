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

/**
 * Refuses (429, as countedLimit) what countedLimit would refuse, without counting the attempt:
 * a cheap refusal before costly work (argon2) that is itself followed by countedLimit.
 */
export async function refuseOverLimit(
  account: AccountStore,
  attempt: { kind: string; subject: string; max: number; now: Date },
) {
  const since = new Date(attempt.now.getTime() - HOUR_MS);
  if ((await account.countAttempts(attempt.kind, attempt.subject, since)) >= attempt.max) {
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

/**
 * Mails one address gets in an hour from what anyone may ask for with it (a forgotten password;
 * a registration or a provider's sign-up with an e-mail that has an account). Past it the answer
 * is the same and no mail is sent: a sender with many client addresses cannot flood a mailbox.
 */
export const MAILS_PER_EMAIL = 3;

/**
 * Takes one of the address's mails of the hour for an account opened with it (registration's
 * welcome or notice, a provider's link): false past MAILS_PER_EMAIL. One address's attempts take
 * turns, so a concurrent burst from many client addresses mails it exactly that many times.
 */
export const takeRegistrationMail = (
  account: AccountStore,
  tenant: string,
  email: string,
  now: Date,
) =>
  account.takeAttempt(
    'register:email',
    `${tenant}:${email.trim().toLowerCase()}`,
    new Date(now.getTime() - HOUR_MS),
    MAILS_PER_EMAIL,
    now,
  );
