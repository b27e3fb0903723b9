import { describe, expect, it } from 'vitest';
import { getTenant, TENANTS } from './registry';
import { FEATURE_FLAG_DEFAULTS } from './sites/shared';
import { TENANT_CODES, type Tenant, type TenantCode } from './types';

/**
 * One table per rule of spec §1, §3, §6 and §9, one row per tenant. `Record<TenantCode, T>`
 * makes a missing tenant a type error.
 */
function rule<T>(name: string, read: (t: Tenant) => T, rows: Record<TenantCode, T>) {
  describe(name, () => {
    it.each(TENANT_CODES.map((code) => [code, rows[code]] as const))('%s → %j', (code, want) => {
      expect(read(getTenant(code) as Tenant)).toEqual(want);
    });
  });
}
const all = <T>(value: T): Record<TenantCode, T> =>
  Object.fromEntries(TENANT_CODES.map((c) => [c, value])) as Record<TenantCode, T>;
const only = (...codes: TenantCode[]): Record<TenantCode, boolean> =>
  Object.fromEntries(TENANT_CODES.map((c) => [c, codes.includes(c)])) as Record<
    TenantCode,
    boolean
  >;

// ── spec §1 ──
rule('§1 site id', (t) => t.siteId, {
  cl: 'socl',
  homy: 'hocl',
  co: 'soco',
  ar: 'soar',
  uy: 'souy',
  br: 'sobr',
  pe: 'sope',
  mx: 'somx',
  dicico: 'dicico',
});
rule('§1 path prefix ({product} is fierro)', (t) => t.pathPrefix, {
  cl: 'fierro-cl',
  homy: 'fierro-homy',
  co: 'homecenter-co',
  ar: 'fierro-ar',
  uy: 'fierro-uy',
  br: 'fierro-br',
  pe: 'fierro-pe',
  mx: 'fierro-mx',
  dicico: 'dicico',
});
rule(
  '§1 non-default sites: pe, mx, co, ar, uy, br',
  (t) => t.isNonDefaultSite,
  only('pe', 'mx', 'co', 'ar', 'uy', 'br'),
);
rule('§1 country', (t) => t.country, {
  cl: 'CL',
  homy: 'CL',
  co: 'CO',
  ar: 'AR',
  uy: 'UY',
  br: 'BR',
  pe: 'PE',
  mx: 'MX',
  dicico: 'BR',
});
rule('DESIGN §1 business-only site: dicico', (t) => t.businessOnly, only('dicico'));

// ── spec §3 tenant configuration ──
rule('§3 lang: es, pr for Brazil', (t) => t.lang, {
  ...all<'es' | 'pr'>('es'),
  br: 'pr',
  dicico: 'pr',
});
rule(
  '§3 currencies (§9: CLP COP MXN ARS $, BRL R$, PEN S/, Uruguay UYU and USD)',
  (t) => t.currencies.map((c) => `${c.code} ${c.symbol}`),
  {
    cl: ['CLP $'],
    homy: ['CLP $'],
    co: ['COP $'],
    ar: ['ARS $'],
    uy: ['UYU $', 'USD US$'],
    br: ['BRL R$'],
    pe: ['PEN S/'],
    mx: ['MXN $'],
    dicico: ['BRL R$'],
  },
);
rule(
  'DESIGN §5 minor units: cents where the currency has them',
  (t) => t.currencies.map((c) => c.minorUnits),
  {
    cl: [1],
    homy: [1],
    co: [1],
    ar: [100],
    uy: [100, 100],
    br: [100],
    pe: [100],
    mx: [100],
    dicico: [100],
  },
);
rule(
  '§3 separators: decimal comma, thousand dot by default; Peru precision 2',
  (t) => t.separators,
  {
    ...all({ decimal: ',', thousand: '.', precision: 0 }),
    pe: { decimal: '.', thousand: ',', precision: 2 },
    br: { decimal: ',', thousand: '.', precision: 2 },
    dicico: { decimal: ',', thousand: '.', precision: 2 },
  },
);
rule(
  "§5 slug: c-cedilla becomes c on Brazil's sites, stripped elsewhere",
  (t) => t.slugCedillaAsC,
  only('br', 'dicico'),
);
rule('§3 savings word: Ahorro, Economia in Brazil', (t) => t.savingsWord, {
  ...all<'Ahorro' | 'Economia'>('Ahorro'),
  br: 'Economia',
  dicico: 'Economia',
});
rule(
  "the country's words for the cart and a home delivery",
  (t) => [t.cartWord, t.homeDeliveryWord],
  {
    ...all(['carrito', 'envío']),
    cl: ['carro', 'despacho'],
    homy: ['carro', 'despacho'],
    pe: ['carro', 'despacho'],
    br: ['carrinho', 'entrega'],
    dicico: ['carrinho', 'entrega'],
  },
);
rule(
  '§3 domain, seoDomain and cookie domain agree',
  (t) => [t.domain, t.seoDomain, t.cookieDomain],
  {
    cl: ['www.fierro.cl', 'https://www.fierro.cl', '.fierro.cl'],
    homy: ['www.fierrohomy.cl', 'https://www.fierrohomy.cl', '.fierrohomy.cl'],
    co: ['www.homecenter.com.co', 'https://www.homecenter.com.co', '.homecenter.com.co'],
    ar: ['www.fierro.com.ar', 'https://www.fierro.com.ar', '.fierro.com.ar'],
    uy: ['www.fierro.com.uy', 'https://www.fierro.com.uy', '.fierro.com.uy'],
    br: ['www.fierro.com.br', 'https://www.fierro.com.br', '.fierro.com.br'],
    pe: ['www.fierro.com.pe', 'https://www.fierro.com.pe', '.fierro.com.pe'],
    mx: ['www.fierro.com.mx', 'https://www.fierro.com.mx', '.fierro.com.mx'],
    dicico: ['www.dicico.com.br', 'https://www.dicico.com.br', '.dicico.com.br'],
  },
);
rule('§3 store cookie name is per site', (t) => t.storeCookieName, {
  cl: 'fierro_store_cl',
  homy: 'fierro_store_homy',
  co: 'fierro_store_co',
  ar: 'fierro_store_ar',
  uy: 'fierro_store_uy',
  br: 'fierro_store_br',
  pe: 'fierro_store_pe',
  mx: 'fierro_store_mx',
  dicico: 'fierro_store_dicico',
});
rule('§3 price-group cookie named for user store or user location', (t) => t.priceGroupCookieName, {
  cl: 'usrLocation',
  homy: 'usrLocation',
  co: 'usrStore',
  ar: 'usrLocation',
  uy: 'usrLocation',
  br: 'usrStore',
  pe: 'usrStore',
  mx: 'usrStore',
  dicico: 'usrLocation',
});
rule('§3 commercial-site id (atgSiteId)', (t) => t.commercialSiteId, {
  cl: 'FierroCL',
  homy: 'HomyCL',
  co: 'HomecenterCO',
  ar: 'FierroAR',
  uy: 'FierroUY',
  br: 'FierroBR',
  pe: 'FierroPE',
  mx: 'FierroMX',
  dicico: 'DicicoBR',
});
rule('§3 siteName and title', (t) => [t.siteName, t.title], {
  cl: ['Fierro Chile', 'Fierro Chile | Todo para construir y renovar tu hogar'],
  homy: ['Fierro Homy', 'Homy | Decoración y muebles para tu hogar'],
  co: ['Homecenter Colombia', 'Homecenter Colombia | Todo para construir y renovar tu hogar'],
  ar: ['Fierro Argentina', 'Fierro Argentina | Todo para construir y renovar tu hogar'],
  uy: ['Fierro Uruguay', 'Fierro Uruguay | Todo para construir y renovar tu hogar'],
  br: ['Fierro Brasil', 'Fierro Brasil | Tudo para construir e reformar sua casa'],
  pe: ['Fierro Perú', 'Fierro Perú | Todo para construir y renovar tu hogar'],
  mx: ['Fierro México', 'Fierro México | Todo para construir y renovar tu hogar'],
  dicico: ['Dicico', 'Dicico | Materiais de construção para empresas'],
});
rule('theme brand name', (t) => t.brand.name, {
  ...all('Fierro'),
  homy: 'Homy',
  co: 'Homecenter',
  dicico: 'Dicico',
});
rule(
  '§3 scene7Image is our image service; defaultImageUrl served by it',
  (t) => [t.scene7Image, t.defaultImageUrl],
  all(['/images/', '/images/default-product.jpg']),
);
rule(
  '§3 links live under the site prefix (calculation guide is a PDF)',
  (t) =>
    Object.values(t.links).every((l) => l.startsWith(`/${t.pathPrefix}/`)) &&
    t.links.calculationGuide.endsWith('.pdf'),
  all(true),
);
rule('§3 / §2 FAQ link per tenant, in the site language', (t) => t.links.faq, {
  ...(Object.fromEntries(
    TENANTS.map((t) => [t.code, `/${t.pathPrefix}/content/preguntas-frecuentes/`]),
  ) as Record<TenantCode, string>),
  br: '/fierro-br/content/perguntas-frequentes/',
  dicico: '/dicico/content/perguntas-frequentes/',
});
rule(
  '§2 content pages: `static` or `content` as the page-name segment, a slug, a trailing slash',
  (t) =>
    Object.entries(t.links).every(([key, l]) =>
      key === 'calculationGuide'
        ? new RegExp(`^/${t.pathPrefix}/files/[a-z0-9-]+\\.pdf$`).test(l)
        : new RegExp(`^/${t.pathPrefix}/(static|content)/[a-z0-9-]+/(#[a-z]+)?$`).test(l),
    ),
  all(true),
);
rule('§3 loyalty logo', (t) => t.loyaltyLogo, all('/icons/cmr-logo.svg'));
rule(
  '§3 flag zipCodeAvailability: Mexico, Brazil (dicico as Brazilian)',
  (t) => t.flags.zipCodeAvailability,
  only('mx', 'br', 'dicico'),
);
rule('§3 flag pdpDisabled: none (PDP follows the environment)', (t) => t.flags.pdpDisabled, only());
rule(
  '§3 flag seekOrderLoginRecaptchaEnabled (chosen)',
  (t) => t.flags.seekOrderLoginRecaptchaEnabled,
  only('cl', 'co', 'pe'),
);
rule(
  '§3 flag showContactInfoBanner (chosen)',
  (t) => t.flags.showContactInfoBanner,
  only('co', 'pe'),
);
rule(
  '§3 flag showSecondaryGridLayout (chosen)',
  (t) => t.flags.showSecondaryGridLayout,
  only('homy'),
);
rule('§3 loginViewType: popup by default, modal where set', (t) => t.loginViewType, {
  ...all<'popup' | 'modal'>('popup'),
  homy: 'modal',
  dicico: 'modal',
});
rule(
  '§3 / §9 homePageStockData',
  (t) => t.homePageStockData.map((s) => `${s.itemName} ${s.itemCount}`),
  {
    cl: ['products +50.000', 'brands +5.000', 'stores 72'],
    pe: ['products +25,000', 'brands +1,500', 'stores 55'],
    mx: ['products +60.000', 'brands +800', 'stores 15'],
    br: ['products +50.000', 'brands +1.500', 'stores 54'],
    homy: ['products +15.000', 'brands +600', 'stores 72'],
    co: ['products +60.000', 'brands +2.000', 'stores 42'],
    ar: ['products +30.000', 'brands +900', 'stores 9'],
    uy: ['products +20.000', 'brands +500', 'stores 3'],
    dicico: ['products +30.000', 'brands +1.000', 'stores 12'],
  },
);
rule(
  '§3 whatsappNumber list for some sites',
  (t) => t.whatsappNumbers.length > 0,
  only('cl', 'co', 'br', 'pe', 'mx'),
);
rule(
  '§3 feature flags: image fallback and redirection on by default; add to cart (default off) on in every site since its cart works (issue 21)',
  (t) => t.featureFlags,
  all({
    isAddToCartEnabled: true,
    isImageFallbackEnabled: true,
    isAutomaticRedirectionEnabled: true,
  }),
);
describe('§3 feature-flag defaults', () => {
  it('add to cart is off unless a site turns it on; image fallback and redirection on', () => {
    expect(FEATURE_FLAG_DEFAULTS).toEqual({
      isAddToCartEnabled: false,
      isImageFallbackEnabled: true,
      isAutomaticRedirectionEnabled: true,
    });
  });
});
rule('§2 favicon: one for the home-decor brand, one default', (t) => t.favicon, {
  ...all('/favicon.ico'),
  homy: '/favicon-homy.ico',
});
rule(
  '§2 business home credit portal: Peru (external)',
  (t) => t.businessCreditPortalUrl?.startsWith('https://') ?? false,
  only('pe'),
);
rule('§3 commune request field (ciudadId for co)', (t) => t.communeParamName, {
  ...all<'comunaId' | 'ciudadId'>('comunaId'),
  co: 'ciudadId',
});

// ── spec §6 ──
rule('§6 company login: all but Uruguay and Brazil', (t) => t.companyLoginEnabled, {
  ...all(true),
  uy: false,
  br: false,
});
rule('§6 Chile hides the change-password link', (t) => t.hideChangePasswordLink, only('cl'));
rule('§6 Uruguay hides the order-list link', (t) => t.hideOrderListLink, only('uy'));
rule('§6 Facebook login: all but Colombia', (t) => t.facebookLoginEnabled, {
  ...all(true),
  co: false,
});
rule('§6 price-unit-measure: Colombia only', (t) => t.priceUnitMeasureEnabled, only('co'));
rule('§6 commercial strategy: Colombia only', (t) => t.commercialStrategyEnabled, only('co'));
rule('§6 district selector: Peru only', (t) => t.districtSelectorEnabled, only('pe'));
rule('§6 A/B testing: Peru only', (t) => t.abTestingEnabled, only('pe'));
rule('§6 warranty change in a new tab: Peru only', (t) => t.warrantyInNewTab, only('pe'));
rule(
  '§6 cookie policy: Brazil (dicico as Brazilian)',
  (t) => t.cookiePolicyEnabled,
  only('br', 'dicico'),
);
rule('§6 right of refusal: Chile only', (t) => t.rightOfRefusalEnabled, only('cl'));
rule('§6 normal CMR banner: Chile only', (t) => t.cmrBannerEnabled, only('cl'));
rule('§6 OU CMR banner: Peru and Colombia', (t) => t.ouCmrBannerEnabled, only('pe', 'co'));
rule(
  '§6 combo view product button: Chile only',
  (t) => t.comboViewProductButtonEnabled,
  only('cl'),
);
rule(
  '§6 zip-code countries: Brazil and Mexico (dicico as Brazilian)',
  (t) => t.isZipCodeCountry,
  only('br', 'mx', 'dicico'),
);
rule('§6 EMI: no tenant', (t) => t.emiEnabled, only());
rule('§6 dynamic yield per environment (chosen)', (t) => t.dynamicYield, {
  ...all({ local: false, development: false, staging: true, production: true }),
  homy: { local: false, development: false, staging: false, production: false },
  ar: { local: false, development: false, staging: false, production: false },
  uy: { local: false, development: false, staging: false, production: false },
  dicico: { local: false, development: false, staging: false, production: false },
});
rule('§6 review service: client name per tenant, site id main_site', (t) => t.reviewService, {
  cl: { clientName: 'fierro-cl', siteId: 'main_site' },
  homy: { clientName: 'fierro-homy', siteId: 'main_site' },
  co: { clientName: 'homecenter-co', siteId: 'main_site' },
  ar: { clientName: 'fierro-ar', siteId: 'main_site' },
  uy: { clientName: 'fierro-uy', siteId: 'main_site' },
  br: { clientName: 'fierro-br', siteId: 'main_site' },
  pe: { clientName: 'fierro-pe', siteId: 'main_site' },
  mx: { clientName: 'fierro-mx', siteId: 'main_site' },
  dicico: { clientName: 'dicico', siteId: 'main_site' },
});
rule('§2 register redirects home: Colombia only', (t) => t.registerRedirectsHome, only('co'));
rule('§7 typeahead service site: Mexico uses Chile', (t) => t.typeaheadServiceSiteId, {
  cl: 'socl',
  homy: 'hocl',
  co: 'soco',
  ar: 'soar',
  uy: 'souy',
  br: 'sobr',
  pe: 'sope',
  mx: 'socl',
  dicico: 'dicico',
});

// ── spec §9 ──
rule('§9 locale code', (t) => t.localeCode, {
  cl: 'es_CL',
  homy: 'es_CL',
  co: 'es_CO',
  ar: 'es_AR',
  uy: 'es_UY',
  br: 'pt_BR',
  pe: 'es_PE',
  mx: 'es_MX',
  dicico: 'pt_BR',
});
rule(
  '§9 BCP 47 locale matches the locale code',
  (t) => t.locale === t.localeCode.replace('_', '-'),
  all(true),
);
rule('§9 delivery geo-field: Colombia third, others fourth', (t) => t.deliveryGeoField, {
  ...all<3 | 4>(4),
  co: 3,
});
rule("§9 'other commune' label: Colombia only", (t) => t.otherCommuneLabel, only('co'));
rule(
  '§9 size label: Talle for Uruguay, Talla otherwise (Tamanho in Portuguese)',
  (t) => t.sizeLabel,
  {
    ...all<'Talla' | 'Talle' | 'Tamanho'>('Talla'),
    uy: 'Talle',
    br: 'Tamanho',
    dicico: 'Tamanho',
  },
);
rule(
  '§9 delivery methods: Chile three; pe, br, co, mx buy at store only',
  (t) => t.deliveryMethods,
  {
    cl: ['homeDelivery', 'buyAtStore', 'pickupInStore'],
    pe: ['buyAtStore'],
    br: ['buyAtStore'],
    co: ['buyAtStore'],
    mx: ['buyAtStore'],
    homy: ['homeDelivery', 'pickupInStore'],
    ar: ['homeDelivery', 'buyAtStore', 'pickupInStore'],
    uy: ['homeDelivery', 'pickupInStore'],
    dicico: ['homeDelivery', 'buyAtStore'],
  },
);
rule(
  'location selector levels (zip code for Mexico and Brazil)',
  (t) =>
    t.locationSelector.kind === 'zipCode'
      ? 'zipCode'
      : t.locationSelector.levels.map((l) => l.level).join('+'),
  {
    cl: 'region+comuna',
    homy: 'region+comuna',
    co: 'department+city',
    pe: 'department+province+district',
    ar: 'province+city',
    uy: 'department+city',
    mx: 'zipCode',
    br: 'zipCode',
    dicico: 'zipCode',
  },
);

// ── store card (issue 19: a registry fact; sites without one show no card price) ──
rule('store card name', (t) => t.storeCard?.name ?? null, {
  cl: 'CMR',
  homy: 'CMR',
  co: 'CMR',
  ar: 'CMR',
  uy: null,
  br: null,
  pe: 'CMR',
  mx: 'CMR',
  dicico: null,
});
rule('§3 membership tiers, lowest first', (t) => t.storeCard?.tiers.map((x) => x.tier) ?? [], {
  cl: ['Fan', 'Premium', 'Elite'],
  homy: ['Fan', 'Premium', 'Elite'],
  co: ['Fan', 'Premium', 'Elite'],
  ar: ['Fan', 'Premium', 'Elite'],
  uy: [],
  br: [],
  pe: ['Fan', 'Premium', 'Elite'],
  mx: ['Fan', 'Premium', 'Elite'],
  dicico: [],
});
rule(
  'issue 23: Premium and Elite thresholds (minor units)',
  (t) => t.storeCard?.tiers.slice(1).map((x) => x.minSpend) ?? [],
  {
    cl: [570_000, 2_375_000],
    homy: [570_000, 2_375_000],
    co: [2_400_000, 10_000_000],
    ar: [60_000_000, 250_000_000],
    uy: [],
    br: [],
    pe: [222_000, 925_000],
    mx: [1_080_000, 4_500_000],
    dicico: [],
  },
);
rule(
  'issue 23: points per tier (percent of the base rate)',
  (t) => t.storeCard?.tiers.map((x) => x.pointsPercent) ?? [],
  {
    ...all([100, 150, 200]),
    uy: [],
    br: [],
    dicico: [],
  },
);

// ── returns (issue 23): return, warranty change and (Chile) right of refusal windows ──
rule('issue 23: return window (days from delivery)', (t) => t.returnPolicy.returnDays, all(30));
rule('issue 23: warranty change window (days from delivery)', (t) => t.returnPolicy.warrantyDays, {
  cl: 180,
  homy: 180,
  co: 365,
  ar: 180,
  uy: 180,
  br: 90,
  pe: 365,
  mx: 90,
  dicico: 90,
});
rule('issue 23: retracto 10 days from delivery', (t) => t.returnPolicy.rightOfRefusalDays, all(10));
