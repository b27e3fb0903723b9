import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, money, siteId, tsvector, updatedAt } from './columns';
import { badgeType, mediaKind, saleUnit, variantKind } from './enums';
import { sites } from './sites';

const site = () =>
  siteId().references(() => sites.siteId, { onDelete: 'cascade', onUpdate: 'cascade' });

/** Category tree per site: level 1 = department. `path` lists the ids from the root. */
export const categories = pgTable(
  'categories',
  {
    siteId: site(),
    categoryId: text().notNull(),
    parentId: text(),
    level: smallint().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    /** Ids from the department down to this category. */
    path: text().array().notNull(),
    sortOrder: integer().notNull().default(0),
    /** What the generator draws for products of this category (tile, paint, drill, ...). */
    kind: text(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.categoryId] }),
    foreignKey({
      columns: [t.siteId, t.parentId],
      foreignColumns: [t.siteId, t.categoryId],
    }).onDelete('cascade'),
    index('categories_parent_idx').on(t.siteId, t.parentId),
    index('categories_path_idx').using('gin', t.path),
  ],
);

export const brands = pgTable(
  'brands',
  {
    siteId: site(),
    brandId: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    logo: text(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.brandId] }),
    uniqueIndex('brands_name_idx').on(t.siteId, t.name),
  ],
);

/**
 * A product of one site. Denormalised columns (brand name, rating, review count, base price,
 * primary colour group) keep the facet scan to this one table plus prices for the price group.
 */
export const products = pgTable(
  'products',
  {
    siteId: site(),
    productId: text().notNull(),
    displayName: text().notNull(),
    /** Longer name for titles and SEO. */
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    brandId: text(),
    brandName: text().notNull().default(''),
    /** Leaf category (its path gives the departments). */
    categoryId: text(),
    /** Every category id of the path, for listing by any level. */
    categoryPath: text().array().notNull().default(sql`'{}'::text[]`),
    variantKind: variantKind(),
    saleUnit: saleUnit().notNull().default('unit'),
    /** m² one box covers (tiles sold by m²). */
    coveragePerBox: real(),
    /** Litres in the container (paint, liquids). */
    litres: real(),
    /** m² one litre covers (paint yield). */
    yieldPerLitre: real(),
    /** Extra search words (merchandiser keywords). */
    keywords: text().notNull().default(''),
    primaryColorGroup: text(),
    /** Lowest base NORMAL price of its SKUs (minor units), for sorting without a price group. */
    basePrice: money(),
    ratingAverage: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    /** False hides the product from shoppers (e.g. while an import is reviewed). */
    published: boolean().notNull().default(true),
    /** Built by refreshSearchDocuments() with the site's text search configuration. */
    searchDocument: tsvector(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId] }),
    foreignKey({
      columns: [t.siteId, t.brandId],
      foreignColumns: [brands.siteId, brands.brandId],
    }),
    foreignKey({
      columns: [t.siteId, t.categoryId],
      foreignColumns: [categories.siteId, categories.categoryId],
    }),
    index('products_search_idx').using('gin', t.searchDocument),
    index('products_category_path_idx').using('gin', t.categoryPath),
    index('products_brand_idx').on(t.siteId, t.brandName),
    index('products_price_idx').on(t.siteId, t.basePrice),
    index('products_rating_idx').on(t.siteId, t.ratingAverage),
    index('products_color_idx').on(t.siteId, t.primaryColorGroup),
    index('products_created_idx').on(t.siteId, t.createdAt),
    index('products_display_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')),
  ],
);

/** A variant (SKU) of a product. The variant id shown to shoppers is the skuId. */
export const variants = pgTable(
  'variants',
  {
    siteId: siteId(),
    /** Spec §5 SKU pattern: 4-7 digits, optional letter, optional hyphen and letter. */
    skuId: text().notNull(),
    productId: text().notNull(),
    name: text().notNull(),
    ean: text(),
    modelNumber: text(),
    color: text(),
    colorGroup: text(),
    /** Hex swatch for colour variants. */
    colorHex: text(),
    size: text(),
    sortOrder: integer().notNull().default(0),
    published: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.skuId] }),
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
    index('variants_product_idx').on(t.siteId, t.productId),
    index('variants_ean_idx').on(t.siteId, t.ean),
    index('variants_model_idx').on(t.siteId, sql`lower(${t.modelNumber})`),
    index('variants_color_group_idx').on(t.siteId, t.colorGroup),
  ],
);

/** Images, videos and spin sets, in display order; skuId null = every variant. */
export const media = pgTable(
  'media',
  {
    id: text().primaryKey(),
    siteId: siteId(),
    productId: text().notNull(),
    skuId: text(),
    kind: mediaKind().notNull(),
    name: text().notNull(),
    /** Path under the image service (`<site>/<productId>/<n>`), or a video URL. */
    url: text().notNull(),
    altText: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
    index('media_product_idx').on(t.siteId, t.productId, t.sortOrder),
  ],
);

/** Specifications and attributes (Voltaje: 220 V, Rendimiento: 10 m²/L, ...). */
export const specifications = pgTable(
  'specifications',
  {
    siteId: siteId(),
    productId: text().notNull(),
    sortOrder: integer().notNull(),
    name: text().notNull(),
    value: text().notNull(),
    /** Optional unit key (V, W, L, m2, cm, caja). */
    unit: text(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId, t.sortOrder] }),
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
  ],
);

/** Badges on a product or one of its SKUs, optionally in a validity window. */
export const badges = pgTable(
  'badges',
  {
    id: text().primaryKey(),
    siteId: siteId(),
    productId: text().notNull(),
    skuId: text(),
    type: badgeType().notNull(),
    label: text().notNull(),
    value: text(),
    validFrom: at(),
    validTo: at(),
  },
  (t) => [
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
    index('badges_product_idx').on(t.siteId, t.productId),
  ],
);

export const collections = pgTable(
  'collections',
  {
    siteId: site(),
    collectionId: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.collectionId] })],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    siteId: siteId(),
    collectionId: text().notNull(),
    productId: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.collectionId, t.productId] }),
    foreignKey({
      columns: [t.siteId, t.collectionId],
      foreignColumns: [collections.siteId, collections.collectionId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
    index('collection_products_product_idx').on(t.siteId, t.productId),
  ],
);

/** Linked (accessories, same line) and related products. */
export const productLinks = pgTable(
  'product_links',
  {
    siteId: siteId(),
    productId: text().notNull(),
    linkedProductId: text().notNull(),
    kind: text().$type<'linked' | 'related'>().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId, t.kind, t.linkedProductId] }),
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.siteId, t.linkedProductId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
  ],
);

/** Warranties and services sold with a product (extended warranty, installation). */
export const productServices = pgTable(
  'product_services',
  {
    siteId: siteId(),
    productId: text().notNull(),
    skuId: text().notNull(),
    kind: text().$type<'WARRANTY' | 'SERVICE'>().notNull(),
    name: text().notNull(),
    price: money().notNull(),
    currency: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId, t.skuId] }),
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text().primaryKey(),
    siteId: siteId(),
    productId: text().notNull(),
    author: text().notNull(),
    rating: smallint().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
    index('reviews_product_idx').on(t.siteId, t.productId, t.createdAt),
  ],
);

/** Free-form extra attributes a retailer imports that have no column (kept, not shown). */
export const productAttributes = pgTable(
  'product_attributes',
  {
    siteId: siteId(),
    productId: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId] }),
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
  ],
);
