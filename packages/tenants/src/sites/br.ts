import type { Tenant } from '../types';
import {
  BRL,
  DEFAULT_FAVICON,
  DEFAULT_IMAGE_URL,
  DYNAMIC_YIELD_ON,
  FEATURE_FLAG_DEFAULTS,
  FLAG_DEFAULTS,
  IMAGE_SERVICE_BASE,
  portugueseLinks,
  RULES_OFF,
  stock,
} from './shared';

/** Brazil (sobr): Portuguese, reais, location by CEP. */
export const br: Tenant = {
  ...RULES_OFF,
  code: 'br',
  siteId: 'sobr',
  commercialSiteId: 'FierroBR', // chosen
  pathPrefix: 'fierro-br',
  siteName: 'Fierro Brasil',
  title: 'Fierro Brasil | Tudo para construir e reformar sua casa',
  country: 'BR',
  lang: 'pr',
  localeCode: 'pt_BR',
  locale: 'pt-BR',
  brand: { name: 'Fierro', colors: { primary: '#d9381e', secondary: '#1f2937' } },
  favicon: DEFAULT_FAVICON,
  domain: 'www.fierro.com.br',
  seoDomain: 'https://www.fierro.com.br',
  cookieDomain: '.fierro.com.br',
  storeCookieName: 'fierro_store_br',
  priceGroupCookieName: 'usrStore',
  currencies: [BRL],
  // Precision not shown for Brazil; chosen 2 because the real has centavos.
  separators: { decimal: ',', thousand: '.', precision: 2 },
  savingsWord: 'Economia',
  scene7Image: IMAGE_SERVICE_BASE,
  defaultImageUrl: DEFAULT_IMAGE_URL,
  links: portugueseLinks('fierro-br'),
  loyaltyLogo: '/images/cmr-logo.png',
  flags: { ...FLAG_DEFAULTS, zipCodeAvailability: true },
  featureFlags: FEATURE_FLAG_DEFAULTS,
  loginViewType: 'popup',
  homePageStockData: stock('+50.000', '+1.500', '54'),
  whatsappNumbers: ['551130000000'], // chosen: fictitious
  companyLoginEnabled: false,
  cookiePolicyEnabled: true,
  isZipCodeCountry: true,
  dynamicYield: DYNAMIC_YIELD_ON,
  reviewService: { clientName: 'fierro-br', siteId: 'main_site' },
  typeaheadServiceSiteId: 'sobr',
  deliveryMethods: ['buyAtStore'],
  deliveryGeoField: 4,
  communeParamName: 'comunaId',
  sizeLabel: 'Tamanho', // chosen: the spec's 'Talla' is Spanish; Portuguese says Tamanho
  locationSelector: { kind: 'zipCode' },
};
