import type { Tenant, TenantCode } from './types';

/**
 * Per-tenant facts of sign-in, sessions and the account menu (spec §2, §3, §6; issue 8).
 * Kept beside the registry so every rule reads a named property, never a tenant code.
 */
export interface TenantSignIn {
  /** Spec §3 loginViewType: popup by default, modal where set (redirect-to-modal only then). */
  loginViewType: 'popup' | 'modal';
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

const DEFAULTS: Omit<TenantSignIn, 'cookieDomain'> = {
  loginViewType: 'popup',
  businessOnly: false,
  registerRedirectsHome: false,
  changePasswordLinkEnabled: true,
  orderListLinkEnabled: true,
};

/** The spec does not name which sites use the modal; homy (the décor brand) and dicico do. */
const SIGN_IN: Record<TenantCode, TenantSignIn> = {
  cl: { ...DEFAULTS, cookieDomain: '.fierro.cl', changePasswordLinkEnabled: false },
  homy: { ...DEFAULTS, cookieDomain: '.fierrohomy.cl', loginViewType: 'modal' },
  co: { ...DEFAULTS, cookieDomain: '.homecenter.com.co', registerRedirectsHome: true },
  ar: { ...DEFAULTS, cookieDomain: '.fierro.com.ar' },
  uy: { ...DEFAULTS, cookieDomain: '.fierro.com.uy', orderListLinkEnabled: false },
  br: { ...DEFAULTS, cookieDomain: '.fierro.com.br' },
  pe: { ...DEFAULTS, cookieDomain: '.fierro.com.pe' },
  mx: { ...DEFAULTS, cookieDomain: '.fierro.com.mx' },
  dicico: {
    ...DEFAULTS,
    cookieDomain: '.dicico.com.br',
    businessOnly: true,
    loginViewType: 'modal',
  },
};

export function signInOf(tenant: Pick<Tenant, 'code'>): TenantSignIn {
  return SIGN_IN[tenant.code];
}
