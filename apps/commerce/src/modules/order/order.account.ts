import { and, count, desc, eq, sql } from '@fierro/db';
import { getTenantBySiteId } from '@fierro/tenants';
import type { CartResponse, OrderLookupResponse, OrderResponse } from '../../contract';
import { type Asker, addLine, type CartDeps, CartError, createCart } from '../cart';
import { OrderError } from './order.errors';
import { readOrderView } from './order.service';
import { type OrderStore, orders } from './order.store';
import { lookupView } from './order.view';

/**
 * The shopper's orders (issue 23's first part): the list, buying an order again, and a guest's
 * lookup by order number and e-mail. Every order answers only its owner (or, for the lookup, who
 * knows both its number and its e-mail); anyone else gets the same 404 as for no order.
 */
export interface OrderSummary {
  orderId: string;
  orderNumber: string;
  status: OrderResponse['status'];
  currency: string;
  total: number;
  itemCount: number;
  createdAt: string;
}

export async function listOrders(
  store: OrderStore,
  asker: Asker,
  siteId: string,
  page: number,
  perPage: number,
): Promise<{ orders: OrderSummary[]; total: number; page: number; perPage: number }> {
  if (!asker.userId) throw new OrderError('ORDER_NOT_FOUND');
  const mine = and(eq(orders.userId, asker.userId), eq(orders.siteId, siteId));
  const [rows, [counted]] = await Promise.all([
    store.db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        currency: orders.currency,
        total: orders.total,
        createdAt: orders.createdAt,
        itemCount: sql<number>`(SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l
          WHERE l.order_id = ${orders.id} AND l.kind = 'PRODUCT')`,
      })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(perPage)
      .offset((page - 1) * perPage),
    store.db.select({ n: count() }).from(orders).where(mine),
  ]);
  return {
    orders: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: counted?.n ?? 0,
    page,
    perPage,
  };
}

/**
 * Buy again: the order's product lines still sold go to the shopper's open cart at today's
 * prices (the cart prices them), each with its quantity; lines refused (no longer sold, not in
 * stock) are answered apart, and nothing else changes.
 */
export async function buyAgain(
  deps: { store: OrderStore; cart: CartDeps },
  asker: Asker,
  orderId: string,
): Promise<{
  cart: CartResponse;
  skipped: Array<{ skuId: string; name: string; reason: string }>;
}> {
  const order = await deps.store.find(orderId);
  if (!order || !asker.userId || order.userId !== asker.userId) {
    throw new OrderError('ORDER_NOT_FOUND');
  }
  const tenant = getTenantBySiteId(order.siteId);
  if (!tenant) throw new OrderError('ORDER_NOT_FOUND');
  const { lines } = await deps.store.details(order.id);
  let cart = await createCart(deps.cart, tenant, asker);
  const skipped: Array<{ skuId: string; name: string; reason: string }> = [];
  for (const line of lines.filter((l) => l.kind === 'PRODUCT')) {
    try {
      cart = await addLine(deps.cart, cart.cartId, asker, {
        skuId: line.skuId,
        quantity: line.quantity,
        version: cart.version,
        ...(line.deliveryMethod && line.deliveryMethod !== 'storePickUp'
          ? { deliveryMethod: line.deliveryMethod }
          : {}),
        ...(line.storeId && line.deliveryMethod !== 'homeDelivery'
          ? { storeId: line.storeId }
          : {}),
      });
    } catch (error) {
      if (!(error instanceof CartError)) throw error;
      if (error.extra.cart) cart = error.extra.cart;
      skipped.push({ skuId: line.skuId, name: line.name, reason: error.code });
    }
  }
  return { cart, skipped };
}

/**
 * A guest's lookup: the order whose number and e-mail both match, else 404; only what the status
 * page shows (`lookupView`).
 */
export async function lookupOrder(
  store: OrderStore,
  input: { siteId: string; orderNumber: string; email: string },
): Promise<OrderLookupResponse> {
  const [row] = await store.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.siteId, input.siteId),
        eq(orders.orderNumber, input.orderNumber.trim()),
        sql`lower(${orders.contact}->>'email') = ${input.email.trim().toLowerCase()}`,
      ),
    );
  if (!row) throw new OrderError('ORDER_NOT_FOUND');
  return lookupView(await readOrderView({ store }, row));
}
