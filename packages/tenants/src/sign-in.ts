import { getTenant } from './registry';
import type { LoginViewType, Tenant } from './types';

/**
 * Per-tenant facts of sign-in, sessions and the account menu (spec §2, §3, §6; issue 8),
 * read from the tenant's own fields in the registry.
 */
export interface TenantSignIn {
  /** Spec §3 loginViewType: popup by default, modal where set (redirect-to-modal only then). */
  loginViewType: LoginViewType;
  /** Spec §3 cookie domain: every cookie is set on it with path `/`. */
  cookieDomain: string;
  /** Every shopper is in business mode (DESIGN §1: dicico). */
  businessOnly: boolean;
  /** Spec §2: `/register` sends a signed-in shopper home (Colombia only). */
  registerRedirectsHome: boolean;
  /** Spec §6: Chile hides the change-password link of the account menu. */
  changePasswordLinkEnabled: boolean;
  /** Spec §6: Uruguay hides the order-list link of the account menu. */
  orderListLinkEnabled: boolean;
}

export function signInOf(tenant: Pick<Tenant, 'code'>): TenantSignIn {
  const t = getTenant(tenant.code) as Tenant;
  return {
    loginViewType: t.loginViewType,
    cookieDomain: t.cookieDomain,
    businessOnly: t.businessOnly,
    registerRedirectsHome: t.registerRedirectsHome,
    changePasswordLinkEnabled: !t.hideChangePasswordLink,
    orderListLinkEnabled: !t.hideOrderListLink,
  };
}
