import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, currency, money, siteId, updatedAt } from './columns';
import { deliveryMethod } from './enums';
import { companies, users } from './identity';
import { sites } from './sites';

/** Tables for carts, orders, lists, quotations and credit lines (behaviour in later issues). */
const site = () => siteId().references(() => sites.siteId, { onDelete: 'cascade' });

export const carts = pgTable(
  'carts',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: site(),
    /** null for a guest cart (the cartId cookie is the key). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    priceGroup: text(),
    zoneId: text(),
    status: text().$type<'open' | 'ordered' | 'abandoned'>().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('carts_user_idx').on(t.userId)],
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
    deliveryMethod: deliveryMethod(),
    pickupStoreId: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.lineId] })],
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
