import type { TrustedProxies } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { GeoRepo } from '../geo';
import type { AccountStore } from './account.store';
import type { IdentityStore } from './identity.store';
import type { IdentityProvider, IdentityProviderName } from './identity-provider';
import type { LoginPolicy } from './login-policy';

/** What the identity routes are built with (the app passes the database-backed store). */
export interface IdentityRouteDeps {
  store: IdentityStore;
  clock: () => Date;
  providers: Record<IdentityProviderName, IdentityProvider>;
  /** Origins allowed to send cookie-authenticated state changes (env COMMERCE_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  policyOf: (tenant: Tenant) => LoginPolicy;
  /** Proxies whose X-Forwarded-For is read for the client's address (env TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
  /**
   * The account's links, limits, mails and address book (issue 23), over the app's database
   * pool; without it (an app with no pool) those routes are not mounted.
   */
  account?: AccountStore | undefined;
  /** The site's geography, to check an address book's places. */
  geo?: GeoRepo | undefined;
}
