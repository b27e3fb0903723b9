/** Tenant codes of spec §1. */
export const TENANT_CODES = ['cl', 'homy', 'co', 'ar', 'uy', 'br', 'pe', 'mx', 'dicico'] as const;
export type TenantCode = (typeof TENANT_CODES)[number];

/** Spec §3 separator object. */
export interface Separators {
  readonly decimal: ',' | '.';
  readonly thousand: '.' | ',';
  /** Decimal places shown in prices (Peru: 2). */
  readonly precision: number;
}

export type CurrencyCode = 'CLP' | 'COP' | 'ARS' | 'USD' | 'UYU' | 'BRL' | 'PEN' | 'MXN';

export interface Currency {
  readonly code: CurrencyCode;
  readonly symbol: '$' | 'R$' | 'S/' | 'US$';
  /** Minor units per major unit in storage (DESIGN §5): 100 where the currency has cents. */
  readonly minorUnits: 1 | 100;
}

/** Spec §9 delivery methods. */
export type DeliveryMethod = 'homeDelivery' | 'pickupInStore' | 'buyAtStore' | 'storePickUp';

/** Spec §3 loginViewType. */
export type LoginViewType = 'popup' | 'modal';

/** Spec §3 environments a per-environment switch is read for (beta resolves to production). */
export interface PerEnvironment<T> {
  readonly local: T;
  readonly development: T;
  readonly staging: T;
  readonly production: T;
}

/** Spec §3 links of the tenant configuration. */
export interface TenantLinks {
  /** Calculation guide (square-metre PDF). */
  readonly calculationGuide: string;
  readonly guarantee: string;
  /** Spec §2: the FAQ link comes from per-tenant configuration. */
  readonly faq: string;
  /** Loyalty-card (CMR) page for a product with a card price. */
  readonly cmrWithCard: string;
  /** Loyalty-card (CMR) page for a product without a card price. */
  readonly cmrWithoutCard: string;
  /** Terms and conditions of sale. */
  readonly terms: string;
  /** Privacy and cookie policy. */
  readonly privacy: string;
  /** The cookie section of the privacy policy (spec §6 cookie policy). */
  readonly cookiePolicy: string;
  /** About us. */
  readonly about: string;
  /** The stores directory. */
  readonly stores: string;
}

/** Spec §3 flags. */
export interface TenantFlags {
  /** Availability is asked by zip code (Mexico, Brazil). */
  readonly zipCodeAvailability: boolean;
  /** Product detail pages switched off for the site. */
  readonly pdpDisabled: boolean;
  readonly seekOrderLoginRecaptchaEnabled: boolean;
  readonly showContactInfoBanner: boolean;
  readonly showSecondaryGridLayout: boolean;
}

/** Spec §3 feature flags (served by the configuration call). */
export interface FeatureFlags {
  readonly isAddToCartEnabled: boolean;
  readonly isImageFallbackEnabled: boolean;
  readonly isAutomaticRedirectionEnabled: boolean;
}

/** Spec §3 homePageStockData entry. */
export interface HomePageStockItem {
  readonly itemName: 'products' | 'brands' | 'stores';
  /** Shown as written, with the site's own thousands separator (spec §9). */
  readonly itemCount: string;
}

/** One level of the location selector (geography the shopper picks). */
export interface LocationLevel {
  readonly level: 'region' | 'comuna' | 'department' | 'province' | 'district' | 'city';
  /** Shopper-visible label. */
  readonly label: string;
}

/** How the storefront asks for the shopper's location. */
export type LocationSelector =
  | { readonly kind: 'levels'; readonly levels: readonly LocationLevel[] }
  | { readonly kind: 'zipCode' };

/** Spec §6 review-service client. */
export interface ReviewService {
  readonly clientName: string;
  readonly siteId: 'main_site';
}

export interface TenantBrand {
  readonly name: string;
  /** Theme colours for the storefront (CSS hex). */
  readonly colors: { readonly primary: string; readonly secondary: string };
}

/** Spec §3 membership tiers (the store card's loyalty programme). */
export const MEMBERSHIP_TIERS = ['Fan', 'Premium', 'Elite'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** A tier of the site's loyalty programme. */
export interface MembershipTierRule {
  readonly tier: MembershipTier;
  /** Paid orders of the last 12 months (minor units of the default currency) to reach it. */
  readonly minSpend: number;
  /** Members of this tier pay the store-card price without paying with the card. */
  readonly cardPriceWithoutCard: boolean;
  /** Points earned per paid order, in percent of the card's base rate (Fan 100, Elite 200). */
  readonly pointsPercent: number;
}

/** The site's store credit card (CMR): its card price, banners and installments. */
export interface StoreCard {
  /** Name shown beside the card price ("CMR"). */
  readonly name: string;
  /** Membership tiers of its loyalty programme, lowest first (the first needs no spending). */
  readonly tiers: readonly MembershipTierRule[];
  /** Store-card (CMR) points: one point per this much paid (minor units of the default currency). */
  readonly minorPerPoint: number;
}

/**
 * What a shopper may ask of an order's line once it is delivered (issue 23): a return within
 * `returnDays`, a warranty change within `warrantyDays`, and where the site has the right of
 * refusal (Chile's retracto, `rightOfRefusalEnabled`) a refusal within `rightOfRefusalDays`.
 * Every window counts whole days from the delivery (or pickup).
 */
export interface ReturnPolicy {
  readonly returnDays: number;
  readonly warrantyDays: number;
  readonly rightOfRefusalDays: number;
}

export type Country = 'CL' | 'CO' | 'AR' | 'UY' | 'BR' | 'PE' | 'MX';
export type LocaleCode = 'es_CL' | 'es_PE' | 'es_CO' | 'es_AR' | 'pt_BR' | 'es_MX' | 'es_UY';
export type Locale = 'es-CL' | 'es-PE' | 'es-CO' | 'es-AR' | 'pt-BR' | 'es-MX' | 'es-UY';

export interface Tenant {
  // ── identity (spec §1, §3) ──
  /** Tenant code (spec §1; the configuration's `tenant`). */
  readonly code: TenantCode;
  /** Site id (socl, hocl, ...). */
  readonly siteId: string;
  /** Commercial-site id (the request field atgSiteId). */
  readonly commercialSiteId: string;
  /** First URL segment of every route of the site (fierro-cl, homecenter-co, dicico, ...). */
  readonly pathPrefix: string;
  readonly siteName: string;
  /** Document title of the site's pages. */
  readonly title: string;
  /** ISO country of the site. */
  readonly country: Country;
  /** IANA time zone of the country (the checkout's pay-at-store deadline is shown in it). */
  readonly timeZone: string;
  /** Spec §3 lang: es, or pr for Brazil's sites. */
  readonly lang: 'es' | 'pr';
  /** Spec §9 locale code (es_CL, pt_BR, ...). */
  readonly localeCode: LocaleCode;
  /** BCP 47 locale for Intl and next-intl (es-CL, pt-BR, ...). */
  readonly locale: Locale;
  /** Spec §1: Peru, Mexico, Colombia, Argentina, Uruguay and Brazil are non-default sites. */
  readonly isNonDefaultSite: boolean;
  /** Every shopper is in business mode (DESIGN §1: dicico). */
  readonly businessOnly: boolean;
  readonly brand: TenantBrand;
  /** Spec §2: one favicon for the home-decor brand, one default. */
  readonly favicon: string;

  // ── hosts and cookies (spec §3) ──
  readonly domain: string;
  /** Canonical origin for SEO links. */
  readonly seoDomain: string;
  /** Every cookie is set on it with path `/`. */
  readonly cookieDomain: string;
  readonly storeCookieName: string;
  /** Spec §3: the price-group cookie is named for user store or user location. */
  readonly priceGroupCookieName: 'usrStore' | 'usrLocation';

  // ── money (spec §3, §9) ──
  /** Currencies the site sells in; the first is the default (Uruguay has UYU and USD). */
  readonly currencies: readonly Currency[];
  readonly separators: Separators;
  /** Spec §5 slugs: c-cedilla becomes c on Brazil's sites and is stripped everywhere else. */
  readonly slugCedillaAsC: boolean;
  /**
   * The store credit card, where the site has one (null: no card price, card banner or card
   * installments on the site; issue 19).
   */
  readonly storeCard: StoreCard | null;
  /** Savings word: Ahorro, Economia in Brazil. */
  readonly savingsWord: 'Ahorro' | 'Economia';
  /**
   * The country's words for the cart and a home delivery, where commerce writes them (its
   * messages and mails; the storefront's are its es-CL and es-PE message files): Chile and Peru
   * say carro and despacho, the other Spanish sites carrito and envío, Brazil carrinho and entrega.
   */
  readonly cartWord: 'carro' | 'carrito' | 'carrinho';
  readonly homeDeliveryWord: 'despacho' | 'envío' | 'entrega';

  // ── images and links (spec §3) ──
  /** Image-service base (our own image service). */
  readonly scene7Image: string;
  /** Image shown when a product has none (served by our image service). */
  readonly defaultImageUrl: string;
  readonly links: TenantLinks;
  readonly loyaltyLogo: string;
  /** Spec §2: Peru's business home banner links to an external credit portal; null elsewhere. */
  readonly businessCreditPortalUrl: string | null;

  // ── configuration flags (spec §3) ──
  readonly flags: TenantFlags;
  readonly featureFlags: FeatureFlags;
  readonly loginViewType: LoginViewType;
  readonly homePageStockData: readonly HomePageStockItem[];
  /** WhatsApp numbers (digits with country code) for the chat-app deep link; empty when none. */
  readonly whatsappNumbers: readonly string[];

  // ── roles and per-tenant rules (spec §2, §6) ──
  /** Spec §6: company (B2B) login; every tenant except Uruguay and Brazil. */
  readonly companyLoginEnabled: boolean;
  /** Spec §6: Facebook login; every tenant except Colombia. */
  readonly facebookLoginEnabled: boolean;
  /** Spec §6: Chile hides the change-password link of the account menu. */
  readonly hideChangePasswordLink: boolean;
  /** Spec §6: Uruguay hides the order-list link of the account menu. */
  readonly hideOrderListLink: boolean;
  /** Spec §2: `/register` sends a signed-in shopper home (Colombia only). */
  readonly registerRedirectsHome: boolean;
  /** Spec §6: price-unit-measure feature (Colombia). */
  readonly priceUnitMeasureEnabled: boolean;
  /** Spec §6: commercial-strategy module (Colombia). */
  readonly commercialStrategyEnabled: boolean;
  /** Spec §6: district selector (Peru). */
  readonly districtSelectorEnabled: boolean;
  /** Spec §6: A/B testing (Peru). */
  readonly abTestingEnabled: boolean;
  /** Spec §6: the warranty change opens in a new tab (Peru). */
  readonly warrantyInNewTab: boolean;
  /** Issue 23: the windows of a line's return, warranty change and right of refusal. */
  readonly returnPolicy: ReturnPolicy;
  /** Spec §6: cookie policy shown (Brazil). */
  readonly cookiePolicyEnabled: boolean;
  /** Spec §6: right-of-refusal change (Chile). */
  readonly rightOfRefusalEnabled: boolean;
  /** Spec §6: normal CMR banner (Chile). */
  readonly cmrBannerEnabled: boolean;
  /** Spec §6: OU CMR banner (Peru, Colombia). */
  readonly ouCmrBannerEnabled: boolean;
  /** Spec §6: combo 'view product' button (Chile). */
  readonly comboViewProductButtonEnabled: boolean;
  /** Spec §6: zip-code country (Brazil, Mexico). */
  readonly isZipCodeCountry: boolean;
  /** Spec §6: EMI feature (no tenant). */
  readonly emiEnabled: boolean;
  /** Spec §6: dynamic yield per environment. */
  readonly dynamicYield: PerEnvironment<boolean>;
  readonly reviewService: ReviewService;
  /** Spec §7: site id of the typeahead service (Mexico uses Chile's). */
  readonly typeaheadServiceSiteId: string;

  // ── delivery and location (spec §3, §9) ──
  readonly deliveryMethods: readonly DeliveryMethod[];
  /** Spec §9: option field holding the delivery geography (Colombia the third, others the fourth). */
  readonly deliveryGeoField: 3 | 4;
  /** Spec §9: 'other commune' label (Colombia only). */
  readonly otherCommuneLabel: boolean;
  /** Spec §3: request field of the commune (ciudadId for Colombia). */
  readonly communeParamName: 'comunaId' | 'ciudadId';
  /** Spec §9 size attribute label: Talle for Uruguay, Talla otherwise. */
  readonly sizeLabel: 'Talla' | 'Talle' | 'Tamanho';
  readonly locationSelector: LocationSelector;
}
