import {
  type ChangePasswordInput,
  companyDocumentKind,
  type ProfileUpdateInput,
  personDocumentKind,
  type RegisterCompanyInput,
  type RegisterPersonInput,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { AccountStore } from './account.store';
import { toProfile } from './auth.service';
import type { IdentityStore } from './identity.store';
import { IdentityError } from './identity-errors';
import type { LoginPolicy } from './login-policy';
import { hashPassword, verifyPassword } from './password';
import { countRegistration, takeRegistrationMail } from './rate-attempts';
import { needsTouch } from './session.rules';
import { activeSession } from './session.service';
import { throttle } from './throttle';

export interface AccountDeps {
  store: IdentityStore;
  now: Date;
  tenant: Tenant;
  policy: LoginPolicy;
  /** The account's links, limits and mails (absent only where the app has no database pool). */
  account?: AccountStore | undefined;
}

export { REGISTRATIONS_PER_ADDRESS } from './rate-attempts';

/**
 * Registers a person, or a company with this person as its admin (where company login exists).
 * Issue 20: the answer never says whether the e-mail had an account. Both ways the password is
 * hashed first (the costly step), one insert is tried and one mail is queued: a new account gets
 * a welcome, the existing owner a notice that someone tried to register with their address; both
 * answer 202 `{ accepted: true }`. The acceptance of the terms and privacy policy is stored with
 * the account and its time (issue 23). Limited per client address; the notices to one address,
 * to MAILS_PER_EMAIL an hour (as a forgotten password's links).
 */
export async function register(
  deps: AccountDeps,
  input: RegisterPersonInput | RegisterCompanyInput,
  address: string,
) {
  const isCompany = 'companyDocument' in input;
  if (isCompany && !deps.policy.companyLoginEnabled) {
    throw new IdentityError('COMPANY_LOGIN_DISABLED', 'companyDocument');
  }
  if (deps.account) await countRegistration(deps.account, address, deps.now);
  const passwordHash = await hashPassword(input.password);
  const created = await deps.store.createUser(
    {
      tenant: deps.tenant.code,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      documentKind: personDocumentKind(deps.tenant),
      document: input.document,
      phone: input.phone,
      passwordHash,
      createdAt: deps.now,
      acceptedAt: deps.now,
    },
    isCompany
      ? {
          tenant: deps.tenant.code,
          legalName: input.legalName,
          documentKind: companyDocumentKind(deps.tenant),
          document: input.companyDocument,
          createdAt: deps.now,
        }
      : undefined,
  );
  if (created === 'COMPANY_TAKEN') throw new IdentityError('COMPANY_TAKEN', 'companyDocument');
  // Both ways take one of the address's mails of the hour (the same work); only the notice heeds
  // it: past it the owner is not mailed again, and the answer is the same.
  const mailable = deps.account
    ? await takeRegistrationMail(deps.account, deps.tenant.code, input.email, deps.now)
    : false;
  if (created === 'EMAIL_TAKEN') {
    const owner = await deps.store.findUserByEmail(deps.tenant.code, input.email);
    if (owner && mailable) {
      await deps.account?.enqueueMail({
        template: 'registered_again',
        userId: owner.id,
        tenant: owner.tenant,
      });
    }
  } else {
    await deps.account?.enqueueMail({
      template: 'welcome',
      userId: created.id,
      tenant: created.tenant,
    });
  }
  return { accepted: true as const };
}

/**
 * Registers without the guard of issue 20 (the demo accounts of the seed): a taken e-mail is
 * said so (EMAIL_TAKEN), nothing is mailed and no limit applies.
 */
export async function registerDirect(
  deps: Pick<AccountDeps, 'store' | 'now' | 'tenant' | 'policy'>,
  input: RegisterPersonInput | RegisterCompanyInput,
) {
  const isCompany = 'companyDocument' in input;
  const created = await deps.store.createUser(
    {
      tenant: deps.tenant.code,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      documentKind: personDocumentKind(deps.tenant),
      document: input.document,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
      createdAt: deps.now,
      acceptedAt: deps.now,
    },
    isCompany && deps.policy.companyLoginEnabled
      ? {
          tenant: deps.tenant.code,
          legalName: input.legalName,
          documentKind: companyDocumentKind(deps.tenant),
          document: input.companyDocument,
          createdAt: deps.now,
        }
      : undefined,
  );
  if (created === 'EMAIL_TAKEN') throw new IdentityError('EMAIL_TAKEN', 'email');
  if (created === 'COMPANY_TAKEN') throw new IdentityError('COMPANY_TAKEN', 'companyDocument');
  return { profile: toProfile(created) };
}

/** The signed-in user, or 401; someone else's id is 404 (never tells whether it exists). */
export async function ownAccount(
  deps: Pick<AccountDeps, 'store' | 'now' | 'tenant'>,
  sessionId: string | undefined,
  userId: string,
) {
  const sessionDeps = { store: deps.store, now: deps.now, tenant: deps.tenant.code };
  const session = await activeSession(sessionDeps, sessionId);
  if (!session) throw new IdentityError('UNAUTHENTICATED');
  if (session.userId !== userId) throw new IdentityError('NOT_FOUND');
  const user = await deps.store.findUserById(deps.tenant.code, userId);
  if (!user) throw new IdentityError('NOT_FOUND');
  if (needsTouch(session, deps.now)) await deps.store.touchSession(session.id, deps.now);
  return user;
}

export async function getProfile(deps: AccountDeps, sessionId: string | undefined, userId: string) {
  return { profile: toProfile(await ownAccount(deps, sessionId, userId)) };
}

export async function updateProfile(
  deps: AccountDeps,
  sessionId: string | undefined,
  userId: string,
  patch: ProfileUpdateInput,
) {
  const user = await ownAccount(deps, sessionId, userId);
  return { profile: toProfile(await deps.store.updateUser(deps.tenant.code, user.id, patch)) };
}

/**
 * A password change (issue 20): the current password is checked under the same throttle as a
 * login (its failures count for the account and the address, so it is no way round the login
 * limit), and every other session of the user ends; the one that asked stays signed in. Every
 * unused link of the user ends with the old password (an e-mail change or a reset link asked
 * for by whoever held it).
 */
export async function changePassword(
  deps: AccountDeps,
  sessionId: string | undefined,
  userId: string,
  input: ChangePasswordInput,
  address: string,
) {
  const user = await ownAccount(deps, sessionId, userId);
  const tenant = deps.tenant.code;
  await throttle(deps.store, { tenant, email: user.email, address, now: deps.now });
  const ok = await verifyPassword(user.passwordHash, input.currentPassword);
  await deps.store.recordAttempt({ tenant, email: user.email, address, success: ok, at: deps.now });
  if (!ok) throw new IdentityError('INVALID_CREDENTIALS', 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  if (deps.account) {
    await deps.account.changePassword(user.id, passwordHash, sessionId!, deps.now);
  } else {
    // No account store, no links to end (they live in its tables).
    await deps.store.updateUser(tenant, user.id, { passwordHash });
    await deps.store.revokeOtherSessions(user.id, sessionId!, deps.now);
  }
  return { success: true as const };
}
