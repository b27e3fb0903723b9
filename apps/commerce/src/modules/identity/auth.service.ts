import {
  type AccountKind,
  cleanName,
  companyDocumentKind,
  DOCUMENT_LABELS,
  isPlainText,
  isValidEmail,
  type LoginInput,
  personDocumentKind,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Profile } from '../../contract/identity';
import type { AccountStore, ExternalRef } from './account.store';
import type { IdentityStore, UserRecord } from './identity.store';
import { IdentityError } from './identity-errors';
import type { ExternalIdentity, IdentityProvider, IdentityProviderName } from './identity-provider';
import {
  type LoginPolicy,
  loginTypeOf,
  refusePasswordLogin,
  refuseSocialLogin,
} from './login-policy';
import { verifyPassword } from './password';
import { countRegistration, takeRegistrationMail } from './rate-attempts';
import { newSessionId } from './session.rules';
import { throttle } from './throttle';

export interface AuthDeps {
  store: IdentityStore;
  now: Date;
  tenant: Tenant;
  policy: LoginPolicy;
  providers: Record<IdentityProviderName, IdentityProvider>;
  /** Registration's limit and mails (absent only where the app has no database pool). */
  account?: AccountStore | undefined;
}

/** The tenant's login rules, read from the registry (spec §6). */
export function loginPolicyOf(tenant: Tenant): LoginPolicy {
  return {
    companyLoginEnabled: tenant.companyLoginEnabled,
    facebookLoginEnabled: tenant.facebookLoginEnabled,
  };
}

export function loginOptions(tenant: Tenant, policy: LoginPolicy) {
  const person = personDocumentKind(tenant);
  const company = companyDocumentKind(tenant);
  return {
    companyLogin: policy.companyLoginEnabled,
    facebookLogin: policy.facebookLoginEnabled,
    loginTypes: ['DEFAULT', 'LIVELO'] as ('DEFAULT' | 'LIVELO')[],
    personDocument: { kind: person, label: DOCUMENT_LABELS[person] },
    companyDocument: { kind: company, label: DOCUMENT_LABELS[company] },
  };
}

export function toProfile(user: UserRecord): Profile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    document: user.document,
    documentKind: user.documentKind,
    phone: user.phone,
    company: user.company,
  };
}

async function openSession(
  deps: AuthDeps,
  user: UserRecord,
  accountKind: AccountKind,
  via: 'PASSWORD' | 'FACEBOOK' | 'LIVELO',
) {
  // A fresh id at every login: whatever id the browser held before is never reused.
  const sessionId = newSessionId();
  const loginType = loginTypeOf(via);
  await deps.store.createSession({
    id: sessionId,
    tenant: deps.tenant.code,
    userId: user.id,
    accountKind,
    loginType,
    createdAt: deps.now,
    lastSeenAt: deps.now,
    revokedAt: null,
    impersonated: false,
  });
  return {
    sessionId,
    status: 'active' as const,
    loginType,
    accountKind,
    userRole: accountKind === 'company' ? (user.company?.role ?? ('' as const)) : ('' as const),
    profile: toProfile(user),
  };
}

/**
 * E-mail and password login. Unknown e-mail and wrong password give the same error after the
 * same argon2 work; failures count per account and address and per address in the database,
 * and past the free ones each attempt waits a growing delay (rate-limit.ts).
 */
export async function login(deps: AuthDeps, input: LoginInput, address: string) {
  const refusal = refusePasswordLogin(deps.policy, input.accountKind);
  if (refusal) throw new IdentityError(refusal, 'accountKind');
  const tenant = deps.tenant.code;
  await throttle(deps.store, { tenant, email: input.email, address, now: deps.now });
  const user = await deps.store.findUserByEmail(tenant, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  const kindOk = input.accountKind === 'person' ? true : user?.company != null;
  const success = Boolean(user && passwordOk && kindOk);
  await deps.store.recordAttempt({ tenant, email: input.email, address, success, at: deps.now });
  if (!user || !success) throw new IdentityError('INVALID_CREDENTIALS');
  return openSession(deps, user, input.accountKind, 'PASSWORD');
}

/** What a social sign-in brings for the case it opens an account. */
export interface SocialSignUp {
  /** The terms and the privacy policy accepted with this request. */
  acceptTerms: boolean;
  /** The client's address (registration's per-address limit). */
  address: string;
}

/**
 * Social login (Facebook) and the LIVELO loyalty partner through the identity-provider
 * interface: the verified identity signs in the account it is linked to, or opens a person's
 * account under registration's rules (socialSignUp).
 */
export async function socialLogin(
  deps: AuthDeps,
  providerName: IdentityProviderName,
  token: string,
  signUp: SocialSignUp,
) {
  const refusal = refuseSocialLogin(deps.policy, providerName);
  if (refusal) throw new IdentityError(refusal, 'provider');
  const identity = await deps.providers[providerName].verify(token);
  if (!identity) throw new IdentityError('INVALID_PROVIDER_TOKEN', 'token');
  const user = await deps.store.findUserByExternal(
    deps.tenant.code,
    providerName,
    identity.subject,
  );
  if (user) return openSession(deps, user, 'person', providerName);
  return socialSignUp(deps, providerName, identity, signUp);
}

/**
 * A new person through a provider, under registration's rules (issue 20 and 23): the acceptance
 * of the terms is required and stored, the attempt counts in registration's per-address limit,
 * and an e-mail that already has an account is never said: the answer is registration's 202
 * `{ accepted: true }`. The identity is never linked to that account by e-mail alone (a
 * pre-made account, a takeover): the account's address gets a provider link (offerLink).
 */
async function socialSignUp(
  deps: AuthDeps,
  providerName: IdentityProviderName,
  identity: ExternalIdentity,
  signUp: SocialSignUp,
) {
  const tenant = deps.tenant.code;
  const email = identity.email.trim().toLowerCase();
  // The new account's mails go to this address: one a mailer would read as another (a
  // display name, a list) is no identity we can open an account with.
  if (!isValidEmail(email) || !isPlainText(email)) {
    throw new IdentityError('INVALID_PROVIDER_TOKEN', 'token');
  }
  if (!signUp.acceptTerms) throw new IdentityError('TERMS_NOT_ACCEPTED', 'acceptTerms');
  if (deps.account) await countRegistration(deps.account, signUp.address, deps.now);
  // The provider's names are cleaned, not refused (`cleanName`: control characters and lone
  // surrogates out, 80 characters as at registration): the person cannot change them at our
  // end, so a refusal would lock them out of signing in for a real provider's odd profile.
  const created = await deps.store.createUser({
    tenant,
    firstName: cleanName(String(identity.firstName ?? '')),
    lastName: cleanName(String(identity.lastName ?? '')),
    email,
    documentKind: personDocumentKind(deps.tenant),
    document: '',
    phone: '',
    passwordHash: null,
    createdAt: deps.now,
    acceptedAt: deps.now,
    external: { provider: providerName, subject: identity.subject },
  });
  if (typeof created !== 'string') return openSession(deps, created, 'person', providerName);
  // The same identity's sign-up a moment earlier (a double click) made the account: it opens.
  const linked = await deps.store.findUserByExternal(tenant, providerName, identity.subject);
  if (linked) return openSession(deps, linked, 'person', providerName);
  const owner = await deps.store.findUserByEmail(tenant, email);
  // The owner's mails of the hour are registration's (the same notice in other words): past
  // them no link is mailed, and the answer is the same.
  const mailable =
    owner && deps.account && (await takeRegistrationMail(deps.account, tenant, email, deps.now));
  if (owner && mailable) {
    await offerLink(deps, owner, { provider: providerName, subject: identity.subject });
  }
  return { accepted: true as const };
}

/** How long a provider link works (as a password reset's: both hand the account over). */
export const PROVIDER_LINK_MINUTES = 30;

/**
 * The account's address is asked whether this sign-in was its owner's (issue 23 follow-up): a
 * single-use link connects the identity to the account; whoever signed in gets nothing. Often it
 * is the owner (a provider-made account reset its password, which unlinked the providers), so
 * registration's "someone tried to register" notice would blame a stranger for their own sign-in.
 */
async function offerLink(deps: AuthDeps, owner: UserRecord, external: ExternalRef) {
  await deps.account?.requestToken({
    userId: owner.id,
    purpose: 'provider_link',
    newEmail: null,
    external,
    at: deps.now,
    expiresAt: new Date(deps.now.getTime() + PROVIDER_LINK_MINUTES * 60_000),
  });
}
