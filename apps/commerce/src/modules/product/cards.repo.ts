import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Tenant } from '@fierro/tenants';
import type pg from 'pg';
import type { Badge, ProductCard } from '../../contract';
import { poolCache } from '../../lib/bounded-cache';
import { catalogVersion } from '../../lib/site-index';
import {
  badgesWith,
  type JsonPrice,
  type PriceContext,
  type PriceRow,
  priceOf,
  type SaleFacts,
  toPriceRows,
} from '../pricing';

interface CardRow {
  product_id: string;
  sku_id: string;
  display_name: string;
  brand_name: string;
  slug: string;
  rating_average: number;
  review_count: number;
  variant_count: number;
  sale_unit: SaleFacts['saleUnit'];
  coverage_per_box: number | null;
  litres: number | null;
  images: string[] | null;
  prices: JsonPrice[] | null;
  badges: Array<Badge & { validFrom: string | null; validTo: string | null }> | null;
}

/** What a card shows for every price context and date: prices and badges are chosen per request. */
interface CardSource {
  version: number;
  card: Omit<ProductCard, 'pricing' | 'badges'>;
  sale: SaleFacts;
  /** The first variant's price rows of every price group. */
  priceRows: PriceRow[];
  /** Badges with their windows in ms (null: open). */
  badges: Array<{ badge: Badge; from: number | null; to: number | null }>;
}

/**
 * How many products' cards one process keeps: 1.2 KB each measured (the full Chile catalogue of
 * 50,000 products holds 60 MB), so that every card of a large site stays warm (warmProductCards).
 */
export const CARD_CACHE_MAX = 60_000;
const cardCache = poolCache<CardSource>('product-cards', { max: CARD_CACHE_MAX });

/**
 * Product cards in the given order: the first variant (the one the card links to) priced by the
 * price rule for the shopper, images, badges. What a card is made of is kept per product until
 * the catalogue version moves (DESIGN §2: immutable data; the seed and the importer move it), for
 * every price group at once: prices and badges are chosen per request, so a page of cards usually
 * costs no query, whichever the shopper and the minute.
 */
export const productCards = async (
  pool: pg.Pool,
  tenant: Tenant,
  productIds: string[],
  price: PriceContext,
  now: Date,
): Promise<ProductCard[]> => {
  if (productIds.length === 0) return [];
  const cache = cardCache(pool);
  const version = await catalogVersion(pool, tenant.siteId);
  const prefix = `${tenant.siteId}|`;
  const missing = productIds.filter((id) => cache.get(prefix + id)?.version !== version);
  if (missing.length > 0) {
    for (const source of await loadCardSources(pool, tenant, missing, version)) {
      cache.set(prefix + source.card.productId, source);
    }
  }
  const t = now.getTime();
  return productIds.flatMap((id) => {
    const source = cache.get(prefix + id);
    if (!source) return [];
    const pricing = priceOf({
      rows: source.priceRows,
      groups: price.groups,
      now,
      shopper: price.shopper,
      sale: source.sale,
      tenant,
    });
    const open = source.badges
      .filter(({ from, to }) => (from === null || from <= t) && (to === null || t < to))
      .map(({ badge }) => badge);
    return [{ ...source.card, pricing, badges: badgesWith(open, pricing) }];
  });
};

/** Products loaded per query when warming: one query's rows, then a turn for other requests. */
const WARM_BATCH = 1_000;

/**
 * Loads the cards of the site's published products into the cache in the background (prewarm.ts),
 * best rated first, only into the room the cache has left (never evicting another site's cards):
 * a search asked for the first time then pays its match query alone, not also a card query
 * (issue 19: first-time search p95). Answers how many it loaded.
 */
export const warmProductCards = async (pool: pg.Pool, tenant: Tenant): Promise<number> => {
  const cache = cardCache(pool);
  const room = CARD_CACHE_MAX - cache.size;
  if (room <= 0) return 0;
  const version = await catalogVersion(pool, tenant.siteId);
  const { rows } = await pool.query<{ id: string }>({
    name: 'product-card-warm-ids',
    text: `SELECT product_id AS id FROM products WHERE site_id = $1 AND published
      ORDER BY rating_average DESC, review_count DESC, product_id LIMIT $2`,
    values: [tenant.siteId, room],
  });
  const prefix = `${tenant.siteId}|`;
  let loaded = 0;
  for (let i = 0; i < rows.length; i += WARM_BATCH) {
    await nextTurn();
    const ids = rows.slice(i, i + WARM_BATCH).map((r) => r.id);
    const missing = ids.filter((id) => cache.peek(prefix + id)?.version !== version);
    for (const source of await loadCardSources(pool, tenant, missing, version)) {
      // A request meanwhile may have loaded it for a newer version: keep the newer one.
      if ((cache.peek(prefix + source.card.productId)?.version ?? -1) <= version) {
        cache.set(prefix + source.card.productId, source);
        loaded++;
      }
    }
  }
  return loaded;
};

const loadCardSources = async (
  pool: pg.Pool,
  tenant: Tenant,
  productIds: string[],
  version: number,
): Promise<CardSource[]> => {
  const { rows } = await pool.query<CardRow>({
    name: 'product-card-sources',
    text: `SELECT p.product_id, fv.sku_id, p.display_name, p.brand_name, p.slug, p.rating_average,
        p.review_count, fv.n AS variant_count, p.sale_unit, p.coverage_per_box, p.litres,
        (SELECT array_agg(md.url ORDER BY md.sort_order) FROM media md
          WHERE md.site_id = p.site_id AND md.product_id = p.product_id AND md.kind = 'IMAGE'
            AND (md.sku_id IS NULL OR md.sku_id = fv.sku_id)) AS images,
        (SELECT json_agg(json_build_object('type', pr.type, 'amount', pr.amount,
            'currency', pr.currency, 'priceGroup', pr.price_group, 'validFrom', pr.valid_from,
            'validTo', pr.valid_to, 'unit', pr.unit))
          FROM prices pr WHERE pr.site_id = p.site_id AND pr.sku_id = fv.sku_id) AS prices,
        (SELECT json_agg(json_build_object('type', b.type, 'label', b.label, 'value', b.value,
            'validFrom', b.valid_from, 'validTo', b.valid_to))
          FROM badges b WHERE b.site_id = p.site_id AND b.product_id = p.product_id
            AND (b.sku_id IS NULL OR b.sku_id = fv.sku_id)) AS badges
      FROM unnest($2::text[]) WITH ORDINALITY AS ids(id, n)
      JOIN products p ON p.site_id = $1 AND p.product_id = ids.id
      CROSS JOIN LATERAL (SELECT v.sku_id, count(*) OVER () AS n FROM variants v
        WHERE v.site_id = p.site_id AND v.product_id = p.product_id AND v.published
        ORDER BY v.sort_order, v.sku_id LIMIT 1) fv
      ORDER BY ids.n`,
    values: [tenant.siteId, productIds],
  });
  const ms = (at: string | null) => (at === null ? null : new Date(at).getTime());
  return rows.map((r) => ({
    version,
    card: {
      productId: r.product_id,
      skuId: r.sku_id,
      displayName: r.display_name,
      brand: r.brand_name,
      slug: r.slug,
      images: r.images ?? [],
      rating: Math.round(Number(r.rating_average) * 10) / 10,
      reviewCount: Number(r.review_count),
      variantCount: Number(r.variant_count),
    },
    sale: saleFactsOf(r),
    priceRows: toPriceRows(r.prices),
    badges: (r.badges ?? []).map(({ type, label, value, validFrom, validTo }) => ({
      badge: value === null ? { type, label } : { type, label, value },
      from: ms(validFrom),
      to: ms(validTo),
    })),
  }));
};

/** The product columns the price rule reads. */
export const saleFactsOf = (r: {
  sale_unit: SaleFacts['saleUnit'];
  coverage_per_box: number | string | null;
  litres: number | string | null;
}): SaleFacts => ({
  saleUnit: r.sale_unit,
  coveragePerBox: r.coverage_per_box === null ? null : Number(r.coverage_per_box),
  litres: r.litres === null ? null : Number(r.litres),
});
