import type { AccountKind, LoginType } from '@fierro/domain';

/**
 * Who may sign in how on a tenant (spec §6). The facts come from the tenant registry
 * (`companyLoginEnabled`, `facebookLoginEnabled`); the registry's Tenant satisfies this shape.
 */
export interface LoginPolicy {
  companyLoginEnabled: boolean;
  facebookLoginEnabled: boolean;
}

export type LoginRefusal = 'COMPANY_LOGIN_DISABLED' | 'FACEBOOK_LOGIN_DISABLED';

export function refusePasswordLogin(policy: LoginPolicy, kind: AccountKind): LoginRefusal | null {
  return kind === 'company' && !policy.companyLoginEnabled ? 'COMPANY_LOGIN_DISABLED' : null;
}

export function refuseSocialLogin(
  policy: LoginPolicy,
  provider: 'FACEBOOK' | 'LIVELO',
): LoginRefusal | null {
  return provider === 'FACEBOOK' && !policy.facebookLoginEnabled ? 'FACEBOOK_LOGIN_DISABLED' : null;
}

/** Login type of a session: LIVELO for the loyalty partner, DEFAULT for everything else. */
export function loginTypeOf(provider: 'PASSWORD' | 'FACEBOOK' | 'LIVELO'): LoginType {
  return provider === 'LIVELO' ? 'LIVELO' : 'DEFAULT';
}
