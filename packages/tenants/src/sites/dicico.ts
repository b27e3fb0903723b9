import type { Tenant } from '../types';
import {
  BRL,
  DEFAULT_FAVICON,
  DEFAULT_IMAGE_URL,
  DYNAMIC_YIELD_OFF,
  FEATURE_FLAG_DEFAULTS,
  FLAG_DEFAULTS,
  IMAGE_SERVICE_BASE,
  portugueseLinks,
  RULE_DEFAULTS,
  returnPolicy,
  stock,
} from './shared';

/**
 * dicico: the business-only Brazilian site (DESIGN §1; its details are not shown in the spec).
 * Chosen: it follows Brazil where the rule is about the country (language, reais, CEP, savings
 * word, cookie policy under Brazilian law) and keeps company login, since every shopper is a
 * business. It is not in the spec's list of non-default sites.
 */
export const dicico: Tenant = {
  ...RULE_DEFAULTS,
  code: 'dicico',
  siteId: 'dicico',
  commercialSiteId: 'DicicoBR', // chosen
  pathPrefix: 'dicico',
  siteName: 'Dicico',
  title: 'Dicico | Materiais de construção para empresas',
  country: 'BR',
  timeZone: 'America/Sao_Paulo',
  lang: 'pr',
  localeCode: 'pt_BR',
  locale: 'pt-BR',
  isNonDefaultSite: false,
  businessOnly: true,
  brand: { name: 'Dicico', colors: { primary: '#f28c00', secondary: '#003a70' } },
  favicon: DEFAULT_FAVICON,
  domain: 'www.dicico.com.br',
  seoDomain: 'https://www.dicico.com.br',
  cookieDomain: '.dicico.com.br',
  storeCookieName: 'fierro_store_dicico',
  priceGroupCookieName: 'usrLocation',
  currencies: [BRL],
  // Chosen 2 as for Brazil: the real has centavos.
  separators: { decimal: ',', thousand: '.', precision: 2 },
  storeCard: null,
  savingsWord: 'Economia',
  cartWord: 'carrinho',
  homeDeliveryWord: 'entrega',
  slugCedillaAsC: true,
  scene7Image: IMAGE_SERVICE_BASE,
  defaultImageUrl: DEFAULT_IMAGE_URL,
  links: portugueseLinks('dicico'),
  loyaltyLogo: '/icons/cmr-logo.svg',
  flags: { ...FLAG_DEFAULTS, zipCodeAvailability: true },
  featureFlags: { ...FEATURE_FLAG_DEFAULTS, isAddToCartEnabled: true },
  // Chosen (spec: popup by default, modal where set): business sign-in in a modal.
  loginViewType: 'modal',
  homePageStockData: stock('+30.000', '+1.000', '12'), // chosen: not shown in the spec
  whatsappNumbers: [],
  cookiePolicyEnabled: true,
  isZipCodeCountry: true,
  dynamicYield: DYNAMIC_YIELD_OFF,
  reviewService: { clientName: 'dicico', siteId: 'main_site' },
  typeaheadServiceSiteId: 'dicico',
  returnPolicy: returnPolicy(30, 90),
  // Chosen: businesses get deliveries to the site or buy at the counter.
  deliveryMethods: ['homeDelivery', 'buyAtStore'],
  deliveryGeoField: 4,
  communeParamName: 'comunaId',
  sizeLabel: 'Tamanho', // chosen: Portuguese for the spec's 'Talla'
  locationSelector: { kind: 'zipCode' },
};
