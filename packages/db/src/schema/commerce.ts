import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
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

/** Order states (issue 22); each change is a row of `order_history`. */
export const ORDER_STATUSES = [
  'CREATED',
  'PAYMENT_PENDING',
  'PAID',
  'PREPARING',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'PICKED_UP',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who pays how: a card, the store card, at the store, or a company's credit line. */
export const PAYMENT_METHODS = ['card', 'storeCard', 'payAtStore', 'creditLine'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * An order (issue 22): built from the server's cart and the price rule at placement, never from
 * amounts a client sent. Contact, address, fiscal document and payment are snapshots; a card
 * payment keeps only its brand, last four digits and the gateway's references.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: site(),
    /** Per site, from the site's PostgreSQL sequence (order_number_<siteId>). */
    orderNumber: text().notNull(),
    cartId: uuid(),
    userId: uuid().references(() => users.id),
    companyId: uuid().references(() => companies.id),
    status: text().$type<OrderStatus>().notNull().default('CREATED'),
    channel: text().notNull().default('web'),
    currency: currency(),
    subtotal: money().notNull(),
    savings: money().notNull().default(0),
    delivery: money().notNull().default(0),
    total: money().notNull(),
    contact: jsonb()
      .$type<{
        email: string;
        firstName: string;
        lastName: string;
        phone: string;
        document: { type: string; number: string };
      }>()
      .notNull(),
    deliveryAddress: jsonb().$type<{
      locationId: string | null;
      zipCode: string | null;
      label: string;
      street: string;
      number: string;
      apartment: string | null;
    }>(),
    fiscalDocument: jsonb()
      .$type<{
        kind: string;
        taxId: string | null;
        businessName: string | null;
        businessActivity: string | null;
      }>()
      .notNull(),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    payment: jsonb()
      .$type<{
        brand?: string;
        last4?: string;
        gatewayPaymentId?: string;
        /** The gateway's token of the card (never the number), to resume after a crash. */
        token?: string;
        installments?: number;
        promotionId?: string | null;
        challengeId?: string | null;
        declineReason?: string | null;
      }>()
      .notNull()
      .default({}),
    /** Pay at store: the code the shopper shows, and when an unpaid order is cancelled. */
    paymentCode: text(),
    paymentDueAt: at(),
    /**
     * SHA-256 of the token a guest's confirmation link carries (the order answers to it). A
     * replayed placement hands out a fresh token: its hash is in `order_access_tokens`.
     */
    accessTokenHash: text().notNull(),
    /**
     * The shopper's network address as commerce saw it (through the trusted proxies): unpaid
     * holds (pay at store, a pending 3-D Secure challenge) are counted per address, so nobody
     * empties a store's shelf.
     */
    clientAddress: text(),
    locale: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_site_number_unique').on(t.siteId, t.orderNumber),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // A shopper's unpaid holds (pay at store, a card order before or awaiting its 3-D Secure
    // challenge), by address and by e-mail: each arm of the count's OR reads one of these.
    index('orders_unpaid_holds_idx')
      .on(t.siteId, t.clientAddress)
      .where(sql`${t.status} IN ('CREATED', 'PAYMENT_PENDING')`),
    index('orders_unpaid_holds_email_idx')
      .on(t.siteId, sql`lower(${t.contact}->>'email')`)
      .where(sql`${t.status} IN ('CREATED', 'PAYMENT_PENDING')`),
    index('orders_pending_idx').on(t.paymentDueAt).where(sql`${t.status} = 'PAYMENT_PENDING'`),
    // A cart's orders: the one awaiting its payment (the cart module asks when an ordered cart is
    // read), and the declined ones of the last hour (card testing).
    index('orders_cart_idx').on(t.cartId, t.createdAt),
    // Declined card payments by network address (card testing).
    index('orders_cancelled_by_address_idx')
      .on(t.clientAddress, t.createdAt)
      .where(sql`${t.status} = 'CANCELLED'`),
  ],
);

/**
 * Further access tokens of an order, as SHA-256 only: one per replay of its placement (the same
 * Idempotency-Key and body). The stored answer of the key holds no token, so a replay mints a
 * fresh one; the order answers to any of these and to `orders.accessTokenHash`.
 */
export const orderAccessTokens = pgTable(
  'order_access_tokens',
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.tokenHash] })],
);

/** A line of an order: a snapshot of what was bought, at what unit price, delivered how. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer().notNull(),
    parentLineId: integer(),
    kind: text().$type<'PRODUCT' | 'WARRANTY' | 'SERVICE'>().notNull().default('PRODUCT'),
    skuId: text().notNull(),
    productId: text().notNull(),
    name: text().notNull(),
    quantity: integer().notNull(),
    /** m² one box covers, for a line sold by the box (its quantity counts boxes); else null. */
    coverage: real(),
    unitPrice: money().notNull(),
    priceType: text().notNull(),
    total: money().notNull(),
    saving: money().notNull().default(0),
    promotionId: text(),
    deliveryMethod: deliveryMethod(),
    storeId: text(),
    deliveryDateFrom: text(),
    deliveryDateTo: text(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineId] })],
);

/** Every status an order went through, with its time (append-only). */
export const orderHistory = pgTable(
  'order_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().$type<OrderStatus>().notNull(),
    note: text(),
    at: at().notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
);

/**
 * Units an order holds in a facility (taken from `stock` in the order's transaction). Released
 * units (declined payment, cancelled or expired order) go back to `stock`, and `releasedAt` says
 * when; live orders' units plus stock always make the stock that was there.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    siteId: siteId(),
    skuId: text().notNull(),
    facilityId: text().notNull(),
    quantity: integer().notNull(),
    releasedAt: at(),
  },
  (t) => [index('stock_reservations_order_idx').on(t.orderId)],
);

/**
 * Idempotency keys of order placement (Stripe's model): the first request with a key claims it;
 * the same key with the same body answers the stored answer, another body is a 409. Kept 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    siteId: siteId(),
    key: text().notNull(),
    requestHash: text().notNull(),
    orderId: uuid(),
    status: text().$type<'processing' | 'completed'>().notNull().default('processing'),
    responseStatus: integer(),
    responseBody: jsonb(),
    /** A claim not completed by then (its process died) may be taken over. */
    lockedUntil: at().notNull(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.key] }),
    index('idempotency_keys_expiry_idx').on(t.expiresAt),
  ],
);

/** Follow-up work written in the transaction that makes it due (mails, expiries, releases). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    /** Not before (a pay-at-store expiry is due 48 h later). */
    dueAt: at().notNull().defaultNow(),
    createdAt: createdAt(),
    dispatchedAt: at(),
  },
  (t) => [index('outbox_pending_idx').on(t.id).where(sql`${t.dispatchedAt} IS NULL`)],
);

/**
 * The test payment gateway's own storage (a stand-in for a real gateway, named as such): tokens
 * hold brand, last four and the outcome of the documented test numbers, never the number.
 */
export const testGatewayTokens = pgTable('test_gateway_tokens', {
  token: text().primaryKey(),
  brand: text().notNull(),
  last4: text().notNull(),
  outcome: text().$type<'approve' | 'decline' | 'challenge'>().notNull(),
  /** The issuing bank, from the number's BIN (a bank promotion is for its bank's cards). */
  issuer: text(),
  createdAt: createdAt(),
});

export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The caller's idempotency key: the same key is the same payment. */
    idempotencyKey: text().notNull().unique(),
    token: text().notNull(),
    amount: money().notNull(),
    currency: currency(),
    status: text()
      .$type<'authorized' | 'declined' | 'challenge' | 'captured' | 'voided' | 'refunded'>()
      .notNull(),
    refunded: money().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A token is single-use: whether one already holds a payment is asked at every placement.
  (t) => [index('test_gateway_payments_token_idx').on(t.token)],
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
