import type { DeliveryMethod } from '@fierro/tenants';

/** Spec §3 price types. */
export const PRICE_TYPES = [
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
] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/**
 * Spec §3 combined price types and the price types each one shows, in display order. The spec
 * does not show the lists; chosen from the names: the card or offer price first, the crossed
 * normal price last, the saving beside the special price, M2/PUM adding the per-unit price.
 */
export const COMBINED_PRICE_TYPES = {
  COMBO_CMR: ['COMBO', 'CMR'],
  M2_AB: ['M2', 'AB'],
  PUM_EVENT: ['EVENT', 'M2'],
  SAVING_SPECIAL: ['EVENT', 'SAVING', 'NORMAL'],
  SAVING_SPECIAL_M2: ['EVENT', 'SAVING', 'M2', 'NORMAL'],
  SAVING_NORMAL: ['NORMAL', 'SAVING'],
} as const satisfies Record<string, readonly PriceType[]>;
export type CombinedPriceType = keyof typeof COMBINED_PRICE_TYPES;

/** The price types shown for a price type or a combined type (a plain type shows itself). */
export function priceTypesShown(type: PriceType | CombinedPriceType): readonly PriceType[] {
  return Object.hasOwn(COMBINED_PRICE_TYPES, type)
    ? COMBINED_PRICE_TYPES[type as CombinedPriceType]
    : [type as PriceType];
}

/** Spec §3 price-type list (the labels of the legacy price-type field). */
export const PRICE_TYPE_LIST = [
  'None',
  'NORMAL',
  'CMR',
  'EMPLOYEE',
  'MARGIN',
  'SEARCH',
  'M2',
  'CMRPOINTS',
  'A+B',
  'Evento',
] as const;

/** Spec §3 badge types. */
export const BADGE_TYPES = [
  'NEW',
  'DISCOUNT',
  'EXCLUSIVE',
  'COMBO',
  'MXN',
  'AB',
  'MXN_PROMOTION',
  'CMR_MXN_PROMOTION',
  'SECOND_PROMOTION',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];
/** Spec §3 multipurpose badge. */
export const MULTIPURPOSE_BADGE = 'international shipping';
/** Spec §3 bank promotions (MSI: months without interest). */
export const BANK_PROMOTIONS = ['BANK_PROMOTION_MSI', 'BANK_PROMOTION'] as const;

/** Spec §3 enumerations. */
export const VARIANT_TYPES = ['COLOR', 'SIZE', 'COLOR_AND_SIZE'] as const;
export const MEDIA_TYPES = ['IMAGE', 'VIDEO', 'SPIN'] as const;
export const MEMBERSHIP_TIERS = ['Fan', 'Premium', 'Elite'] as const;
export const GEOGRAPHY_LEVELS = ['state', 'city', 'municipal'] as const;
export const UNITS = ['m²', 'Metro Cuadrado', 'caja'] as const;

/** Spec §3 facet constants. */
export const FACETS = {
  rangePrefix: 'f.range.',
  rangeDelimiter: '::',
  rating: 'averageOverallRating',
  colour: 'primary_color_group',
} as const;

/** `f.range.price` + `min::max` (spec §3 facet constants). */
export const rangeFacet = (name: string, min: number, max: number) => ({
  key: `${FACETS.rangePrefix}${name}`,
  value: `${min}${FACETS.rangeDelimiter}${max}`,
});

/** Spec §9 price thresholds. */
export const PRICE_THRESHOLDS = { lower: 10000, upper: 500000, ouLimit: 0 } as const;

/** Spec §9 upsell counts. */
export const UPSELL = { productPage: 6, seoPage: 15, maxVariants: 3 } as const;

/** Spec §9 delivery methods (each tenant's subset is in the registry). */
export const DELIVERY_METHODS = [
  'homeDelivery',
  'pickupInStore',
  'buyAtStore',
  'storePickUp',
] as const satisfies readonly DeliveryMethod[];
