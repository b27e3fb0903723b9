import { randomBytes } from 'node:crypto';
import type { Mailer } from '../../lib/mailer';
import { emailChangeNoticeMail, linkMail, noticeMail, providerLinkMail } from './account.mail';
import type { AccountMailJob, AccountStore, EmailChangeNotice, IssuedToken } from './account.store';
import { ACCOUNT_MAIL_QUEUE } from './account.store.pg';
import { tokenHash } from './account-links.service';
import type { IdentityStore } from './identity.store';

/**
 * The account's mails, sent by the job queue from outbox rows (issue 23). A link's token is made
 * here, at the moment it is mailed: only its hash is stored, so the token is in no table, no
 * outbox row and no job. A retry after a crash before the mail makes a new token (the row's hash
 * is set only while it was never mailed), and a link already mailed is not mailed again.
 */
export const ACCOUNT_QUEUES = [ACCOUNT_MAIL_QUEUE] as const;

export interface AccountJobDeps {
  store: IdentityStore;
  account: AccountStore;
  mailer: Mailer;
  now: () => Date;
  /** The storefront's public origin, for the links (STOREFRONT_PUBLIC_URL). */
  publicOrigin: string;
}

export async function sendAccountMail(
  deps: AccountJobDeps,
  job: AccountMailJob,
): Promise<string | null> {
  if ('tokenId' in job) {
    const token = randomBytes(32).toString('base64url');
    const issued = await deps.account.issueToken(job.tokenId, tokenHash(token), deps.now());
    const mail = issued && tokenMail(deps.publicOrigin, issued, token);
    if (!issued || !mail) return null;
    const sent = await deps.mailer.send(mail);
    await deps.account.markMailed(issued.id, deps.now());
    return sent;
  }
  if ('oldEmail' in job) return sendEmailChangeNotice(deps, job);
  const user = await deps.store.findUserById(job.tenant, job.userId);
  if (!user) return null;
  return deps.mailer.send(noticeMail(deps.publicOrigin, user, job.template));
}

/**
 * A link's mail: an e-mail change's to the new address, the others to the account's (a provider
 * link above all: never to the address the provider answered, which a stranger may hold).
 */
function tokenMail(origin: string, issued: IssuedToken, token: string) {
  switch (issued.purpose) {
    case 'provider_link':
      return issued.provider ? providerLinkMail(origin, issued, issued.provider, token) : null;
    case 'email_change': {
      const to = issued.newEmail ? { ...issued, email: issued.newEmail } : issued;
      return linkMail(origin, to, 'email_change', token);
    }
    default:
      return linkMail(origin, issued, 'password_reset', token);
  }
}

/** To the address the change leaves, named in the job: the account's own may be the new one. */
async function sendEmailChangeNotice(deps: AccountJobDeps, job: EmailChangeNotice) {
  const user = await deps.store.findUserById(job.tenant, job.userId);
  if (!user) return null;
  const to = { tenant: user.tenant, email: job.oldEmail, firstName: user.firstName };
  return deps.mailer.send(emailChangeNoticeMail(deps.publicOrigin, to, job.template, job.newEmail));
}

export const accountHandlers = (
  deps: AccountJobDeps,
): Record<
  (typeof ACCOUNT_QUEUES)[number],
  (data: Record<string, unknown>) => Promise<unknown>
> => ({
  [ACCOUNT_MAIL_QUEUE]: (data) => sendAccountMail(deps, data as AccountMailJob),
});
