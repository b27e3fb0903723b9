import type { DeliveryCalendar } from '@fierro/domain';
import type pg from 'pg';
import { poolCache } from '../../lib/bounded-cache';
import { catalogVersion } from '../../lib/site-index';
import {
  type JsonPrice,
  openAt,
  type PriceRow,
  type SaleFacts,
  toPriceRows,
  type UnitPromotion,
} from '../pricing';

/**
 * What the cart reads of the catalogue, stock, stores and delivery rules: one query per kind for
 * every line at once (a 30-line cart is a handful of queries, not a hundred).
 */

export interface OfferedService {
  skuId: string;
  kind: 'WARRANTY' | 'SERVICE';
  name: string;
  price: number;
}

export interface SkuFacts {
  skuId: string;
  productId: string;
  name: string;
  slug: string;
  image: string | null;
  /** Published variant of a published product. */
  sold: boolean;
  sale: SaleFacts;
  priceRows: PriceRow[];
  promotions: UnitPromotion[];
  services: OfferedService[];
}

interface PromotionJson {
  id: string;
  title: string;
  type: 'MULTI_UNIT' | 'SECOND_UNIT';
  buy: number | null;
  pay: number | null;
  percent: number | null;
  priceGroup: string | null;
  validFrom: string | null;
  validTo: string | null;
}

const promotionsAt = (
  rows: PromotionJson[] | null,
  now: Date,
  groups: readonly string[],
): UnitPromotion[] =>
  (rows ?? []).flatMap((p): UnitPromotion[] => {
    const window = {
      validFrom: p.validFrom ? new Date(p.validFrom) : null,
      validTo: p.validTo ? new Date(p.validTo) : null,
    };
    if (!openAt(window, now.getTime())) return [];
    if (p.priceGroup !== null && !groups.includes(p.priceGroup)) return [];
    if (p.type === 'MULTI_UNIT' && p.buy && p.pay !== null) {
      return [{ id: p.id, title: p.title, type: 'MULTI_UNIT', buy: p.buy, pay: p.pay }];
    }
    if (p.type === 'SECOND_UNIT' && p.percent !== null) {
      return [{ id: p.id, title: p.title, type: 'SECOND_UNIT', percent: Number(p.percent) }];
    }
    return [];
  });

/** What the catalogue says of a SKU, before the request's instant and price groups apply. */
interface StoredSku extends Omit<SkuFacts, 'promotions'> {
  promotions: PromotionJson[] | null;
}

/**
 * SKU facts held per catalogue version (DESIGN §2: immutable until the seed or the importer moves
 * `sites.catalog_version`), as the product pages hold theirs: a cart read or write then asks the
 * database only for its cart, its stock and its stores. About 1 KB each: 20,000 SKUs, 20 MB.
 */
const skuCache = poolCache<{ version: number; value: StoredSku }>('cart-skus', {
  max: 20_000,
});

const loadSkus = async (
  pool: pg.Pool,
  siteId: string,
  skuIds: readonly string[],
): Promise<StoredSku[]> => {
  const { rows } = await pool.query({
    name: 'cart-sku-facts',
    text: `SELECT v.sku_id, v.product_id, v.name, p.slug, (v.published AND p.published) AS sold,
        p.sale_unit, p.coverage_per_box, p.litres,
        (SELECT md.url FROM media md WHERE md.site_id = v.site_id AND md.product_id = v.product_id
          AND md.kind = 'IMAGE' AND (md.sku_id IS NULL OR md.sku_id = v.sku_id)
          ORDER BY md.sku_id NULLS LAST, md.sort_order LIMIT 1) AS image,
        (SELECT json_agg(json_build_object('type', pr.type, 'amount', pr.amount,
            'currency', pr.currency, 'priceGroup', pr.price_group, 'validFrom', pr.valid_from,
            'validTo', pr.valid_to, 'unit', pr.unit))
          FROM prices pr WHERE pr.site_id = v.site_id AND pr.sku_id = v.sku_id) AS prices,
        (SELECT json_agg(json_build_object('id', pm.promotion_id, 'title', pm.title,
            'type', pm.type, 'buy', pm.buy_quantity, 'pay', pm.pay_quantity,
            'percent', pm.discount_percent, 'priceGroup', pm.price_group,
            'validFrom', pm.valid_from, 'validTo', pm.valid_to))
          FROM promotion_items pi JOIN promotions pm
            ON pm.site_id = pi.site_id AND pm.promotion_id = pi.promotion_id
          WHERE pi.site_id = v.site_id AND pi.sku_id = v.sku_id
            AND pm.type IN ('MULTI_UNIT', 'SECOND_UNIT')) AS promotions,
        (SELECT json_agg(json_build_object('skuId', ps.sku_id, 'kind', ps.kind, 'name', ps.name,
            'price', ps.price) ORDER BY ps.kind DESC, ps.price)
          FROM product_services ps WHERE ps.site_id = v.site_id AND ps.product_id = v.product_id)
          AS services
      FROM unnest($2::text[]) AS ids(sku)
      JOIN variants v ON v.site_id = $1 AND v.sku_id = ids.sku
      JOIN products p ON p.site_id = v.site_id AND p.product_id = v.product_id`,
    values: [siteId, [...skuIds]],
  });
  return rows.map((r) => ({
    skuId: r.sku_id,
    productId: r.product_id,
    name: r.name,
    slug: r.slug,
    image: r.image ?? null,
    sold: Boolean(r.sold),
    sale: {
      saleUnit: r.sale_unit,
      coveragePerBox: r.coverage_per_box === null ? null : Number(r.coverage_per_box),
      litres: r.litres === null ? null : Number(r.litres),
    },
    priceRows: toPriceRows(r.prices as JsonPrice[] | null),
    promotions: r.promotions as PromotionJson[] | null,
    services: ((r.services ?? []) as OfferedService[]).map((s) => ({
      ...s,
      price: Number(s.price),
    })),
  }));
};

/**
 * Catalogue facts of SKUs of a site (missing SKUs are absent from the map), with the promotions
 * open at `now` for `groups`. A cart's view and its writes take them from the cache above (a
 * catalogue change shows within the version's TTL, as on the product page); `fresh` reads the
 * database, for what is charged: an order is priced on the catalogue as it is at that moment.
 */
export const skuFacts = async (
  pool: pg.Pool,
  siteId: string,
  skuIds: readonly string[],
  now: Date,
  groups: readonly string[],
  options: { fresh?: boolean } = {},
): Promise<Map<string, SkuFacts>> => {
  if (skuIds.length === 0) return new Map();
  const stored = new Map<string, StoredSku>();
  let missing: readonly string[] = skuIds;
  if (!options.fresh) {
    const cache = skuCache(pool);
    const version = await catalogVersion(pool, siteId);
    missing = skuIds.filter((skuId) => {
      const held = cache.get(`${siteId}|${skuId}`);
      if (held?.version !== version) return true;
      stored.set(skuId, held.value);
      return false;
    });
    if (missing.length > 0) {
      for (const sku of await loadSkus(pool, siteId, missing)) {
        stored.set(sku.skuId, sku);
        cache.set(`${siteId}|${sku.skuId}`, { version, value: sku });
      }
    }
  } else {
    for (const sku of await loadSkus(pool, siteId, missing)) stored.set(sku.skuId, sku);
  }
  const out = new Map<string, SkuFacts>();
  for (const [skuId, sku] of stored) {
    out.set(skuId, { ...sku, promotions: promotionsAt(sku.promotions, now, groups) });
  }
  return out;
};

export interface StoreFacts {
  id: string;
  name: string;
  address: string;
  hours: string | null;
  /** Offers pickup of online orders. */
  pickup: boolean;
}

/** Stores of a site by id (facilities of kind store). */
export const storeFacts = async (
  pool: pg.Pool,
  siteId: string,
  storeIds: readonly string[],
): Promise<Map<string, StoreFacts>> => {
  if (storeIds.length === 0) return new Map();
  const { rows } = await pool.query({
    name: 'cart-stores',
    text: `SELECT facility_id AS id, name, address || ', ' || city AS address,
        opening_hours_text AS hours, pickup_enabled AS pickup
      FROM facilities WHERE site_id = $1 AND kind = 'store' AND facility_id = ANY($2::text[])`,
    values: [siteId, [...storeIds]],
  });
  return new Map(rows.map((r) => [r.id as string, r as StoreFacts]));
};

/** Units of each SKU: reaching a zone by home delivery, in given stores, and anywhere. */
export interface StockFacts {
  home: Map<string, number>;
  /** `${skuId}|${storeId}` → units on the store's shelf. */
  store: Map<string, number>;
  anywhere: Map<string, number>;
  /** SKU → units per store offering pickup that holds it (the cart page's store choices). */
  pickupStores: Map<string, Record<string, number>>;
}

export const stockFacts = async (
  pool: pg.Pool,
  siteId: string,
  skuIds: readonly string[],
  zoneId: string | null,
  storeIds: readonly string[],
): Promise<StockFacts> => {
  const out: StockFacts = {
    home: new Map(),
    store: new Map(),
    anywhere: new Map(),
    pickupStores: new Map(),
  };
  if (skuIds.length === 0) return out;
  const { rows } = await pool.query({
    name: 'cart-stock',
    text: `SELECT s.sku_id, s.facility_id, s.quantity,
        ($3::text IS NOT NULL AND EXISTS (SELECT 1 FROM zone_facilities zf WHERE zf.site_id = $1
          AND zf.zone_id = $3 AND zf.facility_id = s.facility_id AND zf.method = 'homeDelivery'))
          AS ships,
        (f.kind = 'store' AND f.pickup_enabled) AS pickup
      FROM stock s JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
      WHERE s.site_id = $1 AND s.sku_id = ANY($2::text[]) AND s.quantity > 0`,
    values: [siteId, [...skuIds], zoneId],
  });
  const stores = new Set(storeIds);
  for (const r of rows) {
    const sku = r.sku_id as string;
    const qty = Number(r.quantity);
    out.anywhere.set(sku, (out.anywhere.get(sku) ?? 0) + qty);
    if (r.ships) out.home.set(sku, (out.home.get(sku) ?? 0) + qty);
    if (stores.has(r.facility_id)) out.store.set(`${sku}|${r.facility_id}`, qty);
    if (r.pickup) {
      const held = out.pickupStores.get(sku) ?? {};
      held[r.facility_id as string] = qty;
      out.pickupStores.set(sku, held);
    }
  }
  return out;
};

export interface DeliveryRule {
  leadDaysMin: number;
  leadDaysMax: number;
  cost: number;
  freeFrom: number | null;
  calendar: DeliveryCalendar;
}

/** The zone's delivery rules per method (home delivery, pickup). */
export const deliveryRules = async (
  pool: pg.Pool,
  siteId: string,
  zoneId: string | null,
): Promise<Map<string, DeliveryRule>> => {
  if (!zoneId) return new Map();
  const { rows } = await pool.query({
    name: 'cart-delivery-rules',
    text: `SELECT r.method, r.lead_days_min, r.lead_days_max, r.cost, r.free_from, r.cutoff_hour,
        r.weekdays, z.time_zone
      FROM delivery_rules r JOIN zones z ON z.site_id = r.site_id AND z.zone_id = r.zone_id
      WHERE r.site_id = $1 AND r.zone_id = $2`,
    values: [siteId, zoneId],
  });
  return new Map(
    rows.map((r) => [
      r.method as string,
      {
        leadDaysMin: Number(r.lead_days_min),
        leadDaysMax: Number(r.lead_days_max),
        cost: Number(r.cost),
        freeFrom: r.free_from === null ? null : Number(r.free_from),
        calendar: {
          cutoffHour: Number(r.cutoff_hour),
          weekdays: r.weekdays,
          timeZone: r.time_zone,
        },
      },
    ]),
  );
};
