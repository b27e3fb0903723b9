import type { Tenant } from '@fierro/tenants';

/**
 * What the sign-in form needs to know of its tenant, handed to it as plain props so client code
 * never imports the tenant registry (it would ship every site's configuration to the browser).
 */
export interface LoginFacts {
  /** The site's path prefix (fierro-cl, dicico, ...): where the login action signs in. */
  site: Tenant['pathPrefix'];
  /** Spec §3 lang: the zod messages' language. */
  lang: Tenant['lang'];
  /** Person / company tabs where the registry allows company login. */
  companyLoginEnabled: boolean;
}

export const loginFactsOf = (
  tenant: Pick<Tenant, 'pathPrefix' | 'lang' | 'companyLoginEnabled'>,
): LoginFacts => ({
  site: tenant.pathPrefix,
  lang: tenant.lang,
  companyLoginEnabled: tenant.companyLoginEnabled,
});
