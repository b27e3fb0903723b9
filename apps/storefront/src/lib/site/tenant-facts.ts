import type { LocationSelector, Tenant } from '@fierro/tenants';

/** The registry's location selector as the storefront's selector component takes it. */
export type LocationSelectorView = LocationSelector;

/**
 * The registry facts the storefront's views read, under the names those views use. Every value
 * comes from packages/tenants: no default or per-tenant rule lives here.
 */
export const facts = (t: Tenant) => ({
  brandName: t.brand.name,
  brandColor: t.brand.colors.primary,
  brandDark: t.brand.colors.secondary,
  stock: t.homePageStockData,
  faqUrl: t.links.faq,
  /** Spec §3 links: content pages and the m² guide. */
  links: t.links,
  showContactInfoBanner: t.flags.showContactInfoBanner,
  showSecondaryGridLayout: t.flags.showSecondaryGridLayout,
  isImageFallbackEnabled: t.featureFlags.isImageFallbackEnabled,
  cookiePolicyEnabled: t.cookiePolicyEnabled,
  favicon: t.favicon,
  defaultImageUrl: t.defaultImageUrl,
  priceGroupCookieName: t.priceGroupCookieName,
  storeCookieName: t.storeCookieName,
  creditPortalUrl: t.businessCreditPortalUrl,
  businessOnly: t.businessOnly,
  title: t.title,
  seoDomain: t.seoDomain,
  locationSelector: t.locationSelector,
});
