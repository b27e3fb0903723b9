import type { Tenant } from '@fierro/tenants';

/**
 * The site facts the checkout's forms need in the browser (their schemas take them): a handful
 * of fields, so the tenant registry never ships to the page.
 */
export interface CheckoutFacts {
  site: string;
  country: Tenant['country'];
  lang: Tenant['lang'];
  locale: Tenant['locale'];
  businessOnly: boolean;
  isZipCodeCountry: boolean;
}

export const checkoutFactsOf = (tenant: Tenant): CheckoutFacts => ({
  site: tenant.pathPrefix,
  country: tenant.country,
  lang: tenant.lang,
  locale: tenant.locale,
  businessOnly: tenant.businessOnly,
  isZipCodeCountry: tenant.isZipCodeCountry,
});
