import { canonicalZipCode } from '@fierro/domain';
import { getTenantBySiteId } from '@fierro/tenants';
import type pg from 'pg';
import type { GeoNode, StoresResponse } from '../../contract';
import { poolCache } from '../../lib/bounded-cache';
import { byPlaceName, type GeoRepo, type StoredLocation } from './geo.service';

const NODE = `a.area_id AS id, a.name, a.level::text AS level, a.parent_id AS "parentId",
  EXISTS (SELECT 1 FROM geo_areas c WHERE c.parent_id = a.area_id) AS "hasChildren"`;
const COUNTRY = '(SELECT country FROM sites WHERE site_id = $1)';

/** A text for LIKE that matches only itself: its `\\`, `%` and `_` escaped (ESCAPE '\\'). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Geography over PostgreSQL: the site's country's areas, zones by area (or an ancestor). */
/**
 * A place's path and zone, kept a minute: every cart location and every order's address asks it
 * (two queries), and geography moves only with a seed or an import. A place not found is not kept.
 */
const locations = poolCache<StoredLocation>('geo-locations', { max: 20_000, ttl: 60_000 });

export const createGeoRepo = (pool: pg.Pool): GeoRepo => {
  const located = locations(pool);
  const locate = async (siteId: string, areaId: string, zipCode: string | null) => {
    const key = `${siteId}:${areaId}:${zipCode ?? ''}`;
    const kept = located.get(key);
    if (kept) return kept;
    const found = await locateNow(siteId, areaId, zipCode);
    if (found) located.set(key, found);
    return found;
  };
  const locateNow = async (siteId: string, areaId: string, zipCode: string | null) => {
    const { rows } = await pool.query<GeoNode & { depth: number }>({
      name: 'geo-path',
      text: `WITH RECURSIVE up AS (
          SELECT a.*, 0 AS depth FROM geo_areas a WHERE a.area_id = $2 AND a.country = ${COUNTRY}
          UNION ALL SELECT a.*, up.depth + 1 FROM geo_areas a JOIN up ON a.area_id = up.parent_id)
        SELECT ${NODE}, a.depth FROM up a ORDER BY a.depth DESC`,
      values: [siteId, areaId],
    });
    if (rows.length === 0) return null;
    // The zone of the nearest area on the path that has one (usually the comuna itself).
    const { rows: zone } = await pool.query<{ zone_id: string; price_group: string }>({
      name: 'geo-zone',
      text: `SELECT z.zone_id, z.price_group FROM unnest($2::text[]) WITH ORDINALITY u(id, n)
        JOIN zone_areas za ON za.site_id = $1 AND za.area_id = u.id
        JOIN zones z ON z.site_id = za.site_id AND z.zone_id = za.zone_id ORDER BY u.n LIMIT 1`,
      values: [siteId, rows.map((r) => r.id).reverse()],
    });
    if (!zone[0]) return null;
    const location: StoredLocation = {
      locationId: areaId,
      priceGroup: zone[0].price_group,
      zoneId: zone[0].zone_id,
      path: rows.map(({ depth: _d, ...n }) => n),
      zipCode,
    };
    return location;
  };

  return {
    // In no order: the service sorts them as the site's language does (`byPlaceName`).
    async children(siteId, parentId) {
      if (parentId !== null) {
        const { rowCount } = await pool.query({
          name: 'geo-exists',
          text: `SELECT 1 FROM geo_areas WHERE area_id = $2 AND country = ${COUNTRY}`,
          values: [siteId, parentId],
        });
        if (!rowCount) return null;
      }
      const { rows } = await pool.query<GeoNode>({
        name: 'geo-children',
        text: `SELECT ${NODE} FROM geo_areas a WHERE a.country = ${COUNTRY}
          AND a.parent_id IS NOT DISTINCT FROM $2`,
        values: [siteId, parentId],
      });
      return rows;
    },

    location: (siteId, locationId) => locate(siteId, locationId, null),

    async byZip(siteId, typed) {
      // As the country writes it: a CEP typed without its hyphen is the same CEP.
      const zipCode = canonicalZipCode(getTenantBySiteId(siteId)?.country ?? '', typed);
      const { rows } = await pool.query<{ area_id: string }>({
        name: 'geo-zip',
        text: `SELECT area_id FROM zip_codes WHERE country = ${COUNTRY} AND zip_code = $2`,
        values: [siteId, zipCode],
      });
      return rows[0] ? locate(siteId, rows[0].area_id, zipCode) : null;
    },

    async postcodes(siteId, term, limit) {
      // The term is matched as typed: its % and _ are no wildcards (`%%` listed every postcode).
      const { rows } = await pool.query<{ zipCode: string; label: string; locationId: string }>({
        name: 'geo-postcodes',
        text: `SELECT zip_code AS "zipCode", label, area_id AS "locationId" FROM zip_codes
          WHERE country = ${COUNTRY} AND (zip_code LIKE $4 || '%' ESCAPE '\\'
            OR ($2 ~ '[^0-9-]' AND fierro_unaccent(lower(label))
              LIKE '%' || fierro_unaccent(lower($4)) || '%' ESCAPE '\\'))
          ORDER BY zip_code LIMIT $3`,
        values: [siteId, term, limit, likeLiteral(term)],
      });
      return rows;
    },

    async stores(siteId, locationId, limit) {
      let point: { lat: number | null; lon: number | null } = { lat: null, lon: null };
      if (locationId) {
        const { rows: at } = await pool.query<{ lat: number | null; lon: number | null }>({
          name: 'geo-point',
          text: `WITH RECURSIVE up AS (
            SELECT a.area_id, a.parent_id, a.latitude, a.longitude, 0 AS d FROM geo_areas a
            WHERE a.area_id = $2 AND a.country = ${COUNTRY}
            UNION ALL SELECT a.area_id, a.parent_id, a.latitude, a.longitude, up.d + 1
            FROM geo_areas a JOIN up ON a.area_id = up.parent_id)
          SELECT (SELECT latitude FROM up WHERE latitude IS NOT NULL ORDER BY d LIMIT 1) AS lat,
            (SELECT longitude FROM up WHERE longitude IS NOT NULL ORDER BY d LIMIT 1) AS lon,
            (SELECT count(*) FROM up) AS n`,
          values: [siteId, locationId],
        });
        const found = at[0] as { lat: number | null; lon: number | null; n?: string } | undefined;
        if (!found || Number(found.n) === 0) return null;
        point = found;
      }
      const { rows } = await pool.query({
        name: 'geo-stores',
        // Haversine distance in km from the location's point (null when it has none).
        text: `SELECT facility_id AS id, name, address, COALESCE(area_id, '') AS "locationId",
            latitude, longitude, opening_hours_text AS "openingHours",
            CASE WHEN $2::float8 IS NULL THEN NULL ELSE round((6371 * 2 * asin(sqrt(
              power(sin(radians(latitude - $2::float8) / 2), 2) + cos(radians($2::float8))
              * cos(radians(latitude)) * power(sin(radians(longitude - $3::float8) / 2), 2)))
            )::numeric, 1)::float8 END AS "distanceKm"
          FROM facilities WHERE site_id = $1 AND kind = 'store' AND pickup_enabled`,
        values: [siteId, point.lat, point.lon],
      });
      // Nearest first, then by name as the site's language sorts it (`byPlaceName`): every
      // pickup store of a site is read (tens), so the first `limit` are the right ones.
      const byName = byPlaceName(getTenantBySiteId(siteId)?.locale ?? 'es');
      const far = Number.POSITIVE_INFINITY;
      return (rows as StoresResponse['items'])
        .sort((a, b) => (a.distanceKm ?? far) - (b.distanceKm ?? far) || byName(a, b))
        .slice(0, limit);
    },
  };
};
