import { shownStep } from '@fierro/domain';
import { getTenantBySiteId } from '@fierro/tenants';
import type pg from 'pg';
import { poolCache } from '../../lib/bounded-cache';
import { catalogVersion } from '../../lib/site-index';
import { type PriceContext, pgPriceGroups } from './price-context';
import { BUSINESS_PAYABLE, GUEST, groupsOf, isBusiness, PAYABLE } from './price-rule';

/** Prices by ord of "ord:amount,..." (one text value: 50,000 rows would block the event loop). */
export const parseOrdPrices = (text: string | null | undefined): Float64Array => {
  if (!text) return new Float64Array(0);
  let size = 0;
  let ord = 0;
  let reading = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) {
      if (ord + 1 > size) size = ord + 1;
      reading = false;
    } else if (c === 44) {
      ord = 0;
      reading = true;
    } else if (reading) ord = ord * 10 + (c - 48);
  }
  const out = new Float64Array(size);
  let start = 0;
  while (start < text.length) {
    const colon = text.indexOf(':', start);
    let end = text.indexOf(',', colon);
    if (end < 0) end = text.length;
    out[Number(text.slice(start, colon))] = Number(text.slice(colon + 1, end));
    start = end + 1;
  }
  return out;
};

interface PriceMapEntry {
  version: number;
  /** The instant it was resolved for, and the next instant any price window opens or closes. */
  from: number;
  until: number;
  value: Promise<Float64Array>;
}
/**
 * One entry per site and price context: contexts come from validated price groups only
 * (price-context.ts), so a site has a handful (its retail groups and the base list, each for a
 * guest and a business shopper). About 8 bytes a product each.
 */
const priceMaps = poolCache<PriceMapEntry>('card-prices', { max: 128 });

/**
 * The paid price of every product's card (its first variant) for a price context, by ord: the
 * price rule's `paid` (price-rule.ts) in SQL, for the price sort and the price facet without a
 * lookup per row. Per type the row of the latest listed group beats the base row and, within a
 * group, the latest start wins (`rowsInForce`); then the lowest payable type (PRECIOS_PRO for a
 * business shopper). `card-prices.db.test.ts` compares it with the rule for every SKU. Kept
 * until the catalogue version moves or `now` leaves [the instant it was resolved for, the next
 * price window boundary).
 */
export const cardPrices = async (
  pool: pg.Pool,
  siteId: string,
  price: PriceContext,
  now: Date,
): Promise<Float64Array> => {
  const version = await catalogVersion(pool, siteId);
  const store = priceMaps(pool);
  const business = isBusiness(price.shopper);
  const key = `${siteId}|${price.groups.join(',')}|${business ? 'b' : 'c'}`;
  const t = now.getTime();
  const hit = store.get(key);
  if (hit && hit.version === version && hit.from <= t && t < hit.until) return hit.value;
  const entry: PriceMapEntry = {
    version,
    from: t,
    until: Number.POSITIVE_INFINITY,
    value: Promise.resolve(new Float64Array(0)),
  };
  const groups = [...price.groups];
  const types = [...(business ? BUSINESS_PAYABLE : PAYABLE)];
  entry.value = (async () => {
    const [{ rows }, next] = await Promise.all([
      pool.query({
        name: 'pricing-card-prices',
        // Products of the read model only (those have an ord), joined where estimates are good.
        text: `WITH fv AS (SELECT DISTINCT ON (v.product_id) v.product_id, v.sku_id, sp.ord
            FROM variants v JOIN search_products sp
              ON sp.site_id = v.site_id AND sp.product_id = v.product_id
            WHERE v.site_id = $1 AND v.published ORDER BY v.product_id, v.sort_order, v.sku_id),
          r AS (SELECT DISTINCT ON (fv.product_id, pr.type) fv.ord, pr.amount
            FROM fv JOIN prices pr ON pr.site_id = $1 AND pr.sku_id = fv.sku_id
            WHERE (pr.price_group IS NULL OR pr.price_group = ANY($2::text[]))
              AND pr.type = ANY($4::price_type[])
              AND (pr.valid_from IS NULL OR pr.valid_from <= $3) AND (pr.valid_to IS NULL OR $3 < pr.valid_to)
            ORDER BY fv.product_id, pr.type, array_position($2::text[], pr.price_group) DESC NULLS LAST,
              pr.valid_from DESC NULLS LAST)
          SELECT string_agg(m.ord::text || ':' || m.amount::text, ',')
          FROM (SELECT ord, min(amount) AS amount FROM r GROUP BY ord) m`,
        values: [siteId, groups, now, types],
        rowMode: 'array',
      }),
      pool.query<{ next: Date | null }>({
        name: 'pricing-card-prices-next-change',
        text: `SELECT least(min(valid_from) FILTER (WHERE valid_from > $3),
            min(valid_to) FILTER (WHERE valid_to > $3)) AS next
          FROM prices WHERE site_id = $1 AND (price_group IS NULL OR price_group = ANY($2::text[]))`,
        values: [siteId, groups, now],
      }),
    ]);
    const until = next.rows[0]?.next;
    if (until) entry.until = new Date(until).getTime();
    const prices = parseOrdPrices(rows[0]?.[0] as string | null | undefined);
    // In the pesos the site shows, as the price rule takes them (`asShown`).
    const tenant = getTenantBySiteId(siteId);
    const step = tenant ? shownStep(tenant.code) : 1;
    if (step > 1) {
      for (let i = 0; i < prices.length; i++) {
        const amount = prices[i]!;
        if (amount % step !== 0) prices[i] = Math.round(amount / step) * step;
      }
    }
    return prices;
  })();
  store.set(key, entry);
  entry.value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return entry.value;
};

/**
 * Builds every card-price map of a site (the base list and each retail group, for a guest and a
 * business shopper), one at a time: what the first listing of each would otherwise pay for.
 */
export const warmCardPrices = async (pool: pg.Pool, siteId: string, now: Date): Promise<void> => {
  const { retail, business } = await pgPriceGroups(pool).sitePriceGroups(siteId);
  for (const group of [null, ...retail]) {
    for (const businessMode of [false, true]) {
      const shopper = { ...GUEST, businessMode };
      const groups = groupsOf(group, shopper, { retail, business });
      await cardPrices(pool, siteId, { groups, shopper }, now);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
};
