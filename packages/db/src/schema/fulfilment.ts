import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { at, currency, money, siteId } from './columns';
import { deliveryMethod, facilityKind } from './enums';
import { geoAreas, zones } from './geo';
import { sites } from './sites';

/** Opening hours per weekday (0 = Sunday): `[["08:00","21:00"]]`, empty = closed. */
export type OpeningHours = Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', Array<[string, string]>>;

/** Stores and distribution centres of a site. */
export const facilities = pgTable(
  'facilities',
  {
    siteId: siteId().references(() => sites.siteId, { onDelete: 'cascade' }),
    facilityId: text().notNull(),
    kind: facilityKind().notNull(),
    name: text().notNull(),
    address: text().notNull(),
    areaId: text().references(() => geoAreas.areaId),
    city: text().notNull(),
    latitude: real().notNull(),
    longitude: real().notNull(),
    openingHours: jsonb().$type<OpeningHours>(),
    /** Human-readable summary ("Lun a Dom 08:00 a 21:00"). */
    openingHoursText: text(),
    /** Services offered: pickupInStore, buyAtStore, cutting, paintMixing, rental, ... */
    services: text().array().notNull().default(sql`'{}'::text[]`),
    pickupEnabled: boolean().notNull().default(false),
    phone: text(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.facilityId] }),
    index('facilities_area_idx').on(t.siteId, t.areaId),
  ],
);

/** Facilities that serve a zone: by home delivery (ships from) or pickup (shopper collects). */
export const zoneFacilities = pgTable(
  'zone_facilities',
  {
    siteId: siteId(),
    zoneId: text().notNull(),
    facilityId: text().notNull(),
    method: deliveryMethod().notNull(),
    priority: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.zoneId, t.facilityId, t.method] }),
    foreignKey({
      columns: [t.siteId, t.zoneId],
      foreignColumns: [zones.siteId, zones.zoneId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.siteId, t.facilityId],
      foreignColumns: [facilities.siteId, facilities.facilityId],
    }).onDelete('cascade'),
    index('zone_facilities_facility_idx').on(t.siteId, t.facilityId),
  ],
);

/** Stock of a SKU in a facility. `productId` is denormalised for availability facets. */
export const stock = pgTable(
  'stock',
  {
    siteId: siteId(),
    facilityId: text().notNull(),
    skuId: text().notNull(),
    productId: text().notNull(),
    quantity: integer().notNull(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.skuId, t.facilityId] }),
    foreignKey({
      columns: [t.siteId, t.skuId],
      foreignColumns: [variants.siteId, variants.skuId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.siteId, t.facilityId],
      foreignColumns: [facilities.siteId, facilities.facilityId],
    }).onDelete('cascade'),
    index('stock_facility_product_idx')
      .on(t.siteId, t.facilityId, t.productId)
      .where(sql`${t.quantity} > 0`),
  ],
);

/** Delivery rule of a zone and method: lead days, cost, order cut-off hour (local time). */
export const deliveryRules = pgTable(
  'delivery_rules',
  {
    siteId: siteId(),
    zoneId: text().notNull(),
    method: deliveryMethod().notNull(),
    leadDaysMin: smallint().notNull(),
    leadDaysMax: smallint().notNull(),
    cost: money().notNull(),
    currency: currency(),
    /** Orders after this hour count from the next day. */
    cutoffHour: smallint().notNull().default(14),
    /** Free from this order amount (minor units), when set. */
    freeFrom: money(),
    /** Days of the week with deliveries (0 = Sunday). */
    weekdays: smallint().array().notNull().default(sql`'{1,2,3,4,5,6}'::smallint[]`),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.zoneId, t.method] }),
    foreignKey({
      columns: [t.siteId, t.zoneId],
      foreignColumns: [zones.siteId, zones.zoneId],
    }).onDelete('cascade'),
  ],
);
