import type pg from 'pg';
import type { FacilityStock } from '../../contract';
import type { InventoryRepo } from './inventory.service';

/** Stock by facility over PostgreSQL: the facilities serving a zone, by any method. */
export const createInventoryRepo = (pool: pg.Pool): InventoryRepo => ({
  async zoneFacility(siteId, skuId, zoneId) {
    const { rows: known } = await pool.query<{ sku: boolean; zone: boolean }>({
      name: 'inventory-known',
      text: `SELECT EXISTS (SELECT 1 FROM variants WHERE site_id = $1 AND sku_id = $2 AND published) AS sku,
        EXISTS (SELECT 1 FROM zones WHERE site_id = $1 AND zone_id = $3) AS zone`,
      values: [siteId, skuId, zoneId],
    });
    if (!known[0]?.sku) return { notFound: 'variantId' };
    if (!known[0].zone) return { notFound: 'zoneId' };
    const { rows } = await pool.query<FacilityStock & { home: boolean }>({
      name: 'inventory-zone-facility',
      text: `SELECT f.facility_id AS "facilityId", f.name,
          upper(f.kind::text) AS kind, COALESCE(s.quantity, 0) AS quantity,
          bool_or(zf.method = 'pickupInStore') AND f.pickup_enabled
            AND COALESCE(s.quantity, 0) > 0 AS "pickupAvailable",
          bool_or(zf.method = 'homeDelivery') AS home
        FROM zone_facilities zf
        JOIN facilities f ON f.site_id = zf.site_id AND f.facility_id = zf.facility_id
        LEFT JOIN stock s ON s.site_id = zf.site_id AND s.facility_id = zf.facility_id AND s.sku_id = $2
        WHERE zf.site_id = $1 AND zf.zone_id = $3
        GROUP BY f.facility_id, f.name, f.kind, f.pickup_enabled, s.quantity`,
      values: [siteId, skuId, zoneId],
    });
    return {
      homeDeliveryAvailable: rows.some((r) => r.home && r.quantity > 0),
      facilities: rows.map(({ home: _h, ...f }) => ({ ...f, quantity: Number(f.quantity) })),
    };
  },
});
