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
import { productCards } from '../search/search.repo';
import type { PriceRow } from './pricing';
import type { InstallmentPlan, ProductRepo, StoredProduct, StoredVariant } from './product.service';
import type { ProductExtrasRepo } from './product-extras.service';

interface JsonPrice {
  type: PriceRow['type'];
  amount: number;
  currency: string;
  priceGroup: string | null;
  validFrom: string | null;
  validTo: string | null;
  unit: string | null;
}
export const toPriceRows = (rows: JsonPrice[] | null): PriceRow[] =>
  (rows ?? []).map((p) => ({
    type: p.type,
    amount: Number(p.amount),
    currency: p.currency,
    priceGroup: p.priceGroup,
    validFrom: p.validFrom ? new Date(p.validFrom) : null,
    validTo: p.validTo ? new Date(p.validTo) : null,
    unit: p.unit,
  }));

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
  badges: Badge[] | null;
  available: boolean;
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
const cleanBadges = (items: Badge[] | null): Badge[] =>
  (items ?? []).map((b) => (b.value == null ? { type: b.type, label: b.label } : b));

const SALE_UNITS: Record<string, string | null> = { unit: null, m2: 'm²', litre: 'L', metre: 'm' };

/** Product page storage over PostgreSQL. */
export const createProductRepo = (pool: pg.Pool): ProductRepo & ProductExtrasRepo => ({
  async product({ tenant, productId, zoneId, storeId }): Promise<StoredProduct | null> {
    const siteId = tenant.siteId;
    // One round trip: the product row with every part of the page as JSON (on a busy 2-core
    // machine seven parallel queries cost more than one).
    const { rows } = await pool.query({
      name: 'product-page',
      text: `SELECT p.product_id, p.display_name, p.name, p.brand_name, p.slug, p.description,
            p.variant_kind, p.sale_unit, p.coverage_per_box,
          (SELECT json_agg(json_build_object('id', c.category_id, 'name', c.name, 'slug', c.slug)
            ORDER BY u.n) FROM unnest(p.category_path) WITH ORDINALITY u(id, n)
            JOIN categories c ON c.site_id = p.site_id AND c.category_id = u.id) AS category_json,
          (SELECT array_agg(r.rating) FROM reviews r
            WHERE r.site_id = p.site_id AND r.product_id = p.product_id) AS ratings,
          (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT v.sku_id, v.name, v.ean, v.model_number, v.color, v.color_hex, v.size,
            ${MEDIA_JSON('v.sku_id')} AS media, ${PRICES_JSON('v.sku_id')} AS prices,
            (SELECT json_agg(json_build_object('type', b.type, 'label', b.label, 'value', b.value))
              FROM badges b WHERE b.site_id = $1 AND b.product_id = v.product_id
                AND b.sku_id = v.sku_id AND (b.valid_from IS NULL OR b.valid_from <= now())
                AND (b.valid_to IS NULL OR now() < b.valid_to)) AS badges,
            EXISTS (SELECT 1 FROM stock s WHERE s.site_id = $1 AND s.sku_id = v.sku_id
              AND s.quantity > 0) AS available
          FROM variants v WHERE v.site_id = $1 AND v.product_id = $2 AND v.published
          ORDER BY v.sort_order, v.sku_id) x) AS variants_json,
          (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT name, value
          FROM specifications WHERE site_id = $1 AND product_id = $2 ORDER BY sort_order) x) AS specs_json,
          (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT type, label, value FROM badges WHERE site_id = $1 AND product_id = $2
          AND sku_id IS NULL AND (valid_from IS NULL OR valid_from <= now())
          AND (valid_to IS NULL OR now() < valid_to) ORDER BY id) x) AS badges_json,
          (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT id, author, rating, title, text, to_char(created_at AT TIME ZONE 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
          FROM reviews WHERE site_id = $1 AND product_id = $2 ORDER BY created_at DESC LIMIT 10) x) AS reviews_json,
          (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT pm.promotion_id AS id, pm.type::text AS type, pm.type::text AS kind,
            pm.title, pm.description, pm.valid_from AS "validFrom", pm.valid_to AS "validTo",
            pm.bank, pm.months, pm.interest_free AS "interestFree",
            pm.monthly_rate AS "monthlyRate", pm.min_amount AS "minAmount"
          FROM promotions pm WHERE pm.site_id = $1
            AND (pm.valid_from IS NULL OR pm.valid_from <= now())
            AND (pm.valid_to IS NULL OR now() < pm.valid_to)
            AND (EXISTS (SELECT 1 FROM promotion_items pi JOIN variants v
                ON v.site_id = pi.site_id AND v.sku_id = pi.sku_id
              WHERE pi.site_id = $1 AND pi.promotion_id = pm.promotion_id AND v.product_id = $2)
              OR (pm.type = 'BANK' AND pm.promotion_id <> ALL (ARRAY(
                SELECT DISTINCT pi.promotion_id FROM promotion_items pi WHERE pi.site_id = $1))))
          ORDER BY pm.promotion_id) x) AS promos_json,
          (SELECT coalesce(json_agg(x), '[]'::json) FROM (
          SELECT sku_id, kind, name, price, currency FROM product_services
          WHERE site_id = $1 AND product_id = $2 ORDER BY kind, price) x) AS services_json,
          (SELECT row_to_json(x) FROM (SELECT ($3::text IS NOT NULL AND EXISTS (SELECT 1 FROM zone_facilities zf JOIN stock s
              ON s.site_id = zf.site_id AND s.facility_id = zf.facility_id
              WHERE zf.site_id = $1 AND zf.zone_id = $3 AND zf.method = 'homeDelivery'
                AND s.product_id = $2 AND s.quantity > 0)) AS home,
            (CASE WHEN $4::text IS NOT NULL THEN EXISTS (SELECT 1 FROM stock s
                WHERE s.site_id = $1 AND s.facility_id = $4 AND s.product_id = $2 AND s.quantity > 0)
              ELSE EXISTS (SELECT 1 FROM stock s JOIN facilities f
                ON f.site_id = s.site_id AND f.facility_id = s.facility_id
                WHERE s.site_id = $1 AND s.product_id = $2 AND s.quantity > 0 AND f.pickup_enabled
                  AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM zone_facilities zf
                    WHERE zf.site_id = $1 AND zf.zone_id = $3 AND zf.facility_id = f.facility_id
                      AND zf.method = 'pickupInStore'))) END) AS pickup) x) AS avail_json
        FROM products p WHERE p.site_id = $1 AND p.product_id = $2 AND p.published`,
      values: [siteId, productId, zoneId, storeId],
    });
    const p = rows[0];
    if (!p) return null;
    const variants = { rows: p.variants_json as VariantRow[] };
    const specs = { rows: p.specs_json as Specification[] };
    const badges = { rows: p.badges_json as Badge[] };
    const reviews = { rows: p.reviews_json as Review[] };
    const promos = { rows: p.promos_json as Array<Promotion & InstallmentPlan & { kind: string }> };
    const services = {
      rows: p.services_json as Array<{
        sku_id: string;
        kind: 'WARRANTY' | 'SERVICE';
        name: string;
        price: number;
        currency: string;
      }>,
    };
    const avail = { rows: [p.avail_json as { home: boolean; pickup: boolean }] };
    const storedVariants: StoredVariant[] = variants.rows.map((v) => ({
      id: v.sku_id,
      skuId: v.sku_id,
      ean: v.ean,
      model: v.model_number,
      name: v.name,
      attributes: attributesOf(tenant, v),
      media: cleanMedia(v.media),
      badges: cleanBadges(v.badges),
      available: v.available,
      priceRows: toPriceRows(v.prices),
    }));
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    const promotions: Promotion[] = [];
    const installmentPlans: InstallmentPlan[] = [];
    for (const r of promos.rows) {
      if (r.kind === 'BANK' && r.bank && r.months) {
        installmentPlans.push({
          bank: r.bank,
          months: r.months,
          interestFree: r.interestFree ?? false,
          monthlyRate: Number(r.monthlyRate ?? 0),
          minAmount: Number(r.minAmount ?? 0),
        });
      } else {
        promotions.push({
          id: r.id,
          type: r.type,
          title: r.title,
          description: r.description,
          validFrom: iso(r.validFrom as unknown as Date | null),
          validTo: iso(r.validTo as unknown as Date | null),
        });
      }
    }
    const services_ = services.rows.map((s) => ({
      skuId: s.sku_id,
      kind: s.kind,
      name: s.name,
      price: { type: 'NORMAL' as const, amount: Number(s.price), currency: s.currency },
    }));
    const unitName = SALE_UNITS[p.sale_unit as string] ?? null;
    return {
      productId: p.product_id,
      skuId: storedVariants[0]?.skuId ?? '',
      displayName: p.display_name,
      name: p.name,
      brand: p.brand_name,
      slug: p.slug,
      description: p.description,
      categoryPath: p.category_json ?? [],
      variantKind: p.variant_kind,
      variants: storedVariants,
      specifications: specs.rows,
      badges: cleanBadges(badges.rows),
      promotions,
      ratings: (p.ratings ?? []).map(Number),
      reviews: reviews.rows.map((r) => ({ ...r, rating: Number(r.rating) })),
      installmentPlans,
      warranties: services_.filter((s) => s.kind === 'WARRANTY'),
      services: services_.filter((s) => s.kind === 'SERVICE'),
      unit: unitName
        ? {
            name: unitName,
            perBox: p.coverage_per_box === null ? null : Number(p.coverage_per_box),
          }
        : null,
      availability: {
        homeDelivery: avail.rows[0]?.home ?? false,
        pickupInStore: avail.rows[0]?.pickup ?? false,
      },
    };
  },

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
    return rows[0]?.exists ? (rows[0].ids ?? []) : null;
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

  cards: (tenant, ids, priceGroup, now) => productCards(pool, tenant, ids, priceGroup, now),
});
