import { z } from 'zod';
import { Price } from './common';
import { BankInstallment } from './product';

/** Geography level of a country (region, comuna, ciudad, district, state, city, municipal). */
export const GeoLevel = z.object({
  /** Level key, e.g. region, comuna, ciudad, district. */
  key: z.string(),
  label: z.string(),
  depth: z.number().int().nonnegative(),
});
export type GeoLevel = z.infer<typeof GeoLevel>;

export const GeoNode = z.object({
  id: z.string(),
  name: z.string(),
  level: z.string(),
  parentId: z.string().nullable(),
  hasChildren: z.boolean(),
});
export type GeoNode = z.infer<typeof GeoNode>;

/** Answer of `/geo/v1/{siteId}/levels`. */
export const GeoLevelsResponse = z.object({
  siteId: z.string(),
  zipCodeEnabled: z.boolean(),
  levels: z.array(GeoLevel),
});
export type GeoLevelsResponse = z.infer<typeof GeoLevelsResponse>;

/** Answer of `/geo/v1/{siteId}/children?parentId` (no parent: top level). */
export const GeoChildrenResponse = z.object({
  parentId: z.string().nullable(),
  items: z.array(GeoNode),
});
export type GeoChildrenResponse = z.infer<typeof GeoChildrenResponse>;

/** Price group and zone of a chosen location (spec §3 price group and zone). */
export const LocationInfo = z.object({
  /** The full code string the price group and zone derive from. */
  code: z.string(),
  priceGroup: z.string(),
  zoneId: z.string(),
  path: z.array(GeoNode),
  zipCode: z.string().nullable(),
});
export type LocationInfo = z.infer<typeof LocationInfo>;

/** Answer of `/geo/v1/{siteId}/location?locationId` and zip lookup `/geo/v1/{siteId}/zip/{zipCode}`. */
export const LocationInfoResponse = LocationInfo;
export type LocationInfoResponse = LocationInfo;

/** Answer of the postcode search `/geo/v1/{siteId}/postcodes?term`. */
export const PostcodeSearchResponse = z.object({
  term: z.string(),
  items: z.array(z.object({ zipCode: z.string(), label: z.string(), locationId: z.string() })),
});
export type PostcodeSearchResponse = z.infer<typeof PostcodeSearchResponse>;

export const Store = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  locationId: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Distance in km from the chosen location, when known. */
  distanceKm: z.number().nullable(),
  openingHours: z.string().nullable(),
});
export type Store = z.infer<typeof Store>;

/** Answer of `/geo/v1/{siteId}/stores?locationId`. */
export const StoresResponse = z.object({ items: z.array(Store) });
export type StoresResponse = z.infer<typeof StoresResponse>;

export const DELIVERY_METHODS = [
  'homeDelivery',
  'pickupInStore',
  'buyAtStore',
  'storePickUp',
] as const;
export const DeliveryMethod = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

export const DeliveryOption = z.object({
  method: DeliveryMethod,
  available: z.boolean(),
  /** ISO dates (YYYY-MM-DD) of the earliest and latest delivery or pickup. */
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  leadTimeDays: z.number().int().nonnegative().nullable(),
  cost: Price.nullable(),
  /** For pickup: the store. */
  store: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DeliveryOption = z.infer<typeof DeliveryOption>;

/** Answer of `/checkout/v1/shipments/delivery-estimates/products`. */
export const DeliveryEstimatesResponse = z.object({
  skuId: z.string(),
  quantity: z.number().int().positive(),
  /** Methods the tenant offers (spec §9). */
  methods: z.array(DeliveryMethod),
  options: z.array(DeliveryOption),
});
export type DeliveryEstimatesResponse = z.infer<typeof DeliveryEstimatesResponse>;

/** Answer of `/checkout/v1/installments?skuId&amount`. */
export const MonthlyInstallmentsResponse = z.object({ items: z.array(BankInstallment) });
export type MonthlyInstallmentsResponse = z.infer<typeof MonthlyInstallmentsResponse>;

/** Answer of `/checkout/v1/promotions?skuId`. */
export const PromotionInfoResponse = z.object({
  skuId: z.string(),
  promotions: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      title: z.string(),
      description: z.string().nullable(),
    }),
  ),
});
export type PromotionInfoResponse = z.infer<typeof PromotionInfoResponse>;
