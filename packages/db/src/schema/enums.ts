import { BADGE_TYPES, BANK_PROMOTIONS, CONTENT_SECTIONS } from '@fierro/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

/** Spec §3 variant kinds. */
export const variantKind = pgEnum('variant_kind', ['COLOR', 'SIZE', 'COLOR_AND_SIZE']);
/** The unit a product is sold in: per item, per m² (tiles, with coverage per box), litre, metre. */
export const saleUnit = pgEnum('sale_unit', ['unit', 'm2', 'litre', 'metre']);
/** Spec §3 media kinds. */
export const mediaKind = pgEnum('media_kind', ['IMAGE', 'VIDEO', 'SPIN']);
/** Spec §3 price types (simple ones; combined types are shown, never stored). */
export const priceType = pgEnum('price_type', [
  'NORMAL',
  'INTERNET',
  'CMR',
  'EVENT',
  'M2',
  'AB',
  'PRECIOS_PRO',
  'COMBO',
  'SAVING',
  'AggregatedBundlePrice',
]);
/** Spec §3 badge types plus the multipurpose and bank-promotion badges. */
export const badgeType = pgEnum('badge_type', [
  ...BADGE_TYPES,
  'INTERNATIONAL_SHIPPING',
  ...BANK_PROMOTIONS,
]);
/** Promotion mechanics: 3x2, second unit at a discount, A+B, combo, bank installments. */
export const promotionType = pgEnum('promotion_type', [
  'MULTI_UNIT',
  'SECOND_UNIT',
  'A_PLUS_B',
  'COMBO',
  'BANK',
]);
/** Spec §3 geography levels, plus Peru's districts. */
export const geoLevel = pgEnum('geo_level', ['state', 'city', 'municipal', 'district']);
export const facilityKind = pgEnum('facility_kind', ['store', 'warehouse']);
/** Spec §9 delivery methods. */
export const deliveryMethod = pgEnum('delivery_method', [
  'homeDelivery',
  'pickupInStore',
  'buyAtStore',
  'storePickUp',
]);
/** Content audience: guests see one home, business users another. */
export const audience = pgEnum('audience', ['guest', 'business']);
export const contentPlacement = pgEnum('content_placement', ['home_banner', 'showcase', 'brand']);
export const bannerPlacement = pgEnum('banner_placement', ['header', 'content', 'no-result']);
/** Content pages live under `/{site}/static/` or `/{site}/content/` (spec §2 tracking page names). */
export const contentSection = pgEnum('content_section', CONTENT_SECTIONS);
export const companyRole = pgEnum('company_role', ['admin', 'buyer']);
export const accountKind = pgEnum('account_kind', ['person', 'company']);
export const loginType = pgEnum('login_type', ['DEFAULT', 'LIVELO']);
export const identityProvider = pgEnum('identity_provider', ['FACEBOOK', 'LIVELO']);
