import type {
  Currency,
  FeatureFlags,
  HomePageStockItem,
  LocationLevel,
  PerEnvironment,
  ReturnPolicy,
  Separators,
  StoreCard,
  Tenant,
  TenantFlags,
  TenantLinks,
} from '../types';

/** Spec §9 currencies: CLP, COP, MXN, ARS with $; BRL R$; PEN S/; Uruguay USD and UYU. */
export const CLP: Currency = { code: 'CLP', symbol: '$', minorUnits: 1 };
export const COP: Currency = { code: 'COP', symbol: '$', minorUnits: 1 };
export const ARS: Currency = { code: 'ARS', symbol: '$', minorUnits: 100 };
export const MXN: Currency = { code: 'MXN', symbol: '$', minorUnits: 100 };
export const BRL: Currency = { code: 'BRL', symbol: 'R$', minorUnits: 100 };
export const PEN: Currency = { code: 'PEN', symbol: 'S/', minorUnits: 100 };
export const UYU: Currency = { code: 'UYU', symbol: '$', minorUnits: 100 };
export const USD: Currency = { code: 'USD', symbol: 'US$', minorUnits: 100 };

/** Spec §3 default separators: decimal comma, thousand dot; whole amounts shown. */
export const DEFAULT_SEPARATORS: Separators = { decimal: ',', thousand: '.', precision: 0 };

/** Spec §3 feature-flag defaults. */
export const FEATURE_FLAG_DEFAULTS: FeatureFlags = {
  isAddToCartEnabled: false,
  isImageFallbackEnabled: true,
  isAutomaticRedirectionEnabled: true,
};

/** Spec §3 flags, all off unless a site turns one on. */
export const FLAG_DEFAULTS: TenantFlags = {
  zipCodeAvailability: false,
  pdpDisabled: false,
  seekOrderLoginRecaptchaEnabled: false,
  showContactInfoBanner: false,
  showSecondaryGridLayout: false,
};

/**
 * Dynamic yield (spec §6, values not shown; chosen): off locally and in development so no
 * third-party personalisation runs on a laptop or in CI; on in staging and production where set.
 */
export const DYNAMIC_YIELD_ON: PerEnvironment<boolean> = {
  local: false,
  development: false,
  staging: true,
  production: true,
};
export const DYNAMIC_YIELD_OFF: PerEnvironment<boolean> = {
  local: false,
  development: false,
  staging: false,
  production: false,
};

/** Our own image service (commerce `/images/{imagePath}`) stands in for scene7. */
export const IMAGE_SERVICE_BASE = '/images/';
/** Chosen: a default product image served by the image service (resized to 400x400). */
export const DEFAULT_IMAGE_URL = '/images/default-product.jpg';
export const DEFAULT_FAVICON = '/favicon.ico';

/**
 * Defaults of the per-tenant rules of spec §1, §2, §6 and §9: most are off, company and Facebook
 * login are on (the spec names the exceptions), and a site is non-default unless it says so.
 * Each site file spreads this and sets its own.
 */
export const RULE_DEFAULTS = {
  companyLoginEnabled: true,
  facebookLoginEnabled: true,
  hideChangePasswordLink: false,
  hideOrderListLink: false,
  registerRedirectsHome: false,
  priceUnitMeasureEnabled: false,
  commercialStrategyEnabled: false,
  districtSelectorEnabled: false,
  abTestingEnabled: false,
  warrantyInNewTab: false,
  cookiePolicyEnabled: false,
  rightOfRefusalEnabled: false,
  cmrBannerEnabled: false,
  ouCmrBannerEnabled: false,
  comboViewProductButtonEnabled: false,
  isZipCodeCountry: false,
  emiEnabled: false,
  businessOnly: false,
  slugCedillaAsC: false,
  isNonDefaultSite: true,
  otherCommuneLabel: false,
  businessCreditPortalUrl: null,
} as const satisfies Partial<Tenant>;

/**
 * Spec §3 links (targets not shown; chosen): the site's content pages, served from the database's
 * content tables, under `/{site}/content/` (tracking page name `content`) or `/{site}/static/`
 * (`static`, spec §2), and the m² guide PDF under `/{site}/files/`, in the site's language. The
 * seed stores each page under the slug its link names.
 */
export function spanishLinks(prefix: string): TenantLinks {
  return {
    calculationGuide: `/${prefix}/files/guia-de-calculo-m2.pdf`,
    guarantee: `/${prefix}/content/garantia/`,
    faq: `/${prefix}/content/preguntas-frecuentes/`,
    cmrWithCard: `/${prefix}/content/tarjeta-cmr/`,
    cmrWithoutCard: `/${prefix}/content/beneficios-cmr/`,
    stores: `/${prefix}/content/tiendas/`,
    terms: `/${prefix}/static/terminos-y-condiciones/`,
    privacy: `/${prefix}/static/privacidad-y-cookies/`,
    cookiePolicy: `/${prefix}/static/privacidad-y-cookies/#cookies`,
    about: `/${prefix}/static/quienes-somos/`,
  };
}
export function portugueseLinks(prefix: string): TenantLinks {
  return {
    calculationGuide: `/${prefix}/files/guia-de-calculo-m2.pdf`,
    guarantee: `/${prefix}/content/garantia/`,
    faq: `/${prefix}/content/perguntas-frequentes/`,
    cmrWithCard: `/${prefix}/content/cartao-cmr/`,
    cmrWithoutCard: `/${prefix}/content/beneficios-cmr/`,
    stores: `/${prefix}/content/lojas/`,
    terms: `/${prefix}/static/termos-e-condicoes/`,
    privacy: `/${prefix}/static/privacidade-e-cookies/`,
    cookiePolicy: `/${prefix}/static/privacidade-e-cookies/#cookies`,
    about: `/${prefix}/static/quem-somos/`,
  };
}

/** Spec §3 homePageStockData, figures written as the site shows them. */
export function stock(products: string, brands: string, stores: string): HomePageStockItem[] {
  return [
    { itemName: 'products', itemCount: products },
    { itemName: 'brands', itemCount: brands },
    { itemName: 'stores', itemCount: stores },
  ];
}

export const level = (name: LocationLevel['level'], label: string): LocationLevel => ({
  level: name,
  label,
});

/**
 * The CMR card (chosen: the spec shows its banners in Chile, Peru and Colombia; the retailer's
 * card also runs in Argentina and Mexico). Tier thresholds are yearly spending in the default
 * currency's minor units; Elite members pay the card price with any payment method.
 */
export function cmrCard(minorPerUsd: number): StoreCard {
  return {
    name: 'CMR',
    tiers: [
      { tier: 'Fan', minSpend: 0, cardPriceWithoutCard: false, pointsPercent: 100 },
      {
        tier: 'Premium',
        minSpend: Math.round(600 * minorPerUsd),
        cardPriceWithoutCard: false,
        pointsPercent: 150,
      },
      {
        tier: 'Elite',
        minSpend: Math.round(2_500 * minorPerUsd),
        cardPriceWithoutCard: true,
        pointsPercent: 200,
      },
    ],
    // Chosen: about one point per US dollar paid.
    minorPerPoint: Math.round(minorPerUsd),
  };
}

/**
 * Return windows (issue 23; chosen, the spec shows none): 30 days to return a product, the
 * country's legal warranty for a change (Chile 6 months, Peru 12), and Chile's retracto 10 days
 * (Ley 19.496 art. 3 bis, only where `rightOfRefusalEnabled`).
 */
export const returnPolicy = (returnDays: number, warrantyDays: number): ReturnPolicy => ({
  returnDays,
  warrantyDays,
  rightOfRefusalDays: 10,
});
