import type { Tenant } from '../types';
import {
  CLP,
  cmrCard,
  DEFAULT_IMAGE_URL,
  DEFAULT_SEPARATORS,
  DYNAMIC_YIELD_OFF,
  FEATURE_FLAG_DEFAULTS,
  FLAG_DEFAULTS,
  IMAGE_SERVICE_BASE,
  level,
  RULE_DEFAULTS,
  returnPolicy,
  spanishLinks,
  stock,
} from './shared';

/**
 * Homy (hocl), the second Chile brand: the home-decor site. The spec's "Chile only" rules of §6
 * name the cl site, so they stay off here; it is not in the spec's non-default list.
 */
export const homy: Tenant = {
  ...RULE_DEFAULTS,
  code: 'homy',
  siteId: 'hocl',
  commercialSiteId: 'HomyCL', // chosen
  pathPrefix: 'fierro-homy',
  siteName: 'Fierro Homy',
  title: 'Homy | Decoración y muebles para tu hogar',
  country: 'CL',
  timeZone: 'America/Santiago',
  lang: 'es',
  localeCode: 'es_CL',
  locale: 'es-CL',
  isNonDefaultSite: false,
  brand: { name: 'Homy', colors: { primary: '#7a4e9e', secondary: '#2d2a32' } },
  favicon: '/favicon-homy.ico', // spec §2: the home-decor brand has its own favicon
  domain: 'www.fierrohomy.cl',
  seoDomain: 'https://www.fierrohomy.cl',
  cookieDomain: '.fierrohomy.cl',
  storeCookieName: 'fierro_store_homy',
  priceGroupCookieName: 'usrLocation',
  currencies: [CLP],
  separators: DEFAULT_SEPARATORS,
  storeCard: cmrCard(950),
  savingsWord: 'Ahorro',
  cartWord: 'carro',
  homeDeliveryWord: 'despacho',
  scene7Image: IMAGE_SERVICE_BASE,
  defaultImageUrl: DEFAULT_IMAGE_URL,
  links: spanishLinks('fierro-homy'),
  loyaltyLogo: '/icons/cmr-logo.svg',
  // Chosen: a décor catalogue reads better in the secondary (larger image) grid.
  flags: { ...FLAG_DEFAULTS, showSecondaryGridLayout: true },
  featureFlags: { ...FEATURE_FLAG_DEFAULTS, isAddToCartEnabled: true },
  // Chosen (spec: popup by default, modal where set): the décor brand signs in in a modal.
  loginViewType: 'modal',
  homePageStockData: stock('+15.000', '+600', '72'), // chosen: Chile's stores, a décor range
  whatsappNumbers: [],
  dynamicYield: DYNAMIC_YIELD_OFF,
  reviewService: { clientName: 'fierro-homy', siteId: 'main_site' },
  typeaheadServiceSiteId: 'hocl',
  returnPolicy: returnPolicy(30, 180),
  // Chosen: décor ships home or is picked up; no buy-at-store counter sale.
  deliveryMethods: ['homeDelivery', 'pickupInStore'],
  deliveryGeoField: 4,
  communeParamName: 'comunaId',
  sizeLabel: 'Talla',
  locationSelector: {
    kind: 'levels',
    levels: [level('region', 'Región'), level('comuna', 'Comuna')],
  },
};
