import { and, asc, eq, inArray, schema, sql } from '@fierro/db';
import {
  DELIVERED_STATUSES,
  fulfilmentMovesFrom,
  mayMoveReturn,
  openReturnWindows,
  type ReturnKind,
  type ReturnState,
  refundAmountOf,
  refundsMoney,
} from '@fierro/domain';
import { getTenantBySiteId } from '@fierro/tenants';
import type { OrderReturnsResponse, ReturnRequest, ReturnRequestBody } from '../../contract';
import type { Asker, Tx } from '../cart';
import { earnPoints, reversePoints } from '../loyalty';
import type { PaymentGateway } from '../payment';
import { OrderError } from './order.errors';
import { MOVE_MAILS } from './order.mail';
import {
  addOutbox,
  moveOrder,
  type OrderRow,
  type OrderStatus,
  type OrderStore,
  orderHistory,
  orderLines,
  orders,
} from './order.store';

/**
 * Returns of an order's lines (issue 23): what a delivered line may still ask (the site's
 * windows, the units not yet asked for), the shopper's request, and an operator's moves
 * (approve, reject, refund: the card's money back through the gateway, once per request). Each
 * request answers only the order's owner; anyone else gets the same 404 as for no order.
 */
const { orderReturns, orderReturnHistory, creditLineMovements } = schema;
type ReturnRow = typeof orderReturns.$inferSelect;

export interface ReturnDeps {
  store: OrderStore;
  gateway: PaymentGateway;
}

const refundMethodOf = (order: OrderRow): ReturnRequest['refundMethod'] =>
  order.paymentMethod === 'creditLine'
    ? 'creditLine'
    : order.payment.gatewayPaymentId
      ? 'card'
      : 'store';

async function returnHistories(store: OrderStore, ids: string[]) {
  if (ids.length === 0) return new Map<string, Array<{ state: ReturnState; at: string }>>();
  const rows = await store.db
    .select()
    .from(orderReturnHistory)
    .where(inArray(orderReturnHistory.returnId, ids))
    .orderBy(asc(orderReturnHistory.id));
  const byReturn = new Map<string, Array<{ state: ReturnState; at: string }>>();
  for (const r of rows) {
    const list = byReturn.get(r.returnId) ?? [];
    list.push({ state: r.state, at: r.at.toISOString() });
    byReturn.set(r.returnId, list);
  }
  return byReturn;
}

const viewOf = (
  row: ReturnRow,
  order: OrderRow,
  history: Array<{ state: ReturnState; at: string }>,
): ReturnRequest => ({
  returnId: row.id,
  orderId: row.orderId,
  lineId: row.lineId,
  kind: row.kind,
  reason: (row.reason as ReturnRequest['reason']) ?? null,
  comment: row.comment,
  quantity: row.quantity,
  amount: row.amount,
  state: row.state,
  refundMethod: refundsMoney(row.kind) ? refundMethodOf(order) : null,
  history,
  createdAt: row.createdAt.toISOString(),
});

/** When the goods reached the shopper: the order's first move to delivered or picked up. */
async function deliveredAtOf(db: Pick<Tx, 'select'>, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderHistory.at })
    .from(orderHistory)
    .where(
      and(eq(orderHistory.orderId, orderId), inArray(orderHistory.status, [...DELIVERED_STATUSES])),
    )
    .orderBy(asc(orderHistory.id))
    .limit(1);
  return row?.at ?? null;
}

const owned = async (store: OrderStore, orderId: string, asker: Asker): Promise<OrderRow> => {
  const order = await store.find(orderId);
  if (!order || !asker.userId || order.userId !== asker.userId) {
    throw new OrderError('ORDER_NOT_FOUND');
  }
  return order;
};

/** GET /checkout/v1/orders/{orderId}/returns: the windows per line and the requests made. */
export async function orderReturnsOf(
  store: OrderStore,
  orderId: string,
  asker: Asker,
  now: Date,
): Promise<OrderReturnsResponse> {
  const order = await owned(store, orderId, asker);
  const tenant = getTenantBySiteId(order.siteId);
  if (!tenant) throw new OrderError('ORDER_NOT_FOUND');
  const [{ lines }, deliveredAt, rows] = await Promise.all([
    store.details(order.id),
    deliveredAtOf(store.db, order.id),
    store.db
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.orderId, order.id))
      .orderBy(asc(orderReturns.createdAt)),
  ]);
  const histories = await returnHistories(
    store,
    rows.map((r) => r.id),
  );
  const windows = openReturnWindows({
    policy: tenant.returnPolicy,
    rightOfRefusal: tenant.rightOfRefusalEnabled,
    deliveredAt,
    now,
  }).map((w) => ({ kind: w.kind, until: w.until.toISOString() }));
  return {
    orderId: order.id,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    lines: lines
      .filter((l) => l.kind === 'PRODUCT')
      .map((l) => ({
        lineId: l.lineId,
        returnable:
          l.quantity -
          rows
            .filter((r) => r.lineId === l.lineId && r.state !== 'rejected')
            .reduce((n, r) => n + r.quantity, 0),
        windows,
      })),
    requests: rows.map((r) => viewOf(r, order, histories.get(r.id) ?? [])),
  };
}

/**
 * POST /checkout/v1/orders/{orderId}/returns. The order row is locked while the request is
 * checked and written, so two requests at once never ask for more units than the line has.
 */
export async function requestReturn(
  store: OrderStore,
  orderId: string,
  asker: Asker,
  body: ReturnRequestBody,
  now: Date,
): Promise<ReturnRequest> {
  const order = await owned(store, orderId, asker);
  const tenant = getTenantBySiteId(order.siteId);
  if (!tenant) throw new OrderError('ORDER_NOT_FOUND');
  if (body.kind !== 'rightOfRefusal' && !body.reason) {
    throw new OrderError('RETURN_REASON_REQUIRED', { field: 'reason' });
  }
  const created = await store.db.transaction(async (tx: Tx) => {
    await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${order.id} FOR UPDATE`);
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.lineId, body.lineId)));
    if (line?.kind !== 'PRODUCT') throw new OrderError('ORDER_NOT_FOUND');
    const deliveredAt = await deliveredAtOf(tx, order.id);
    if (!deliveredAt) throw new OrderError('NOT_DELIVERED', { field: 'kind' });
    const open = openReturnWindows({
      policy: tenant.returnPolicy,
      rightOfRefusal: tenant.rightOfRefusalEnabled,
      deliveredAt,
      now,
    });
    if (!open.some((w) => w.kind === body.kind)) {
      throw new OrderError('RETURN_WINDOW_CLOSED', { field: 'kind' });
    }
    const { rows } = await tx.execute<{ n: number }>(sql`SELECT coalesce(sum(quantity), 0)::int AS n
      FROM order_returns WHERE order_id = ${order.id} AND line_id = ${line.lineId}
        AND state <> 'rejected'`);
    const available = line.quantity - Number(rows[0]?.n ?? 0);
    if (body.quantity > available) {
      throw new OrderError('RETURN_QUANTITY', {
        field: 'quantity',
        available: Math.max(0, available),
      });
    }
    const [row] = await tx
      .insert(orderReturns)
      .values({
        orderId: order.id,
        userId: asker.userId!,
        siteId: order.siteId,
        lineId: line.lineId,
        kind: body.kind,
        reason: body.kind === 'rightOfRefusal' ? (body.reason ?? null) : body.reason!,
        comment: body.comment || null,
        quantity: body.quantity,
        amount: refundsMoney(body.kind) ? refundAmountOf(line, body.quantity) : 0,
      })
      .returning();
    await tx.insert(orderReturnHistory).values({ returnId: row!.id, state: 'requested' });
    // The shopper's mail of each state, written with the state (the outbox relay sends it).
    await addOutbox(tx, 'order-mail', {
      orderId: order.id,
      template: 'return',
      returnId: row!.id,
      state: 'requested',
    });
    return row!;
  });
  const histories = await returnHistories(store, [created.id]);
  return viewOf(created, order, histories.get(created.id) ?? []);
}

/**
 * An operator's move of a request: approve, reject, or refund an approved one. A refund of a
 * card order goes through the gateway with the request's id as its idempotency key (a retry is
 * the same refund), a credit-line order's amount goes back to the line, a pay-at-store order's
 * is paid at the till; the store-card points of that share are taken back. The request row is
 * locked while it moves, so a second refund waits and then finds it refunded.
 */
export async function moveReturn(
  deps: ReturnDeps,
  returnId: string,
  to: 'approved' | 'rejected' | 'refunded',
  note: string | null,
): Promise<ReturnRequest> {
  const result = await deps.store.db.transaction(async (tx: Tx) => {
    const [row] = await tx
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.id, returnId))
      .for('update');
    if (!row) throw new OrderError('RETURN_NOT_FOUND');
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (!order) throw new OrderError('RETURN_NOT_FOUND');
    if (!mayMoveReturn(row.kind as ReturnKind, row.state, to)) {
      throw new OrderError('RETURN_STATE', { field: 'state' });
    }
    let refundPaymentId: string | null = null;
    if (to === 'refunded') {
      const method = refundMethodOf(order);
      if (method === 'card') {
        const paymentId = order.payment.gatewayPaymentId!;
        const refund = await deps.gateway.refund(paymentId, row.amount, `return:${row.id}`);
        if (!refund) throw new OrderError('REFUND_FAILED');
        refundPaymentId = refund.paymentId;
      } else if (method === 'creditLine' && order.companyId) {
        await tx.insert(creditLineMovements).values({
          companyId: order.companyId,
          amount: -row.amount,
          orderId: order.id,
          note: `return ${row.id}`,
        });
      }
      await reversePoints(tx, {
        returnId: row.id,
        orderId: order.id,
        orderTotal: order.total,
        amount: row.amount,
      });
    }
    const [moved] = await tx
      .update(orderReturns)
      .set({ state: to, updatedAt: sql`now()`, ...(refundPaymentId ? { refundPaymentId } : {}) })
      .where(eq(orderReturns.id, row.id))
      .returning();
    await tx.insert(orderReturnHistory).values({ returnId: row.id, state: to, note });
    await addOutbox(tx, 'order-mail', {
      orderId: order.id,
      template: 'return',
      returnId: row.id,
      state: to,
    });
    return { row: moved!, order };
  });
  const histories = await returnHistories(deps.store, [result.row.id]);
  return viewOf(result.row, result.order, histories.get(result.row.id) ?? []);
}

/**
 * An operator's fulfilment move (preparing, shipped, ready for pickup, delivered, picked up; the
 * till's payment of a pay-at-store order). Each move is a row of the order's history (the
 * shopper's timeline); a paid order earns its store-card points in the same transaction, and a
 * move the shopper hears of writes its mail's outbox row there too (a refused move, none).
 */
export async function moveOrderStatus(
  store: OrderStore,
  orderId: string,
  to: OrderStatus,
  note: string | null,
): Promise<OrderRow> {
  const order = await store.find(orderId);
  if (!order) throw new OrderError('ORDER_NOT_FOUND');
  const allowed =
    fulfilmentMovesFrom(order.status).includes(to) &&
    // Only the till pays an order that waits on a payment (a 3-D Secure one waits on the bank).
    (order.status !== 'PAYMENT_PENDING' || order.paymentMethod === 'payAtStore');
  if (!allowed) throw new OrderError('ORDER_MOVE_REFUSED', { field: 'status' });
  const moved = await store.db.transaction(async (tx: Tx) => {
    const row = await moveOrder(tx, order.id, [order.status], to, {}, note);
    if (row && to === 'PAID') await earnPoints(tx, row, row.updatedAt);
    const template = MOVE_MAILS[to];
    if (row && template) await addOutbox(tx, 'order-mail', { orderId: order.id, template });
    return row;
  });
  if (!moved) throw new OrderError('ORDER_MOVE_REFUSED', { field: 'status' });
  return moved;
}
