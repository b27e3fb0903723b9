import { slugify } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type pg from 'pg';
import { bulkInsert } from '../bulk';
import * as s from '../schema';
import { refreshSearchDocuments, refreshVocabulary } from '../search-documents';
import type { ValidRow } from './validate';

const defaultBrand = (tenant: Tenant) => (tenant.lang === 'es' ? 'Genérico' : 'Genérica');

/**
 * Upserts the rows inside the caller's transaction: brands, products (first row of each product
 * wins its product fields), variants, their prices for the rows' price groups (replaced), media,
 * specifications and stock when given; then search documents and the vocabulary.
 */
export const writeRows = async (
  client: pg.PoolClient,
  tenant: Tenant,
  rows: ValidRow[],
  onProgress: (done: number) => void = () => {},
): Promise<{ products: number; skus: number }> => {
  const site = tenant.siteId;
  const currency = tenant.currencies[0]!;
  const minor = (code: string | undefined) =>
    tenant.currencies.find((c) => c.code === (code ?? currency.code))?.minorUnits ??
    currency.minorUnits;
  const toMinor = (amount: number, code?: string) => Math.round(amount * minor(code));
  const slug = (text: string) => slugify(text, tenant.code);

  const brandNames = [...new Set(rows.map((r) => r.row.brandName ?? defaultBrand(tenant)))];
  await bulkInsert(
    client,
    s.brands,
    brandNames.map((name) => ({
      siteId: site,
      brandId: slug(name).toLowerCase() || 'marca',
      name,
      slug: slug(name).toLowerCase(),
    })),
    { onConflict: 'ON CONFLICT DO NOTHING' },
  );
  const brandIds = new Map(
    (
      await client.query(
        'SELECT name, brand_id FROM brands WHERE site_id = $1 AND name = ANY ($2)',
        [site, brandNames],
      )
    ).rows.map((r) => [r.name as string, r.brand_id as string]),
  );
  const paths = new Map(
    (
      await client.query('SELECT category_id, path FROM categories WHERE site_id = $1', [site])
    ).rows.map((r) => [r.category_id as string, r.path as string[]]),
  );

  const firstOfProduct = new Map<string, ValidRow['row']>();
  for (const { row } of rows)
    if (!firstOfProduct.has(row.productId)) firstOfProduct.set(row.productId, row);
  const now = new Date();
  const products = [...firstOfProduct.values()].map((row) => {
    const brand = row.brandName ?? defaultBrand(tenant);
    return {
      siteId: site,
      productId: row.productId,
      displayName: row.displayName,
      name: `${row.displayName} ${brand}`,
      slug: slug(row.displayName),
      description: row.description ?? '',
      brandId: brandIds.get(brand) ?? null,
      brandName: brand,
      categoryId: row.categoryId ?? null,
      categoryPath: row.categoryId ? (paths.get(row.categoryId) ?? []) : [],
      variantKind: row.variantKind ?? null,
      saleUnit: row.saleUnit ?? 'unit',
      coveragePerBox: row.coveragePerBox ?? null,
      litres: row.litres ?? null,
      keywords: row.keywords ?? '',
      published: row.published ?? true,
      updatedAt: now,
    };
  });
  const set = (cols: string[]) => cols.map((c) => `${c} = excluded.${c}`).join(', ');
  await bulkInsert(client, s.products, products, {
    onConflict: `ON CONFLICT (site_id, product_id) DO UPDATE SET ${set(['display_name', 'name', 'slug', 'description', 'brand_id', 'brand_name', 'category_id', 'category_path', 'variant_kind', 'sale_unit', 'coverage_per_box', 'litres', 'keywords', 'published', 'updated_at'])}`,
  });
  onProgress(Math.round(rows.length * 0.3));

  await bulkInsert(
    client,
    s.variants,
    rows.map(({ row }, i) => ({
      siteId: site,
      skuId: row.skuId,
      productId: row.productId,
      name: row.variantName ?? [row.displayName, row.color, row.size].filter(Boolean).join(' '),
      ean: row.ean ?? null,
      modelNumber: row.modelNumber ?? null,
      color: row.color ?? null,
      colorGroup: row.colorGroup ?? row.color ?? null,
      colorHex: null,
      size: row.size ?? null,
      sortOrder: i,
      published: row.published ?? true,
    })),
    {
      onConflict: `ON CONFLICT (site_id, sku_id) DO UPDATE SET ${set(['product_id', 'name', 'ean', 'model_number', 'color', 'color_group', 'size', 'published'])}`,
    },
  );
  onProgress(Math.round(rows.length * 0.5));

  // Prices: the file is the truth for each SKU and price group it names.
  await client.query(
    `DELETE FROM prices p USING unnest($2::text[], $3::text[]) AS f(sku_id, price_group)
     WHERE p.site_id = $1 AND p.sku_id = f.sku_id AND p.price_group IS NOT DISTINCT FROM nullif(f.price_group, '')`,
    [site, rows.map((r) => r.row.skuId), rows.map((r) => r.row.priceGroup ?? '')],
  );
  const prices = rows.flatMap(({ row }) => {
    const base = {
      siteId: site,
      skuId: row.skuId,
      priceGroup: row.priceGroup ?? null,
      currency: row.currency ?? currency.code,
      unit: row.saleUnit === 'm2' ? 'caja' : null,
      validFrom: null as Date | null,
      validTo: null as Date | null,
    };
    type Row = typeof base & { type: (typeof s.priceType.enumValues)[number]; amount: number };
    const list: Row[] = [{ ...base, type: 'NORMAL', amount: toMinor(row.price, row.currency) }];
    if (row.internetPrice)
      list.push({ ...base, type: 'INTERNET', amount: toMinor(row.internetPrice, row.currency) });
    if (row.cmrPrice)
      list.push({ ...base, type: 'CMR', amount: toMinor(row.cmrPrice, row.currency) });
    if (row.proPrice)
      list.push({ ...base, type: 'PRECIOS_PRO', amount: toMinor(row.proPrice, row.currency) });
    if (row.eventPrice)
      list.push({
        ...base,
        type: 'EVENT',
        amount: toMinor(row.eventPrice, row.currency),
        validFrom: row.eventFrom ?? null,
        validTo: row.eventTo ?? null,
      });
    if (row.saleUnit === 'm2' && row.coveragePerBox) {
      list.push({
        ...base,
        unit: 'm2',
        type: 'M2',
        amount: Math.round(toMinor(row.price, row.currency) / row.coveragePerBox),
      });
    }
    return list;
  });
  await bulkInsert(client, s.prices, prices);
  onProgress(Math.round(rows.length * 0.7));

  const withImages = [...firstOfProduct.values()].filter((r) => r.images);
  if (withImages.length > 0) {
    await client.query('DELETE FROM media WHERE site_id = $1 AND product_id = ANY ($2)', [
      site,
      withImages.map((r) => r.productId),
    ]);
    await bulkInsert(
      client,
      s.media,
      withImages.flatMap((row) =>
        row.images!.split('|').map((url, k) => ({
          id: `${site}-${row.productId}-i${k + 1}`,
          siteId: site,
          productId: row.productId,
          skuId: null,
          kind: 'IMAGE',
          name: `${row.productId}_${k + 1}`,
          url: url.trim(),
          altText: row.displayName,
          sortOrder: k + 1,
        })),
      ),
    );
  }
  const withSpecs = [...firstOfProduct.values()].filter((r) => r.specifications);
  if (withSpecs.length > 0) {
    await client.query('DELETE FROM specifications WHERE site_id = $1 AND product_id = ANY ($2)', [
      site,
      withSpecs.map((r) => r.productId),
    ]);
    await bulkInsert(
      client,
      s.specifications,
      withSpecs.flatMap((row) =>
        row.specifications!.split('|').map((pair, k) => {
          const at = pair.indexOf(':');
          return {
            siteId: site,
            productId: row.productId,
            sortOrder: k,
            name: pair.slice(0, at).trim(),
            value: pair.slice(at + 1).trim(),
          };
        }),
      ),
    );
  }
  const withStock = rows.filter((r) => r.row.stock !== undefined);
  await bulkInsert(
    client,
    s.stock,
    withStock.map(({ row }) => ({
      siteId: site,
      facilityId: row.facilityId!,
      skuId: row.skuId,
      productId: row.productId,
      quantity: row.stock!,
      updatedAt: now,
    })),
    {
      onConflict:
        'ON CONFLICT (site_id, sku_id, facility_id) DO UPDATE SET quantity = excluded.quantity, product_id = excluded.product_id, updated_at = excluded.updated_at',
    },
  );

  // Denormalised columns the listings read.
  const ids = [...firstOfProduct.keys()];
  await client.query(
    `UPDATE products p SET
       base_price = (SELECT min(pr.amount) FROM prices pr JOIN variants v ON v.site_id = pr.site_id AND v.sku_id = pr.sku_id
                     WHERE v.site_id = p.site_id AND v.product_id = p.product_id AND pr.type = 'NORMAL' AND pr.price_group IS NULL),
       primary_color_group = (SELECT v.color_group FROM variants v WHERE v.site_id = p.site_id AND v.product_id = p.product_id
                              ORDER BY v.sort_order LIMIT 1)
     WHERE p.site_id = $1 AND p.product_id = ANY ($2)`,
    [site, ids],
  );
  await refreshSearchDocuments(client, site, ids);
  await refreshVocabulary(client, site);
  onProgress(rows.length);
  return { products: ids.length, skus: rows.length };
};
