import type { Tenant } from '../types';
import {
  COP,
  DEFAULT_FAVICON,
  DEFAULT_IMAGE_URL,
  DEFAULT_SEPARATORS,
  DYNAMIC_YIELD_ON,
  FEATURE_FLAG_DEFAULTS,
  FLAG_DEFAULTS,
  IMAGE_SERVICE_BASE,
  level,
  RULE_DEFAULTS,
  spanishLinks,
  stock,
} from './shared';

/** Colombia (soco), sold as Homecenter. */
export const co: Tenant = {
  ...RULE_DEFAULTS,
  code: 'co',
  siteId: 'soco',
  commercialSiteId: 'HomecenterCO', // chosen
  pathPrefix: 'homecenter-co',
  siteName: 'Homecenter Colombia',
  title: 'Homecenter Colombia | Todo para construir y renovar tu hogar',
  country: 'CO',
  lang: 'es',
  localeCode: 'es_CO',
  locale: 'es-CO',
  brand: { name: 'Homecenter', colors: { primary: '#0b4ea2', secondary: '#ffcc00' } },
  favicon: DEFAULT_FAVICON,
  domain: 'www.homecenter.com.co',
  seoDomain: 'https://www.homecenter.com.co',
  cookieDomain: '.homecenter.com.co',
  storeCookieName: 'fierro_store_co',
  // Chosen: buy-at-store only, so prices follow the chosen store.
  priceGroupCookieName: 'usrStore',
  currencies: [COP],
  separators: DEFAULT_SEPARATORS,
  savingsWord: 'Ahorro',
  scene7Image: IMAGE_SERVICE_BASE,
  defaultImageUrl: DEFAULT_IMAGE_URL,
  links: spanishLinks('homecenter-co'),
  loyaltyLogo: '/icons/cmr-logo.svg',
  // Chosen: contact banner and order-lookup recaptcha on the larger sites.
  flags: { ...FLAG_DEFAULTS, seekOrderLoginRecaptchaEnabled: true, showContactInfoBanner: true },
  featureFlags: FEATURE_FLAG_DEFAULTS,
  loginViewType: 'popup',
  homePageStockData: stock('+60.000', '+2.000', '42'), // chosen: not shown in the spec
  whatsappNumbers: ['5716000000'], // chosen: fictitious
  facebookLoginEnabled: false,
  registerRedirectsHome: true,
  priceUnitMeasureEnabled: true,
  commercialStrategyEnabled: true,
  ouCmrBannerEnabled: true,
  dynamicYield: DYNAMIC_YIELD_ON,
  reviewService: { clientName: 'homecenter-co', siteId: 'main_site' },
  typeaheadServiceSiteId: 'soco',
  deliveryMethods: ['buyAtStore'],
  deliveryGeoField: 3,
  otherCommuneLabel: true,
  communeParamName: 'ciudadId',
  sizeLabel: 'Talla',
  locationSelector: {
    kind: 'levels',
    levels: [level('department', 'Departamento'), level('city', 'Ciudad')],
  },
};
