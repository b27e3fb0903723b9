import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, currency, money, siteId, updatedAt } from './columns';
import { deliveryMethod } from './enums';
import { companies, users } from './identity';
import { sites } from './sites';

/** Tables for carts, orders, lists, quotations and credit lines (behaviour in later issues). */
const site = () => siteId().references(() => sites.siteId, { onDelete: 'cascade' });

/**
 * A shopping cart (issue 21). A guest's cart is reached by its random id alone; a signed-in
 * shopper's has `userId` and answers only to that shopper's session. `version` is the optimistic
 * concurrency token every write must present (a stale one is refused). Location and store are
 * chosen by the shopper; zone and price group are derived from them on the server.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: site(),
    /** null for a guest cart (the cartId cookie is the key). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    locationId: text(),
    zipCode: text(),
    locationLabel: text(),
    zoneId: text(),
    priceGroup: text(),
    /** The buy-at-store store, or the preferred pickup store. */
    storeId: text(),
    status: text().$type<'open' | 'ordered' | 'merged' | 'expired'>().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('carts_user_idx').on(t.userId),
    // One open cart per shopper and site.
    uniqueIndex('carts_open_user_idx')
      .on(t.siteId, t.userId)
      .where(sql`${t.status} = 'open' AND ${t.userId} IS NOT NULL`),
    // Guest carts unused for 30 days expire (the expiry job scans by last use).
    index('carts_open_guest_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'open' AND ${t.userId} IS NULL`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    lineId: integer().notNull(),
    skuId: text().notNull(),
    quantity: integer().notNull(),
    /** A warranty or service line attached to a product line. */
    parentLineId: integer(),
    kind: text().$type<'PRODUCT' | 'WARRANTY' | 'SERVICE'>().notNull().default('PRODUCT'),
    deliveryMethod: deliveryMethod(),
    pickupStoreId: text(),
    /** The paid unit price the shopper last saw (a change since is a notice). */
    seenUnitPrice: money(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.lineId] }),
    // Adding a SKU that is already in the cart adds to its line.
    uniqueIndex('cart_lines_product_idx')
      .on(t.cartId, t.skuId)
      .where(sql`${t.parentLineId} IS NULL`),
    check('cart_lines_quantity', sql`${t.quantity} BETWEEN 1 AND 9999`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: site(),
    orderNumber: text().notNull().unique(),
    userId: uuid().references(() => users.id),
    companyId: uuid().references(() => companies.id),
    status: text().notNull().default('CREATED'),
    currency: currency(),
    subtotal: money().notNull(),
    discount: money().notNull().default(0),
    shipping: money().notNull().default(0),
    total: money().notNull(),
    paymentMethod: text(),
    deliveryMethod: deliveryMethod(),
    pickupStoreId: text(),
    address: jsonb(),
    /** Idempotency key of the placing request. */
    idempotencyKey: text().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer().notNull(),
    skuId: text().notNull(),
    productId: text().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
    priceType: text().notNull(),
    total: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineId] })],
);

/** Shopping lists and projects (mis listas). */
export const lists = pgTable(
  'lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: site(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lists_user_idx').on(t.userId)],
);

export const listItems = pgTable(
  'list_items',
  {
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    skuId: text().notNull(),
    quantity: integer().notNull().default(1),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.skuId] })],
);

export const quotations = pgTable(
  'quotations',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: site(),
    quotationNumber: text().notNull().unique(),
    companyId: uuid().references(() => companies.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    status: text().notNull().default('DRAFT'),
    currency: currency(),
    total: money().notNull().default(0),
    validTo: at(),
    createdAt: createdAt(),
  },
  (t) => [index('quotations_company_idx').on(t.companyId, t.createdAt)],
);

export const quotationLines = pgTable(
  'quotation_lines',
  {
    quotationId: uuid()
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    lineId: integer().notNull(),
    skuId: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.quotationId, t.lineId] })],
);

/** B2B credit line of a company: a ledger of movements against a limit. */
export const creditLines = pgTable('credit_lines', {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  currency: currency(),
  limitAmount: money().notNull(),
  status: text().notNull().default('ACTIVE'),
  userDetails: jsonb(),
  updatedAt: updatedAt(),
});

export const creditLineMovements = pgTable(
  'credit_line_movements',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid().notNull(),
    /** Positive uses credit, negative pays it back. */
    amount: money().notNull(),
    orderId: uuid().references(() => orders.id),
    note: text(),
    at: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId], foreignColumns: [creditLines.companyId] }).onDelete(
      'cascade',
    ),
    index('credit_line_movements_company_idx').on(t.companyId, t.at),
  ],
);
