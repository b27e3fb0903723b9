import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
} from 'drizzle-orm/pg-core';
import { variants } from './catalog';
import { at, currency, money, siteId } from './columns';
import { priceType, promotionType } from './enums';
import { sites } from './sites';

/** Price groups of a site (retail per region, business PRECIOS_PRO, ...). */
export const priceGroups = pgTable(
  'price_groups',
  {
    siteId: siteId().references(() => sites.siteId, { onDelete: 'cascade' }),
    priceGroup: text().notNull(),
    name: text().notNull(),
    /** True for the business (B2B) group whose PRECIOS_PRO rows apply. */
    business: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.priceGroup] })],
);

/**
 * A price row of a SKU. `priceGroup` null = the base list that applies to every group. Amounts
 * are integers in the currency's minor unit. EVENT rows carry a window; others may too.
 */
export const prices = pgTable(
  'prices',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    siteId: siteId(),
    skuId: text().notNull(),
    priceGroup: text(),
    type: priceType().notNull(),
    amount: money().notNull(),
    currency: currency(),
    /** Unit the amount is quoted per when it is not per item (m², caja). */
    unit: text(),
    validFrom: at(),
    validTo: at(),
  },
  (t) => [
    foreignKey({
      columns: [t.siteId, t.skuId],
      foreignColumns: [variants.siteId, variants.skuId],
    }).onDelete('cascade'),
    index('prices_sku_idx').on(t.siteId, t.skuId),
    index('prices_group_type_idx').on(t.siteId, t.priceGroup, t.type),
    index('prices_amount_idx').on(t.siteId, t.amount).where(sql`${t.type} = 'NORMAL'`),
  ],
);

/**
 * Promotions: MULTI_UNIT (buy `buyQuantity` pay `payQuantity`, e.g. 3x2), SECOND_UNIT
 * (`discountPercent` off the second unit), A_PLUS_B and COMBO (items with roles), BANK
 * (installments with a bank: `months`, `interestFree`, `monthlyRate`, `minAmount`).
 * A BANK promotion without items applies to every product of the site.
 */
export const promotions = pgTable(
  'promotions',
  {
    siteId: siteId().references(() => sites.siteId, { onDelete: 'cascade' }),
    promotionId: text().notNull(),
    type: promotionType().notNull(),
    title: text().notNull(),
    description: text(),
    buyQuantity: integer(),
    payQuantity: integer(),
    discountPercent: real(),
    /** Combo or A+B price (minor units) when the set has a fixed price. */
    bundleAmount: money(),
    bank: text(),
    months: integer(),
    interestFree: boolean(),
    /** Monthly rate for plans with interest (0.0199 = 1.99 %). */
    monthlyRate: real(),
    minAmount: money(),
    /** Price group the promotion is limited to (null: every group). */
    priceGroup: text(),
    validFrom: at(),
    validTo: at(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.promotionId] }),
    index('promotions_type_idx').on(t.siteId, t.type),
  ],
);

/** SKUs a promotion applies to, with their role (ITEM, A, B, COMBO_PART). */
export const promotionItems = pgTable(
  'promotion_items',
  {
    siteId: siteId(),
    promotionId: text().notNull(),
    skuId: text().notNull(),
    role: text().$type<'ITEM' | 'A' | 'B' | 'COMBO_PART'>().notNull().default('ITEM'),
    quantity: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.promotionId, t.skuId] }),
    foreignKey({
      columns: [t.siteId, t.promotionId],
      foreignColumns: [promotions.siteId, promotions.promotionId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.siteId, t.skuId],
      foreignColumns: [variants.siteId, variants.skuId],
    }).onDelete('cascade'),
    index('promotion_items_sku_idx').on(t.siteId, t.skuId),
  ],
);
