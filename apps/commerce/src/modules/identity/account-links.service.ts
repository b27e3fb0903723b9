import { createHash } from 'node:crypto';
import {
  EMAIL_CHANGE_MINUTES,
  type EmailChangeInput,
  PASSWORD_RESET_MINUTES,
  type ResetPasswordInput,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { ownAccount } from './account.service';
import type { AccountStore } from './account.store';
import type { IdentityStore } from './identity.store';
import { IdentityError } from './identity-errors';
import { hashPassword, verifyPassword } from './password';
import { countAndRecord, countedLimit, MAILS_PER_EMAIL, refuseOverLimit } from './rate-attempts';
import { throttle } from './throttle';

/**
 * The account's single-use links (issue 23): a forgotten password (30 minutes; the answer never
 * says whether the address has an account; using it ends every session of the user), an
 * e-mail change (confirmed by a link sent to the new address) and a provider link (30 minutes;
 * asked for by a provider sign-in, auth.service.ts `offerLink`). Tokens are 32 random bytes made
 * by the mail job; only their SHA-256 is stored, and the statement that accepts one marks it used.
 */
export interface LinkDeps {
  store: IdentityStore;
  account: AccountStore;
  now: Date;
  tenant: Tenant;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const minutes = (now: Date, n: number) => new Date(now.getTime() + n * 60_000);
/** Forgotten-password requests: per client address and per e-mail asked for, in an hour. */
export const RESET_REQUESTS_PER_ADDRESS = 10;
export const RESET_REQUESTS_PER_EMAIL = MAILS_PER_EMAIL;
/** E-mail changes asked for by one account in an hour. */
export const EMAIL_CHANGES_PER_ACCOUNT = 5;

/**
 * POST /auth/v1/password-resets: the same answer whether or not the address has an account.
 * An address past its limit is refused (429) whatever it asks for; an e-mail asked for too often
 * gets no more mails, and the same answer.
 */
export async function requestPasswordReset(deps: LinkDeps, email: string, address: string) {
  await countedLimit(deps.account, {
    kind: 'password_reset:address',
    subject: address,
    max: RESET_REQUESTS_PER_ADDRESS,
    now: deps.now,
  });
  const recent = await countAndRecord(deps.account, {
    kind: 'password_reset:email',
    subject: `${deps.tenant.code}:${email}`,
    now: deps.now,
  });
  const user = await deps.store.findUserByEmail(deps.tenant.code, email);
  if (user && recent < RESET_REQUESTS_PER_EMAIL) {
    await deps.account.requestToken({
      userId: user.id,
      purpose: 'password_reset',
      newEmail: null,
      at: deps.now,
      expiresAt: minutes(deps.now, PASSWORD_RESET_MINUTES),
    });
  }
  return { accepted: true as const };
}

/**
 * POST /auth/v1/password-resets/confirm: a new password; every session and every other link of
 * the user ends, and the identity providers linked to the account are unlinked. The link is
 * taken first (a SHA-256 and one statement): a made-up token is refused before argon2, which
 * cost 70-190 ms of CPU per request when it ran first. Taking it marks it used, so two uses of
 * one link are never both let through, and only one of them hashes. A process that dies between
 * the two steps leaves the link used and the password as it was: the shopper asks again.
 */
export async function resetPassword(deps: LinkDeps, input: ResetPasswordInput) {
  const userId = await deps.account.takeResetLink(tokenHash(input.token), deps.now);
  if (!userId) throw new IdentityError('INVALID_TOKEN', 'token');
  await deps.account.resetPassword(userId, await hashPassword(input.newPassword), deps.now);
  return { success: true as const };
}

/**
 * POST /myaccount/v3/users/{id}/email: the current password (throttled like a login), then a
 * link to the new address and a notice to the current one. Whether another account has that address is not said here (the link
 * says so to whoever holds that mailbox, if it comes to that).
 */
export async function requestEmailChange(
  deps: LinkDeps,
  sessionId: string | undefined,
  userId: string,
  input: EmailChangeInput,
  address: string,
) {
  const user = await ownAccount(deps, sessionId, userId);
  const tenant = deps.tenant.code;
  const limit = {
    kind: 'email_change',
    subject: user.id,
    max: EMAIL_CHANGES_PER_ACCOUNT,
    now: deps.now,
  };
  // What is refused whatever the password is refused before argon2 checks it.
  if (input.newEmail === user.email) throw new IdentityError('SAME_EMAIL', 'newEmail');
  await refuseOverLimit(deps.account, limit);
  await throttle(deps.store, { tenant, email: user.email, address, now: deps.now });
  const ok = await verifyPassword(user.passwordHash, input.currentPassword);
  await deps.store.recordAttempt({ tenant, email: user.email, address, success: ok, at: deps.now });
  if (!ok) throw new IdentityError('INVALID_CREDENTIALS', 'currentPassword');
  // Counted here, under the subject's lock: of a concurrent burst exactly the limit goes through.
  await countedLimit(deps.account, limit);
  await deps.account.requestToken({
    userId: user.id,
    purpose: 'email_change',
    newEmail: input.newEmail,
    at: deps.now,
    expiresAt: minutes(deps.now, EMAIL_CHANGE_MINUTES),
    // The address it leaves is told, with the way to stop it (a new password voids the link):
    // whoever asked may hold a stolen session and password, not the mailbox.
    notice: {
      template: 'email_change_requested',
      userId: user.id,
      tenant: user.tenant,
      oldEmail: user.email,
      newEmail: input.newEmail,
    },
  });
  return { accepted: true as const, pendingEmail: input.newEmail };
}

/** POST /myaccount/v3/email-confirmations: the link of the new address, used once; the old one is told. */
export async function confirmEmail(deps: LinkDeps, token: string) {
  const result = await deps.account.confirmEmail(tokenHash(token), deps.now);
  if (result === 'EMAIL_TAKEN') throw new IdentityError('EMAIL_TAKEN', 'token');
  if (!result) throw new IdentityError('INVALID_TOKEN', 'token');
  return { email: result.email };
}

/**
 * POST /auth/v1/provider-links/confirm: the link mailed to the account's address, used once,
 * connects the identity to the account. Nobody is signed in here: the shopper then uses the
 * provider's button or the password (whoever holds a link proves a mailbox, not a session).
 */
export async function confirmProviderLink(deps: LinkDeps, token: string) {
  const result = await deps.account.linkProvider(tokenHash(token), deps.now);
  if (!result) throw new IdentityError('INVALID_TOKEN', 'token');
  return { linked: true as const, provider: result.provider };
}
