import type { Tenant } from '@fierro/tenants';

/**
 * The registry facts the storefront reads, by name, in one place. The registry
 * (packages/tenants) is being extended with every spec §3 field; until each lands, the fallback
 * here is the spec's default. TODO(issue 6): read the properties directly once all have landed.
 */
export interface StockFigure {
  itemName: string;
  itemCount: string;
}
export interface LocationLevelView {
  level: string;
  label: string;
}
export type LocationSelectorView =
  | { kind: 'levels'; levels: readonly LocationLevelView[] }
  | { kind: 'zipCode' };

type Extra = Partial<{
  brand: { name: string; colors: { primary: string; secondary: string } };
  homePageStockData: readonly StockFigure[];
  links: Partial<Record<string, string>>;
  flags: Partial<Record<string, boolean>>;
  featureFlags: Partial<Record<string, boolean>>;
  isZipCodeCountry: boolean;
  districtSelectorEnabled: boolean;
  cookiePolicyEnabled: boolean;
  favicon: string;
  defaultImageUrl: string;
  priceGroupCookieName: string;
  storeCookieName: string;
  businessCreditPortalUrl: string | null;
  businessOnly: boolean;
  seoDomain: string;
  title: string;
  locationSelector: LocationSelectorView;
  typeaheadServiceSiteId: string;
}>;

export const facts = (t: Tenant) => {
  const e = t as unknown as Extra;
  return {
    brandName: e.brand?.name ?? t.siteName,
    brandColor: e.brand?.colors.primary ?? '#d9381e',
    brandDark: e.brand?.colors.secondary ?? '#1f2937',
    stock: e.homePageStockData ?? [],
    faqUrl: e.links?.faq ?? null,
    showContactInfoBanner: e.flags?.showContactInfoBanner ?? false,
    showSecondaryGridLayout: e.flags?.showSecondaryGridLayout ?? false,
    isImageFallbackEnabled: e.featureFlags?.isImageFallbackEnabled ?? true,
    cookiePolicyEnabled: e.cookiePolicyEnabled ?? false,
    favicon: e.favicon ?? '/favicon.ico',
    defaultImageUrl: e.defaultImageUrl ?? '/images/default-product.jpg',
    priceGroupCookieName: e.priceGroupCookieName ?? 'usrLocation',
    storeCookieName: e.storeCookieName ?? 'usrStore',
    creditPortalUrl: e.businessCreditPortalUrl ?? null,
    businessOnly: e.businessOnly ?? false,
    title: e.title ?? t.siteName,
    seoDomain: e.seoDomain ?? null,
    locationSelector:
      e.locationSelector ?? ({ kind: 'levels', levels: [] } as LocationSelectorView),
  };
};
export type TenantFacts = ReturnType<typeof facts>;
