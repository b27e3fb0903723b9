import type pg from 'pg';
import { toPriceRows } from '../pricing';
import type { DeliveryRepo, StoreStock } from './delivery.service';
import type { OffersRepo } from './offers.service';

/** Delivery estimates over PostgreSQL: zone rules, stock of the facilities serving the zone. */
export const createDeliveryRepo = (pool: pg.Pool): DeliveryRepo => ({
  async skuExists(siteId, skuId) {
    const { rowCount } = await pool.query({
      name: 'delivery-sku',
      text: 'SELECT 1 FROM variants WHERE site_id = $1 AND sku_id = $2 AND published',
      values: [siteId, skuId],
    });
    return Boolean(rowCount);
  },

  async zoneDelivery(siteId, skuId, zoneId) {
    const { rows } = await pool.query({
      name: 'delivery-zone',
      text: `SELECT z.zone_id, r.lead_days_min, r.lead_days_max, r.cost, r.currency,
          r.cutoff_hour, r.weekdays, z.time_zone,
          COALESCE((SELECT sum(s.quantity) FROM zone_facilities zf JOIN stock s
            ON s.site_id = zf.site_id AND s.facility_id = zf.facility_id
            WHERE zf.site_id = $1 AND zf.zone_id = $3 AND zf.method = 'homeDelivery'
              AND s.sku_id = $2 AND s.quantity > 0), 0)::int AS quantity
        FROM zones z LEFT JOIN delivery_rules r ON r.site_id = z.site_id
          AND r.zone_id = z.zone_id AND r.method = 'homeDelivery'
        WHERE z.site_id = $1 AND z.zone_id = $3`,
      values: [siteId, skuId, zoneId],
    });
    const r = rows[0];
    if (!r) return null;
    // A zone without a home-delivery rule has no delivery: no stock reaches it.
    if (r.lead_days_min === null) {
      return { quantity: 0, leadDaysMin: 0, leadDaysMax: 0, cost: 0, currency: '' };
    }
    return {
      quantity: Number(r.quantity),
      leadDaysMin: Number(r.lead_days_min),
      leadDaysMax: Number(r.lead_days_max),
      cost: Number(r.cost),
      currency: r.currency,
      calendar: { cutoffHour: Number(r.cutoff_hour), weekdays: r.weekdays, timeZone: r.time_zone },
    };
  },

  async storeStock(siteId, skuId, where): Promise<StoreStock[]> {
    const { rows } = await pool.query({
      name: 'delivery-store-stock',
      text: `SELECT f.facility_id AS id, f.name, s.quantity, coalesce(r.lead_days_min, 0) AS lead,
          r.cutoff_hour, r.weekdays, z.time_zone
        FROM stock s
        LEFT JOIN delivery_rules r ON r.site_id = $1 AND r.zone_id = $4 AND r.method = 'pickupInStore'
        LEFT JOIN zones z ON z.site_id = $1 AND z.zone_id = $4 JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
        WHERE s.site_id = $1 AND s.sku_id = $2 AND f.kind = 'store' AND s.quantity > 0
          AND ($3::text IS NULL OR f.facility_id = $3)
          AND ($3::text IS NOT NULL OR $4::text IS NULL OR EXISTS (SELECT 1 FROM zone_facilities zf
            WHERE zf.site_id = $1 AND zf.zone_id = $4 AND zf.facility_id = f.facility_id))
        ORDER BY f.name LIMIT 50`,
      values: [siteId, skuId, where.storeId, where.zoneId],
    });
    return rows.map((r) => ({
      store: { id: r.id, name: r.name },
      quantity: Number(r.quantity),
      leadTimeDays: Number(r.lead),
      // The zone's pickup rule sets the calendar; without a zone, days count from today.
      ...(r.cutoff_hour === null
        ? {}
        : {
            calendar: {
              cutoffHour: Number(r.cutoff_hour),
              weekdays: r.weekdays,
              timeZone: r.time_zone,
            },
          }),
    }));
  },
});

/** Installment plans (BANK promotions) and promotions of a SKU running at `now`. */
export const createOffersRepo = (pool: pg.Pool): OffersRepo => ({
  async skuOffers(siteId, skuId, now) {
    const { rows } = await pool.query({
      name: 'offers-sku',
      text: `SELECT
          (SELECT json_agg(json_build_object('type', pr.type, 'amount', pr.amount,
            'currency', pr.currency, 'priceGroup', pr.price_group, 'validFrom', pr.valid_from,
            'validTo', pr.valid_to, 'unit', pr.unit))
            FROM prices pr WHERE pr.site_id = $1 AND pr.sku_id = $2) AS prices,
          (SELECT json_agg(json_build_object('id', pm.promotion_id, 'type', pm.type,
              'title', pm.title, 'description', pm.description, 'bank', pm.bank,
              'months', pm.months, 'interestFree', pm.interest_free,
              'monthlyRate', pm.monthly_rate, 'minAmount', pm.min_amount)
            ORDER BY pm.promotion_id)
            FROM promotions pm WHERE pm.site_id = $1
              AND (pm.valid_from IS NULL OR pm.valid_from <= $3)
              AND (pm.valid_to IS NULL OR $3 < pm.valid_to)
              AND (EXISTS (SELECT 1 FROM promotion_items pi WHERE pi.site_id = $1
                  AND pi.promotion_id = pm.promotion_id AND pi.sku_id = $2)
                OR (pm.type = 'BANK' AND NOT EXISTS (SELECT 1 FROM promotion_items pi
                  WHERE pi.site_id = $1 AND pi.promotion_id = pm.promotion_id)))) AS promos
          , p.sale_unit, p.coverage_per_box, p.litres
        FROM variants v JOIN products p ON p.site_id = v.site_id AND p.product_id = v.product_id
        WHERE v.site_id = $1 AND v.sku_id = $2 AND v.published`,
      values: [siteId, skuId, now],
    });
    const r = rows[0];
    if (!r) return null;
    const promos: Array<{
      id: string;
      type: string;
      title: string;
      description: string | null;
      bank: string | null;
      months: number | null;
      interestFree: boolean | null;
      monthlyRate: number | null;
      minAmount: number | null;
    }> = r.promos ?? [];
    return {
      priceRows: toPriceRows(r.prices),
      sale: {
        saleUnit: r.sale_unit,
        coveragePerBox: r.coverage_per_box === null ? null : Number(r.coverage_per_box),
        litres: r.litres === null ? null : Number(r.litres),
      },
      plans: promos
        .filter((p) => p.type === 'BANK' && p.bank && p.months)
        .map((p) => ({
          promotionId: p.id,
          bank: p.bank!,
          months: p.months!,
          interestFree: p.interestFree ?? false,
          monthlyRate: Number(p.monthlyRate ?? 0),
          minAmount: Number(p.minAmount ?? 0),
        })),
      promotions: promos
        .filter((p) => p.type !== 'BANK')
        .map(({ id, type, title, description }) => ({ id, type, title, description })),
    };
  },
});
