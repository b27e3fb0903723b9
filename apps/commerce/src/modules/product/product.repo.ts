import { getTenantBySiteId, type Tenant } from '@fierro/tenants';
import type pg from 'pg';
import type {
  Badge,
  MediaItem,
  ProductDetailsResponse,
  Promotion,
  Review,
  Specification,
  VariantAttribute,
} from '../../contract';
import { poolCache } from '../../lib/bounded-cache';
import { catalogVersion, siteIndex } from '../../lib/site-index';
import { createCatalogRepo, type StoredCategory } from '../catalog';
import { type InstallmentPlan, type JsonPrice, toPriceRows } from '../pricing';
import { productCards, saleFactsOf } from './cards.repo';
import type { ProductRepo, StoredProduct, StoredVariant } from './product.service';
import type { ProductExtrasRepo } from './product-extras.service';

const PRICES_JSON = (sku: string) => `(SELECT json_agg(json_build_object('type', pr.type,
  'amount', pr.amount, 'currency', pr.currency, 'priceGroup', pr.price_group,
  'validFrom', pr.valid_from, 'validTo', pr.valid_to, 'unit', pr.unit))
  FROM prices pr WHERE pr.site_id = $1 AND pr.sku_id = ${sku})`;

const MEDIA_JSON = (sku: string) => `(SELECT json_agg(json_build_object('kind', md.kind,
  'name', md.name, 'url', md.url, 'altText', md.alt_text) ORDER BY md.sort_order)
  FROM media md WHERE md.site_id = $1 AND md.product_id = v.product_id
    AND (md.sku_id IS NULL OR md.sku_id = ${sku}))`;

interface VariantRow {
  sku_id: string;
  name: string;
  ean: string | null;
  model_number: string | null;
  color: string | null;
  color_hex: string | null;
  size: string | null;
  media: Array<MediaItem & { altText: string | null }> | null;
  prices: JsonPrice[] | null;
}

const attributesOf = (tenant: Tenant, v: VariantRow): VariantAttribute[] => {
  const out: VariantAttribute[] = [];
  if (v.color) {
    out.push({
      name: 'color',
      label: 'Color',
      value: v.color,
      ...(v.color_hex ? { swatch: v.color_hex } : {}),
    });
  }
  if (v.size) out.push({ name: 'size', label: tenant.sizeLabel, value: v.size });
  return out;
};

const cleanMedia = (items: VariantRow['media']): MediaItem[] =>
  (items ?? []).map(({ altText, ...m }) => (altText ? { ...m, altText } : m));

const SALE_UNITS: Record<string, string | null> = { unit: null, m2: 'm²', litre: 'L', metre: 'm' };

/** A badge, promotion or installment plan with its window in ms (null: open). */
interface Windowed<T> {
  item: T;
  from: number | null;
  to: number | null;
}
/** Window bounds arrive as JSON text (badges) or as Date (promotions). */
const ms = (at: string | Date | null) => (at === null ? null : new Date(at).getTime());
const openAt = <T>(items: Windowed<T>[], t: number): T[] =>
  items
    .filter(({ from, to }) => (from === null || from <= t) && (to === null || t < to))
    .map(({ item }) => item);

/**
 * What a product page shows that only a catalogue import changes: everything but stock. Badges,
 * promotions and plans keep their windows and are chosen per request with its `now`.
 */
interface CatalogueProduct {
  product: Omit<
    StoredProduct,
    'variants' | 'badges' | 'promotions' | 'installmentPlans' | 'availability'
  >;
  variants: Array<Omit<StoredVariant, 'badges' | 'available'> & { badges: Windowed<Badge>[] }>;
  badges: Windowed<Badge>[];
  promotions: Windowed<Promotion>[];
  installmentPlans: Windowed<InstallmentPlan>[];
}

/** How many products' pages one process keeps (about 9 KB each on the full catalogue: 27 MB). */
const productCache = poolCache<{ version: number; value: CatalogueProduct | null }>(
  'product-pages',
  { max: 3_000 },
);

interface WindowedJson {
  validFrom: string | null;
  validTo: string | null;
}
type BadgeJson = Badge & WindowedJson;
interface CatalogueVariantRow extends VariantRow {
  badges: BadgeJson[] | null;
}
/** A promotion as the catalogue's SQL returns it (the product page and the offers call). */
export interface PromotionRow {
  validFrom: Date | null;
  validTo: Date | null;
  id: string;
  type: string;
  kind: string;
  title: string;
  description: string | null;
  bank: string | null;
  months: number | null;
  interestFree: boolean | null;
  monthlyRate: number | null;
  minAmount: number | null;
}

/** The site's categories by id, from the category tree held per catalogue version. */
const categoryMaps = new WeakMap<readonly StoredCategory[], Map<string, StoredCategory>>();
const categoriesById = async (pool: pg.Pool, siteId: string) => {
  const tree = await createCatalogRepo(pool).categories(siteId);
  let byId = categoryMaps.get(tree);
  if (!byId) {
    byId = new Map(tree.map((c) => [c.id, c]));
    categoryMaps.set(tree, byId);
  }
  return byId;
};

/** The site's promotions in id order, each saying whether it lists items. */
const sitePromotions = (pool: pg.Pool, siteId: string) =>
  siteIndex(pool, siteId, 'product-promotions', async () => {
    const { rows } = await pool.query<PromotionRow & { itemised: boolean }>({
      name: 'product-site-promotions',
      text: `SELECT pm.promotion_id AS id, pm.type::text AS type, pm.type::text AS kind,
          pm.title, pm.description, pm.valid_from AS "validFrom", pm.valid_to AS "validTo",
          pm.bank, pm.months, pm.interest_free AS "interestFree",
          pm.monthly_rate AS "monthlyRate", pm.min_amount AS "minAmount",
          EXISTS (SELECT 1 FROM promotion_items pi WHERE pi.site_id = pm.site_id
            AND pi.promotion_id = pm.promotion_id) AS itemised
        FROM promotions pm WHERE pm.site_id = $1 ORDER BY pm.promotion_id`,
      values: [siteId],
    });
    return rows;
  });

const windowedBadges = (rows: BadgeJson[] | null): Windowed<Badge>[] =>
  (rows ?? []).map(({ type, label, value, validFrom, validTo }) => ({
    item: value == null ? { type, label } : { type, label, value },
    from: ms(validFrom),
    to: ms(validTo),
  }));

/**
 * The stock columns for a request's shape ($1 site, $2 product, then the zone and the store when
 * given): one statement per shape with no branch on a parameter, so PostgreSQL settles on one
 * generic plan for each instead of planning every call again (planning cost three times the
 * execution here).
 */
const stockColumns = (zone: boolean, store: boolean) => {
  const z = '$3';
  const st = zone ? '$4' : '$3';
  const home = zone
    ? `EXISTS (SELECT 1 FROM zone_facilities zf JOIN stock s
        ON s.site_id = zf.site_id AND s.facility_id = zf.facility_id
        WHERE zf.site_id = $1 AND zf.zone_id = ${z} AND zf.method = 'homeDelivery'
          AND s.product_id = $2 AND s.quantity > 0)`
    : 'false';
  const pickup = store
    ? `EXISTS (SELECT 1 FROM stock s
        WHERE s.site_id = $1 AND s.facility_id = ${st} AND s.product_id = $2 AND s.quantity > 0)`
    : `EXISTS (SELECT 1 FROM stock s JOIN facilities f
        ON f.site_id = s.site_id AND f.facility_id = s.facility_id
        WHERE s.site_id = $1 AND s.product_id = $2 AND s.quantity > 0 AND f.pickup_enabled${
          zone
            ? `
          AND EXISTS (SELECT 1 FROM zone_facilities zf WHERE zf.site_id = $1
            AND zf.zone_id = ${z} AND zf.facility_id = f.facility_id
            AND zf.method = 'pickupInStore')`
            : ''
        })`;
  return `ARRAY(SELECT v.sku_id FROM variants v WHERE v.site_id = $1
        AND v.product_id = $2 AND v.published AND EXISTS (SELECT 1 FROM stock s
          WHERE s.site_id = $1 AND s.sku_id = v.sku_id AND s.quantity > 0)) AS stock_skus,
      ${home} AS stock_home, ${pickup} AS stock_pickup`;
};
/** A statement per shape: [zone given][store given]. */
const byShape = (statement: (zone: boolean, store: boolean) => { name: string; text: string }) =>
  [false, true].map((zone) => [false, true].map((store) => statement(zone, store)));
const shapeName = (zone: boolean, store: boolean) =>
  `${zone ? '-zone' : ''}${store ? '-store' : ''}`;
const stockStatements = byShape((zone, store) => ({
  name: `product-stock${shapeName(zone, store)}`,
  text: `SELECT ${stockColumns(zone, store)}`,
}));
const inShape = <T>(
  statements: T[][],
  siteId: string,
  productId: string,
  zoneId: string | null,
  storeId: string | null,
) => {
  const values = [siteId, productId];
  if (zoneId !== null) values.push(zoneId);
  if (storeId !== null) values.push(storeId);
  return { ...statements[zoneId === null ? 0 : 1]![storeId === null ? 0 : 1]!, values };
};
interface StockRow {
  stock_skus: string[];
  stock_home: boolean;
  stock_pickup: boolean;
}
type Stock = ReturnType<typeof stockFrom>;
const stockFrom = (r: StockRow) => ({
  skus: new Set(r.stock_skus),
  home: r.stock_home,
  pickup: r.stock_pickup,
});

/** What changes without an import: which variants have stock, and delivery or pickup here. */
const stockOf = async (
  pool: pg.Pool,
  siteId: string,
  productId: string,
  zoneId: string | null,
  storeId: string | null,
) => {
  const { rows } = await pool.query<StockRow>(
    inShape(stockStatements, siteId, productId, zoneId, storeId),
  );
  return stockFrom(rows[0]!);
};

/**
 * The catalogue part of a product page with every part as JSON, and the stock columns of the
 * request's shape: a miss costs one round trip (on a busy 2-core machine seven parallel queries
 * cost more than one).
 */
const catalogueStatements = byShape((zone, store) => ({
  name: `product-catalogue${shapeName(zone, store)}`,
  text: `SELECT p.product_id, p.display_name, p.name, p.brand_name, p.slug, p.description,
          p.variant_kind, p.sale_unit, p.coverage_per_box, p.litres,
          p.category_path,
        (SELECT array_agg(r.rating) FROM reviews r
          WHERE r.site_id = p.site_id AND r.product_id = p.product_id) AS ratings,
        (SELECT coalesce(json_agg(x), '[]'::json) FROM (
        SELECT v.sku_id, v.name, v.ean, v.model_number, v.color, v.color_hex, v.size,
          ${MEDIA_JSON('v.sku_id')} AS media, ${PRICES_JSON('v.sku_id')} AS prices,
          (SELECT json_agg(json_build_object('type', b.type, 'label', b.label, 'value', b.value,
              'validFrom', b.valid_from, 'validTo', b.valid_to) ORDER BY b.id)
            FROM badges b WHERE b.site_id = $1 AND b.product_id = v.product_id
              AND b.sku_id = v.sku_id) AS badges
        FROM variants v WHERE v.site_id = $1 AND v.product_id = $2 AND v.published
        ORDER BY v.sort_order, v.sku_id) x) AS variants_json,
        (SELECT coalesce(json_agg(x), '[]'::json) FROM (
        SELECT name, value
        FROM specifications WHERE site_id = $1 AND product_id = $2 ORDER BY sort_order) x) AS specs_json,
        (SELECT coalesce(json_agg(x), '[]'::json) FROM (
        SELECT type, label, value, valid_from AS "validFrom", valid_to AS "validTo"
        FROM badges WHERE site_id = $1 AND product_id = $2 AND sku_id IS NULL ORDER BY id) x)
          AS badges_json,
        (SELECT coalesce(json_agg(x), '[]'::json) FROM (
        SELECT id, author, rating, title, text, to_char(created_at AT TIME ZONE 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
        FROM reviews WHERE site_id = $1 AND product_id = $2 ORDER BY created_at DESC LIMIT 10) x) AS reviews_json,
        (SELECT json_object_agg(x.promotion_id, x.skus) FROM (
          SELECT pi.promotion_id, array_agg(DISTINCT pi.sku_id ORDER BY pi.sku_id) AS skus
          FROM promotion_items pi JOIN variants v ON v.site_id = pi.site_id AND v.sku_id = pi.sku_id
          WHERE pi.site_id = $1 AND v.product_id = $2 GROUP BY pi.promotion_id) x) AS promotion_skus,
        (SELECT coalesce(json_agg(x), '[]'::json) FROM (
        SELECT sku_id, kind, name, price, currency FROM product_services
        WHERE site_id = $1 AND product_id = $2 ORDER BY kind, price) x) AS services_json,
      ${stockColumns(zone, store)}
      FROM products p WHERE p.site_id = $1 AND p.product_id = $2 AND p.published`,
}));

/** A page's catalogue part, every window kept, and its stock now (null: no such product). */
const loadCatalogue = async (
  pool: pg.Pool,
  tenant: Tenant,
  productId: string,
  zoneId: string | null,
  storeId: string | null,
): Promise<{ catalogue: CatalogueProduct; stock: Stock } | null> => {
  const { rows } = await pool.query({
    ...inShape(catalogueStatements, tenant.siteId, productId, zoneId, storeId),
  });
  const p = rows[0];
  if (!p) return null;
  const categories = await categoriesById(pool, tenant.siteId);
  // A promotion shows when one of its items is a variant of the product; a bank's plan without
  // items applies to every product of the site.
  const skusOf = (p.promotion_skus ?? {}) as Record<string, string[]>;
  const promos = (await sitePromotions(pool, tenant.siteId)).filter(
    (r) => skusOf[r.id] !== undefined || (r.kind === 'BANK' && !r.itemised),
  );
  const services = (
    p.services_json as Array<{
      sku_id: string;
      kind: 'WARRANTY' | 'SERVICE';
      name: string;
      price: number;
      currency: string;
    }>
  ).map((s) => ({
    skuId: s.sku_id,
    kind: s.kind,
    name: s.name,
    price: { type: 'NORMAL' as const, amount: Number(s.price), currency: s.currency },
  }));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const promotions: Windowed<Promotion>[] = [];
  const installmentPlans: Windowed<InstallmentPlan>[] = [];
  for (const r of promos) {
    const window = { from: ms(r.validFrom), to: ms(r.validTo) };
    if (r.kind === 'BANK' && r.bank && r.months) {
      installmentPlans.push({
        item: {
          bank: r.bank,
          months: r.months,
          interestFree: r.interestFree ?? false,
          monthlyRate: Number(r.monthlyRate ?? 0),
          minAmount: Number(r.minAmount ?? 0),
        },
        ...window,
      });
    } else {
      promotions.push({
        item: {
          id: r.id,
          type: r.type,
          title: r.title,
          description: r.description,
          validFrom: iso(r.validFrom),
          validTo: iso(r.validTo),
          skuIds: skusOf[r.id] ?? [],
        },
        ...window,
      });
    }
  }
  const variants = (p.variants_json as CatalogueVariantRow[]).map((v) => ({
    id: v.sku_id,
    skuId: v.sku_id,
    ean: v.ean,
    model: v.model_number,
    name: v.name,
    attributes: attributesOf(tenant, v),
    media: cleanMedia(v.media),
    badges: windowedBadges(v.badges),
    priceRows: toPriceRows(v.prices),
  }));
  const unitName = SALE_UNITS[p.sale_unit as string] ?? null;
  return {
    stock: stockFrom(p as StockRow),
    catalogue: {
      product: {
        productId: p.product_id,
        skuId: variants[0]?.skuId ?? '',
        displayName: p.display_name,
        name: p.name,
        brand: p.brand_name,
        slug: p.slug,
        description: p.description,
        categoryPath:
          (p.category_path as string[] | null)?.flatMap((id) => {
            const c = categories.get(id);
            return c ? [{ id: c.id, name: c.name, slug: c.slug }] : [];
          }) ?? [],
        variantKind: p.variant_kind,
        specifications: p.specs_json as Specification[],
        ratings: (p.ratings ?? []).map(Number),
        reviews: (p.reviews_json as Review[]).map((r) => ({ ...r, rating: Number(r.rating) })),
        warranties: services.filter((s) => s.kind === 'WARRANTY'),
        services: services.filter((s) => s.kind === 'SERVICE'),
        sale: saleFactsOf(p),
        unit: unitName
          ? {
              name: unitName,
              perBox: p.coverage_per_box === null ? null : Number(p.coverage_per_box),
            }
          : null,
      },
      variants,
      badges: windowedBadges(p.badges_json as BadgeJson[]),
      promotions,
      installmentPlans,
    },
  };
};

/** Product page storage over PostgreSQL. */
export const createProductRepo = (pool: pg.Pool): ProductRepo & ProductExtrasRepo => ({
  /**
   * The catalogue part of a page is kept per product until the site's catalogue version moves
   * (DESIGN §2: immutable data; the seed and the importer move it), in a bounded LRU; stock is
   * asked per request (with the catalogue part in one query on a miss), and badges, promotions
   * and plans are chosen for the request's `now`.
   */
  async product({ tenant, productId, zoneId, storeId, now }): Promise<StoredProduct | null> {
    const siteId = tenant.siteId;
    const cache = productCache(pool);
    const version = await catalogVersion(pool, siteId);
    const key = `${siteId}|${productId}`;
    const held = cache.get(key);
    let catalogue: CatalogueProduct | null;
    let stock: Stock;
    if (held?.version === version) {
      catalogue = held.value;
      if (!catalogue) return null;
      stock = await stockOf(pool, siteId, productId, zoneId, storeId);
    } else {
      const loaded = await loadCatalogue(pool, tenant, productId, zoneId, storeId);
      catalogue = loaded?.catalogue ?? null;
      stock =
        loaded?.stock ?? stockFrom({ stock_skus: [], stock_home: false, stock_pickup: false });
    }
    cache.set(key, { version, value: catalogue });
    if (!catalogue) return null;
    const t = now.getTime();
    return {
      ...catalogue.product,
      variants: catalogue.variants.map((v) => ({
        ...v,
        badges: openAt(v.badges, t),
        available: stock.skus.has(v.skuId),
      })),
      badges: openAt(catalogue.badges, t),
      promotions: openAt(catalogue.promotions, t),
      installmentPlans: openAt(catalogue.installmentPlans, t),
      availability: { homeDelivery: stock.home, pickupInStore: stock.pickup },
    };
  },

  /**
   * A product's linked or related products in their order. Related products are topped up with
   * the best-rated products of its own category when fewer were set (spec §9: 6 upsell cards on
   * a product page, 15 on an SEO page), so the row is full whatever the retailer linked.
   */
  async links(siteId, productId, kind, limit) {
    const { rows } = await pool.query<{ exists: boolean; ids: string[] | null }>({
      name: 'product-links',
      text: `SELECT EXISTS (SELECT 1 FROM products WHERE site_id = $1 AND product_id = $2
            AND published) AS exists,
          (SELECT array_agg(id) FROM (SELECT l.linked_product_id AS id FROM product_links l
            JOIN products lp ON lp.site_id = l.site_id AND lp.product_id = l.linked_product_id
            WHERE l.site_id = $1 AND l.product_id = $2 AND l.kind = $3 AND lp.published
            ORDER BY l.sort_order, l.linked_product_id LIMIT $4) x) AS ids`,
      values: [siteId, productId, kind, limit],
    });
    if (!rows[0]?.exists) return null;
    const ids = rows[0].ids ?? [];
    if (kind === 'linked' || ids.length >= limit) return ids;
    const { rows: more } = await pool.query<{ id: string }>({
      name: 'product-links-same-category',
      text: `SELECT o.product_id AS id FROM products p JOIN products o
          ON o.site_id = p.site_id AND o.category_id = p.category_id
        WHERE p.site_id = $1 AND p.product_id = $2 AND o.product_id <> p.product_id
          AND o.published AND NOT (o.product_id = ANY($3::text[]))
        ORDER BY o.rating_average DESC, o.review_count DESC, o.product_id LIMIT $4`,
      values: [siteId, productId, ids, limit - ids.length],
    });
    return [...ids, ...more.map((r) => r.id)];
  },

  async details(siteId, variantId): Promise<ProductDetailsResponse | null> {
    const { rows } = await pool.query<
      VariantRow & {
        product_id: string;
        display_name: string;
        brand_name: string;
        specs: Specification[] | null;
      }
    >({
      name: 'product-details',
      text: `SELECT v.sku_id, v.product_id, v.name, v.ean, v.model_number, v.color, v.color_hex,
          v.size, p.display_name, p.brand_name, ${MEDIA_JSON('v.sku_id')} AS media,
          (SELECT json_agg(json_build_object('name', s.name, 'value',
              s.value)
            ORDER BY s.sort_order) FROM specifications s
            WHERE s.site_id = $1 AND s.product_id = v.product_id) AS specs
        FROM variants v JOIN products p ON p.site_id = v.site_id AND p.product_id = v.product_id
        WHERE v.site_id = $1 AND v.sku_id = $2 AND v.published AND p.published`,
      values: [siteId, variantId],
    });
    const v = rows[0];
    if (!v) return null;
    const tenant = getTenantBySiteId(siteId);
    return {
      productId: v.product_id,
      variantId: v.sku_id,
      skuId: v.sku_id,
      displayName: v.display_name,
      brand: v.brand_name,
      ean: v.ean,
      model: v.model_number,
      attributes: tenant ? attributesOf(tenant, v) : [],
      specifications: v.specs ?? [],
      media: cleanMedia(v.media),
    };
  },

  async info(siteId, productId) {
    const { rows } = await pool.query({
      name: 'product-info',
      text: `SELECT p.product_id AS "productId", p.display_name AS "displayName",
          p.brand_name AS brand, p.slug, p.description,
          COALESCE((SELECT array_agg(v.sku_id ORDER BY v.sort_order, v.sku_id) FROM variants v
            WHERE v.site_id = p.site_id AND v.product_id = p.product_id AND v.published), '{}')
            AS "variantIds",
          COALESCE((SELECT json_agg(json_build_object('name', s.name, 'value',
              s.value)
            ORDER BY s.sort_order) FROM specifications s
            WHERE s.site_id = p.site_id AND s.product_id = p.product_id), '[]') AS specifications
        FROM products p WHERE p.site_id = $1 AND p.product_id = $2 AND p.published`,
      values: [siteId, productId],
    });
    return rows[0] ?? null;
  },

  cards: (tenant, ids, price, now) => productCards(pool, tenant, ids, price, now),
});
