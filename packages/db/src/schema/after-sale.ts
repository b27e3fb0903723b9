import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, money, siteId, updatedAt } from './columns';
import { orders, testGatewayPayments } from './commerce';
import { users } from './identity';

/**
 * After the sale (issue 23): return requests of an order's lines and their states, the store
 * card's points ledger, the refunds the test gateway made, and the spent captcha solutions.
 */

/**
 * A shopper's request on a delivered line: a return or Chile's right of refusal (money back), or
 * a warranty change (a product back). States move requested → approved | rejected, approved →
 * refunded; each move is a row of `order_return_history`.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    siteId: siteId(),
    lineId: integer().notNull(),
    kind: text().$type<'return' | 'warranty' | 'rightOfRefusal'>().notNull(),
    reason: text(),
    comment: text(),
    quantity: integer().notNull(),
    /** What goes back to the shopper (minor units; 0 for a warranty change). */
    amount: money().notNull(),
    state: text()
      .$type<'requested' | 'approved' | 'rejected' | 'refunded'>()
      .notNull()
      .default('requested'),
    /** The gateway's payment the refund went to, for a card order. */
    refundPaymentId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.lineId),
    index('order_returns_user_idx').on(t.userId, t.createdAt),
    check('order_returns_quantity', sql`${t.quantity} > 0`),
  ],
);

export const orderReturnHistory = pgTable(
  'order_return_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    returnId: uuid()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    state: text().$type<'requested' | 'approved' | 'rejected' | 'refunded'>().notNull(),
    note: text(),
    at: at().notNull().defaultNow(),
  },
  (t) => [index('order_return_history_return_idx').on(t.returnId, t.at)],
);

/**
 * Store-card (CMR) points: an append-only ledger (the database refuses updates and deletes). An
 * order earns once when it is paid; a refund takes back its share once.
 */
export const loyaltyPoints = pgTable(
  'loyalty_points',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    siteId: siteId(),
    kind: text().$type<'earned' | 'reversed'>().notNull(),
    points: integer().notNull(),
    orderId: uuid().references(() => orders.id),
    returnId: uuid().references(() => orderReturns.id),
    at: at().notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_points_user_idx').on(t.userId, t.siteId, t.at),
    uniqueIndex('loyalty_points_earned_idx').on(t.orderId).where(sql`${t.kind} = 'earned'`),
    uniqueIndex('loyalty_points_reversed_idx').on(t.returnId).where(sql`${t.kind} = 'reversed'`),
  ],
);

/** The test gateway's refunds: one per idempotency key (a retried refund is the same one). */
export const testGatewayRefunds = pgTable('test_gateway_refunds', {
  idempotencyKey: text().primaryKey(),
  paymentId: uuid()
    .notNull()
    .references(() => testGatewayPayments.id),
  amount: money().notNull(),
  createdAt: createdAt(),
});

/** The captcha's signing key, one per database (every commerce process shares it). */
export const captchaKeys = pgTable('captcha_keys', {
  name: text().primaryKey(),
  secret: text().notNull(),
  createdAt: createdAt(),
});

/** Captcha solutions already used (a solution answers once), kept until they expire. */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    challenge: text().primaryKey(),
    expiresAt: at().notNull(),
  },
  (t) => [index('captcha_spent_expiry_idx').on(t.expiresAt)],
);
