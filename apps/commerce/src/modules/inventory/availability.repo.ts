import type pg from 'pg';
import { cachedLoad, poolCache } from '../../lib/bounded-cache';

/** Product-id sets per zone and method or store (search facets; a site has hundreds of zones). */
const availabilityCache = poolCache<{ at: number; value: Promise<unknown> }>(
  'inventory-availability',
  { max: 2_000 },
);
const cached = <T>(pool: pg.Pool, key: string, ttlMs: number, load: () => Promise<T>) =>
  cachedLoad(availabilityCache(pool), key, ttlMs, load);

/** How long the products available in a zone or store are reused (search facets only). */
export const AVAILABILITY_TTL_MS = 30_000;

/**
 * Products with stock for a zone (home delivery: facilities that ship to it; pickup: stores that
 * serve it) or in one store. The product page and delivery estimates read stock exactly; search
 * facets accept AVAILABILITY_TTL_MS of staleness.
 */
export const availableProducts = (
  pool: pg.Pool,
  siteId: string,
  where: { zoneId: string; method: 'homeDelivery' | 'pickupInStore' } | { storeId: string },
): Promise<Set<string>> =>
  cached(
    pool,
    'storeId' in where
      ? `store|${siteId}|${where.storeId}`
      : `zone|${siteId}|${where.method}|${where.zoneId}`,
    AVAILABILITY_TTL_MS,
    async () => {
      const { rows } =
        'storeId' in where
          ? await pool.query({
              name: 'search-available-store',
              text: `SELECT string_agg(product_id, ',') FROM (SELECT DISTINCT product_id FROM stock
                WHERE site_id = $1 AND facility_id = $2 AND quantity > 0) x`,
              values: [siteId, where.storeId],
              rowMode: 'array',
            })
          : await pool.query({
              name: 'search-available-zone',
              // A hashed DISTINCT, then one text value (string_agg(DISTINCT) sorts: 3x slower).
              text: `SELECT string_agg(product_id, ',') FROM (SELECT DISTINCT s.product_id
                FROM zone_facilities zf JOIN stock s
                  ON s.site_id = zf.site_id AND s.facility_id = zf.facility_id
                WHERE zf.site_id = $1 AND zf.zone_id = $2 AND zf.method = $3 AND s.quantity > 0) x`,
              values: [siteId, where.zoneId, where.method],
              rowMode: 'array',
            });
      // One text value: tens of thousands of ids parse far faster than as many rows.
      const text = rows[0]?.[0] as string | null | undefined;
      return new Set(text ? text.split(',') : []);
    },
  );
