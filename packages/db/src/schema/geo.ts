import { foreignKey, index, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { siteId } from './columns';
import { geoLevel } from './enums';
import { sites } from './sites';

/**
 * Geography per country at the spec's levels: state (region, departamento, estado, provincia),
 * city, municipal (comuna, municipio, alcaldía) and Peru's districts. Ids are
 * `<country>-<code>` and stable.
 */
export const geoAreas = pgTable(
  'geo_areas',
  {
    areaId: text().primaryKey(),
    country: text().notNull(),
    level: geoLevel().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    parentId: text(),
    latitude: real(),
    longitude: real(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.areaId] }).onDelete('cascade'),
    index('geo_areas_parent_idx').on(t.country, t.parentId),
    index('geo_areas_level_idx').on(t.country, t.level),
  ],
);

/** Zip codes of the zip-code countries (Mexico, Brazil), each in a municipal area. */
export const zipCodes = pgTable(
  'zip_codes',
  {
    country: text().notNull(),
    zipCode: text().notNull(),
    areaId: text()
      .notNull()
      .references(() => geoAreas.areaId, { onDelete: 'cascade' }),
    label: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.country, t.zipCode] }),
    index('zip_codes_area_idx').on(t.areaId),
  ],
);

/**
 * Delivery zones of a site. Each maps to one price group; `code` is the spec §3 "price group and
 * zone" string: priceGroup + zone + length(priceGroup) + length(zone) (at least 6 characters).
 */
export const zones = pgTable(
  'zones',
  {
    siteId: siteId().references(() => sites.siteId, { onDelete: 'cascade' }),
    zoneId: text().notNull(),
    name: text().notNull(),
    priceGroup: text().notNull(),
    code: text().notNull(),
    /** IANA time zone of the zone's local clock: delivery cut-off hours are in it. */
    timeZone: text().notNull().default('UTC'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.zoneId] }),
    index('zones_code_idx').on(t.siteId, t.code),
  ],
);

/** Which zone serves each geographic area on a site (usually the municipal level). */
export const zoneAreas = pgTable(
  'zone_areas',
  {
    siteId: siteId(),
    areaId: text()
      .notNull()
      .references(() => geoAreas.areaId, { onDelete: 'cascade' }),
    zoneId: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.areaId] }),
    foreignKey({
      columns: [t.siteId, t.zoneId],
      foreignColumns: [zones.siteId, zones.zoneId],
    }).onDelete('cascade'),
    index('zone_areas_zone_idx').on(t.siteId, t.zoneId),
  ],
);
