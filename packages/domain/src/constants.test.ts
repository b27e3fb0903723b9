import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import {
  BADGE_TYPES,
  BANK_PROMOTIONS,
  COMBINED_PRICE_TYPES,
  DELIVERY_METHODS,
  FACETS,
  GEOGRAPHY_LEVELS,
  MEDIA_TYPES,
  MEMBERSHIP_TIERS,
  MULTIPURPOSE_BADGE,
  PRICE_THRESHOLDS,
  PRICE_TYPE_LIST,
  PRICE_TYPES,
  priceTypesShown,
  rangeFacet,
  UNITS,
  UPSELL,
  VARIANT_TYPES,
} from './catalogue';
import { ACCOUNT_KINDS, LOGIN_TYPES } from './identity-schemas';
import {
  PAGE_KINDS,
  ROUTE_PARAMS,
  TRACKING_PAGE_NAME_BY_PAGE,
  TRACKING_PAGE_NAMES,
  trackingPageNameFromPath,
} from './pages';
import {
  CLIENT_STORAGE_KEYS,
  CONSUMERS,
  DEFAULT_CHANNEL,
  DEFAULT_REDIRECT_STATUS,
  isAgentStatus,
  LOCALE_CODES,
  PLATFORMS,
  SESSION_STATUSES,
} from './platform';
import {
  KEY_CODES,
  LAYOUT_REGIONS,
  LOGIN_VIEW_TYPES,
  MODAL_WIDTHS,
  redirectsToModal,
  SCROLL_THRESHOLDS,
  TIMINGS,
  TOAST_KINDS,
  Z_INDEX,
} from './ui-constants';

describe('spec §9 interface constants', () => {
  it.each([
    [
      'modal widths',
      MODAL_WIDTHS,
      {
        homeDelivery: 460,
        clickAndCollect: { min: 720, max: 950 },
        search: 482,
        paintCalculator: { min: 720, max: 950 },
        paintCalculatorMobileInfo: 460,
      },
    ],
    [
      'scroll thresholds',
      SCROLL_THRESHOLDS,
      {
        backToTop: 50,
        stickySearchHeader: 60,
        stickyAddToCart: 50,
        stickyProductDesktop: 700,
        defaultPosition: 67,
      },
    ],
    [
      'timings (ms)',
      TIMINGS,
      {
        paginationInit: 100,
        toast: 4000,
        cookiePollingTimeout: 15000,
        cookiePollingInterval: 2000,
        routeLoadTimeout: 3800,
        lazyLoadThrottle: 300,
        lazyLoadDebounce: 300,
        delayedClientRedirect: 200,
      },
    ],
    ['key codes', KEY_CODES, { enter: 13, up: 38, down: 40, backspace: 8, space: 32, escape: 27 }],
    ['price thresholds', PRICE_THRESHOLDS, { lower: 10000, upper: 500000, ouLimit: 0 }],
    ['upsell', UPSELL, { productPage: 6, seoPage: 15, maxVariants: 3 }],
    [
      'facets',
      FACETS,
      {
        rangePrefix: 'f.range.',
        rangeDelimiter: '::',
        rating: 'averageOverallRating',
        colour: 'primary_color_group',
      },
    ],
  ])('%s', (_what, value, want) => {
    expect(value).toEqual(want);
  });

  it('z-index layers rise and stop at 200', () => {
    const layers = Object.values(Z_INDEX);
    expect(layers).toEqual([...layers].sort((a, b) => a - b));
    expect(Math.max(...layers)).toBe(200);
  });
});

describe('spec §2, §3, §4, §6, §9 enumerations', () => {
  it.each([
    [
      'price types',
      PRICE_TYPES,
      [
        'AB',
        'CMR',
        'EVENT',
        'INTERNET',
        'PRECIOS_PRO',
        'COMBO',
        'M2',
        'NORMAL',
        'SAVING',
        'AggregatedBundlePrice',
      ],
    ],
    [
      'combined price types',
      Object.keys(COMBINED_PRICE_TYPES),
      ['COMBO_CMR', 'M2_AB', 'PUM_EVENT', 'SAVING_SPECIAL', 'SAVING_SPECIAL_M2', 'SAVING_NORMAL'],
    ],
    [
      'price-type list',
      PRICE_TYPE_LIST,
      ['None', 'NORMAL', 'CMR', 'EMPLOYEE', 'MARGIN', 'SEARCH', 'M2', 'CMRPOINTS', 'A+B', 'Evento'],
    ],
    [
      'badge types',
      BADGE_TYPES,
      [
        'NEW',
        'DISCOUNT',
        'EXCLUSIVE',
        'COMBO',
        'MXN',
        'AB',
        'MXN_PROMOTION',
        'CMR_MXN_PROMOTION',
        'SECOND_PROMOTION',
      ],
    ],
    ['multipurpose badge', [MULTIPURPOSE_BADGE], ['international shipping']],
    ['bank promotions', BANK_PROMOTIONS, ['BANK_PROMOTION_MSI', 'BANK_PROMOTION']],
    ['variants', VARIANT_TYPES, ['COLOR', 'SIZE', 'COLOR_AND_SIZE']],
    ['media', MEDIA_TYPES, ['IMAGE', 'VIDEO', 'SPIN']],
    ['membership tiers', MEMBERSHIP_TIERS, ['Fan', 'Premium', 'Elite']],
    ['geography levels', GEOGRAPHY_LEVELS, ['state', 'city', 'municipal']],
    ['units', UNITS, ['m²', 'Metro Cuadrado', 'caja']],
    [
      'delivery methods',
      DELIVERY_METHODS,
      ['homeDelivery', 'pickupInStore', 'buyAtStore', 'storePickUp'],
    ],
    ['platforms', PLATFORMS, ['web', 'mobile', 'kiosk']],
    [
      'page kinds',
      PAGE_KINDS,
      [
        'search',
        'category',
        'product',
        'no-search-result',
        'error',
        'collection',
        'login',
        'register',
      ],
    ],
    [
      'route params',
      ROUTE_PARAMS,
      [
        'tenant',
        'categoryId',
        'categoryName',
        'collectionPageId',
        'collectionTitle',
        'consumer',
        'referrer',
      ],
    ],
    [
      'tracking page names',
      TRACKING_PAGE_NAMES,
      [
        'home',
        'my account',
        'category',
        'product detail page',
        'search',
        'cart',
        'checkout',
        'static',
        'product list page',
        'content',
        'no-search-result',
        'error page',
      ],
    ],
    ['locale codes', LOCALE_CODES, ['es_CL', 'es_PE', 'es_CO', 'es_AR', 'pt_BR', 'es_MX', 'es_UY']],
    ['toast kinds', TOAST_KINDS, ['success', 'error', 'warning']],
    ['login view types', LOGIN_VIEW_TYPES, ['popup', 'modal']],
    ['session statuses', SESSION_STATUSES, ['Active', 'Inactive', 'Impersonated']],
    ['consumer values', CONSUMERS, ['tenant', 'consumer']],
    ['layout regions', LAYOUT_REGIONS, ['header', 'main', 'side', 'footer']],
    ['login types (spec §6)', LOGIN_TYPES, ['DEFAULT', 'LIVELO']],
    ['account kinds: person and company login (spec §6)', ACCOUNT_KINDS, ['person', 'company']],
    [
      'client-stored keys',
      Object.values(CLIENT_STORAGE_KEYS),
      [
        'userRole',
        'cartId',
        'customerData',
        'usrStore',
        'isBoomUser',
        'usrLocation',
        'history',
        'compareItems',
        'zip_code',
        'searchTerm',
        'userInfo',
        'email',
        'companyDocument',
        'itemAddedToList',
      ],
    ],
  ])('%s', (_what, value, want) => {
    expect([...value]).toEqual(want);
  });

  it('channel default web, redirect status 302', () => {
    expect(DEFAULT_CHANNEL).toBe('web');
    expect(DEFAULT_REDIRECT_STATUS).toBe(302);
  });

  it('every tenant locale code and delivery method is a known one', () => {
    for (const t of TENANTS) {
      expect(LOCALE_CODES).toContain(t.localeCode);
      for (const m of t.deliveryMethods) expect(DELIVERY_METHODS).toContain(m);
    }
  });

  it('every tracked page has a tracking name and every name is used', () => {
    expect(new Set(Object.values(TRACKING_PAGE_NAME_BY_PAGE))).toEqual(
      new Set(TRACKING_PAGE_NAMES),
    );
  });
});

describe('price types shown (spec §3; lists chosen)', () => {
  it.each([
    ['COMBO_CMR', ['COMBO', 'CMR']],
    ['M2_AB', ['M2', 'AB']],
    ['PUM_EVENT', ['EVENT', 'M2']],
    ['SAVING_SPECIAL', ['EVENT', 'SAVING', 'NORMAL']],
    ['SAVING_SPECIAL_M2', ['EVENT', 'SAVING', 'M2', 'NORMAL']],
    ['SAVING_NORMAL', ['NORMAL', 'SAVING']],
    ['CMR', ['CMR']],
    ['NORMAL', ['NORMAL']],
  ] as const)('%s shows %j', (type, want) => {
    expect(priceTypesShown(type)).toEqual(want);
  });

  it('every listed type is a price type', () => {
    for (const list of Object.values(COMBINED_PRICE_TYPES)) {
      for (const t of list) expect(PRICE_TYPES).toContain(t);
    }
  });

  it('range facet key and value', () => {
    expect(rangeFacet('price', 1000, 5000)).toEqual({ key: 'f.range.price', value: '1000::5000' });
  });
});

describe('session, login view and tracking rules', () => {
  it.each([
    ['Impersonated', true],
    ['Active', false],
    ['impersonated', false],
    ['', false],
    [undefined, false],
  ])('status %j is an agent session: %s', (status, want) => {
    expect(isAgentStatus(status)).toBe(want);
  });

  it('redirect-to-modal only for modal (spec §4)', () => {
    expect(redirectsToModal('modal')).toBe(true);
    expect(redirectsToModal('popup')).toBe(false);
  });

  it.each([
    ['/fierro-cl/', 'home'],
    ['/fierro-cl/category/1/x/', 'category'],
    ['/fierro-cl/product/1/x/', 'product detail page'],
    ['/fierro-cl/search/?Ntt=a', 'search'],
    ['/fierro-mx/collection/ofertas/ofertas/', 'product list page'],
    ['/fierro-cl/cart', 'cart'],
    ['/fierro-cl/checkout/pago', 'checkout'],
    ['/fierro-cl/myaccount/mylists/', 'my account'],
    ['/fierro-cl/login', 'my account'],
    ['/fierro-cl/register', 'my account'],
    ['/fierro-cl/no-search-result/?Ntt=x', 'no-search-result'],
    ['/fierro-cl/_error/?statusCode=404', 'error page'],
    ['/fierro-cl/content/dia-del-padre', 'content'],
    ['/fierro-cl/page/garantia', 'static'],
    ['/fierro-cl/toString', 'static'],
  ])('tracking page name of %s is %s', (path, want) => {
    expect(trackingPageNameFromPath(path)).toBe(want);
  });
});
