import { eq, schema } from '@fierro/db';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Mailer } from '../../lib/mailer';
import { reopenCart, type Tx } from '../cart';
import type { PaymentGateway } from '../payment';
import { type OrderMailTemplate, orderMail, type ReturnMailState, returnMail } from './order.mail';
import { applyPayment } from './order.service';
import { addOutbox, moveOrder, type OrderStore, releaseStock } from './order.store';

/**
 * Follow-up work of orders (issue 22), run by the job queue (pg-boss on PostgreSQL) and fed by
 * outbox rows written in the order's own transaction: nothing is promised to a shopper that a
 * crash can forget. Each handler may run twice (a retry after a crash) and does its work once.
 */
export const ORDER_QUEUES = ['order-mail', 'order-expire', 'order-abandon'] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];

export interface OrderJobDeps {
  store: OrderStore;
  gateway: PaymentGateway;
  mailer: Mailer;
  now: () => Date;
  kick?: () => void;
  /** The storefront's public origin (STOREFRONT_PUBLIC_URL): mails link to the order there. */
  publicOrigin?: string;
}

/** An order mail's job: one of the order's own, or a return request's at one of its states. */
export type OrderMailJob = (
  | { orderId: string; template: OrderMailTemplate }
  | { orderId: string; template: 'return'; returnId: string; state: ReturnMailState }
) &
  Relayed;

/**
 * A job that fails (the mail server, the mail folder or the gateway away) is tried again, the
 * waits doubling from 15 s (pg-boss's backoff, up to twice each with its jitter): twelve tries
 * span about half a day to a day, then pg-boss marks it failed. Eight (about an hour and a half)
 * lost a mail, or left a pay-at-store order's stock held, past a longer outage.
 */
export const JOB_RETRIES = { retryLimit: 12, retryDelay: 15, retryBackoff: true } as const;

/** What the relay adds to a job: its outbox row, the same on every retry (a delivery's key). */
export interface Relayed {
  outboxId?: number;
  dueAt?: string;
}

/** The delivery's key: the order (a random id, unique across databases) and its outbox row. */
const deliveryOf = (job: Relayed & { orderId: string }) =>
  job.outboxId !== undefined
    ? {
        delivery: {
          key: `order-${job.orderId}-${job.outboxId}`,
          at: new Date(job.dueAt ?? 0),
        },
      }
    : {};

/** Sends one of the order's mails in the shopper's language. */
export async function sendOrderMail(deps: OrderJobDeps, job: OrderMailJob): Promise<string | null> {
  const order = await deps.store.find(job.orderId);
  if (!order) return null;
  const { lines, history } = await deps.store.details(order.id);
  if (job.template !== 'return') {
    const storeIds = [...new Set(lines.flatMap((l) => (l.storeId ? [l.storeId] : [])))];
    const stores = await deps.store.stores(order.siteId, storeIds);
    return deps.mailer.send({
      ...orderMail(order, lines, job.template, stores, deps.publicOrigin, history),
      ...deliveryOf(job),
    });
  }
  const [request] = await deps.store.db
    .select()
    .from(schema.orderReturns)
    .where(eq(schema.orderReturns.id, job.returnId));
  const line = lines.find((l) => l.lineId === request?.lineId);
  if (!request || !line) return null;
  return deps.mailer.send({
    ...returnMail(
      order,
      line,
      { state: job.state, quantity: request.quantity, amount: request.amount },
      deps.publicOrigin,
    ),
    ...deliveryOf(job),
  });
}

/** Cancels a pay-at-store order still unpaid at its due time and gives its stock back. */
export async function expirePayAtStore(
  deps: OrderJobDeps,
  job: { orderId: string },
): Promise<boolean> {
  const order = await deps.store.find(job.orderId);
  if (
    order?.paymentMethod !== 'payAtStore' ||
    !order.paymentDueAt ||
    order.paymentDueAt.getTime() > deps.now().getTime()
  ) {
    return false;
  }
  const cancelled = await deps.store.db.transaction(async (tx: Tx) => {
    // Only from PAYMENT_PENDING: an order paid at the till meanwhile is left alone.
    const moved = await moveOrder(tx, order.id, ['PAYMENT_PENDING'], 'CANCELLED', {}, 'unpaid');
    if (!moved) return false;
    await releaseStock(tx, order.id);
    await addOutbox(tx, 'order-mail', { orderId: order.id, template: 'cancelled' });
    return true;
  });
  if (cancelled) deps.kick?.();
  return cancelled;
}

/**
 * A card order still unsettled long after placement (its process died between the order and the
 * payment, or the shopper never answered the 3-D Secure challenge): the first is finished with
 * the gateway (same idempotency key: the same payment), the second voided and cancelled, its
 * stock given back.
 */
export async function abandonOrder(
  deps: OrderJobDeps,
  job: { orderId: string },
): Promise<string | null> {
  const order = await deps.store.find(job.orderId);
  if (!order) return null;
  if (order.status === 'CREATED' && order.payment.token) {
    const result = await deps.gateway.authorize({
      idempotencyKey: order.id,
      token: order.payment.token,
      amount: order.total,
      currency: order.currency,
      installments: order.payment.installments ?? 1,
    });
    if (result?.status !== 'challenge') return (await applyPayment(deps, order, result)).status;
  }
  const current = (await deps.store.find(order.id))!;
  if (current.paymentMethod === 'payAtStore') return current.status;
  const paymentId = current.payment.gatewayPaymentId;
  if (current.status === 'CANCELLED') {
    // A retry of a run that cancelled and died before its void: void again (a no-op for a
    // payment that is not held).
    if (paymentId) await deps.gateway.void(paymentId);
    return current.status;
  }
  if (current.status !== 'PAYMENT_PENDING' && current.status !== 'CREATED') return current.status;
  // The cardholder may have answered the gateway and the order never heard (a tab closed before
  // its settling call): the gateway's word settles it. Only a challenge still unanswered is
  // given up.
  if (paymentId && current.status === 'PAYMENT_PENDING') {
    const now = await deps.gateway.payment(paymentId);
    if (now && now.status !== 'challenge') return (await applyPayment(deps, current, now)).status;
  }
  // Cancelled first, voided after: a challenge answered meanwhile either pays the order first
  // (nothing here happens) or finds it cancelled and voids its own authorisation. Voiding first
  // could leave a paid order whose payment was voided.
  const cancelled = await deps.store.db.transaction(async (tx: Tx) => {
    const moved = await moveOrder(
      tx,
      current.id,
      ['CREATED', 'PAYMENT_PENDING'],
      'CANCELLED',
      {},
      'abandoned',
    );
    if (moved) {
      await releaseStock(tx, current.id);
      // The shopper gets the cart back, as after a declined card.
      if (current.cartId) await reopenCart(tx, current.cartId);
    }
    return moved;
  });
  if (cancelled && paymentId) await deps.gateway.void(paymentId);
  return cancelled?.status ?? (await deps.store.find(order.id))!.status;
}

/**
 * Hands due outbox rows to the job queue in one transaction with marking them dispatched (the
 * queue's insert runs on the same connection), so each row becomes exactly one job; a delayed
 * row (a pay-at-store expiry) becomes a job that starts at its time.
 */
export async function relayOutbox(pool: pg.Pool, boss: PgBoss, limit = 200): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{
      id: number;
      kind: string;
      payload: Record<string, unknown>;
      due_at: Date;
    }>(
      `SELECT id, kind, payload, due_at FROM outbox WHERE dispatched_at IS NULL
        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
    const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) };
    for (const row of rows) {
      const relayed: Relayed = { outboxId: row.id, dueAt: row.due_at.toISOString() };
      await boss.send(
        row.kind,
        { ...row.payload, ...relayed },
        { db, startAfter: row.due_at, ...JOB_RETRIES },
      );
    }
    if (rows.length > 0) {
      await client.query('UPDATE outbox SET dispatched_at = now() WHERE id = ANY($1::bigint[])', [
        rows.map((r) => r.id),
      ]);
    }
    await client.query('COMMIT');
    return rows.length;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The handler of each order queue. */
export const orderHandlers = (
  deps: OrderJobDeps,
): Record<OrderQueue, (data: Record<string, unknown>) => Promise<unknown>> => ({
  'order-mail': (data) => sendOrderMail(deps, data as unknown as OrderMailJob),
  'order-expire': (data) => expirePayAtStore(deps, data as { orderId: string }),
  'order-abandon': (data) => abandonOrder(deps, data as { orderId: string }),
});
