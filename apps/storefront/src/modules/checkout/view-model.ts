import type { CartResponse, OrderResponse } from '@fierro/commerce/contract';
import { momentInText } from '@fierro/domain';
import { currencyOf, defaultCurrency, type Tenant } from '@fierro/tenants';
import { cartLinesTracked, type Ga4Ecommerce, ga4Ecommerce } from '../../lib/tracking/ga4';

/**
 * Commerce's cart and order as the checkout shows and tracks them: lines grouped by how they are
 * delivered, days in the site's language, and GA4's ecommerce shape (amounts in major units).
 */
type CartLine = CartResponse['lines'][number];

/** What grouping needs of a line, a cart's or an order's. */
export interface DeliveredLine {
  deliveryMethod: CartLine['deliveryMethod'];
  store: CartLine['store'];
  /** Its delivery estimate (a cart's `delivery`, an order's `deliveryDate`). */
  dates: { dateFrom: string; dateTo: string } | null;
}

export interface DeliveryGroup<L = CartLine> {
  method: 'homeDelivery' | 'pickupInStore' | 'buyAtStore';
  store: CartLine['store'];
  lines: L[];
  /** The earliest and latest day of the group's lines (YYYY-MM-DD), where known. */
  dateFrom: string | null;
  dateTo: string | null;
}

/** Lines by delivery method and store, home delivery first (the cart's own order). */
export function groupByDelivery<L>(
  lines: readonly L[],
  facts: (line: L) => DeliveredLine,
): DeliveryGroup<L>[] {
  const groups = new Map<string, DeliveryGroup<L>>();
  for (const line of lines) {
    const { deliveryMethod, store, dates } = facts(line);
    const method = deliveryMethod ?? 'homeDelivery';
    const key = `${method}|${method === 'homeDelivery' ? '' : (store?.id ?? '')}`;
    let group = groups.get(key);
    if (!group) {
      group = { method, store, lines: [], dateFrom: null, dateTo: null };
      groups.set(key, group);
    }
    group.lines.push(line);
    if (dates) {
      if (!group.dateFrom || dates.dateFrom < group.dateFrom) group.dateFrom = dates.dateFrom;
      if (!group.dateTo || dates.dateTo > group.dateTo) group.dateTo = dates.dateTo;
    }
  }
  const rank = { homeDelivery: 0, pickupInStore: 1, buyAtStore: 2 } as const;
  return [...groups.values()].sort((a, b) => rank[a.method] - rank[b.method]);
}

/** The cart's lines by delivery method and store. */
export const deliveryGroups = (cart: Pick<CartResponse, 'lines'>): DeliveryGroup[] =>
  groupByDelivery(cart.lines, (l) => ({
    deliveryMethod: l.deliveryMethod,
    store: l.store,
    dates: l.delivery ?? null,
  }));

/** An order's product lines by delivery method and store (warranties and services ride along). */
export const orderDeliveryGroups = (order: Pick<OrderResponse, 'lines'>) =>
  groupByDelivery(
    order.lines.filter((l) => l.kind === 'PRODUCT'),
    (l) => ({ deliveryMethod: l.deliveryMethod, store: l.store, dates: l.deliveryDate }),
  );

/**
 * A moment as a sentence says it ("hasta el lunes 30 de noviembre, 13:00"), in the site's
 * country time: the pay-at-store deadline, as the order's mail says it.
 */
export const momentOf = (iso: string, tenant: Pick<Tenant, 'locale' | 'timeZone'>) =>
  momentInText(new Date(iso), tenant);

const minorUnitsOf = (tenant: Pick<Tenant, 'currencies'>, currency: string) =>
  (currencyOf(tenant, currency) ?? defaultCurrency(tenant)).minorUnits;

/**
 * GA4's ecommerce object of a cart (begin_checkout, add_shipping_info, add_payment_info): its
 * products and services at what they cost, the store card's prices when it pays.
 */
export const cartEcommerce = (
  tenant: Pick<Tenant, 'currencies'>,
  cart: Pick<CartResponse, 'currency' | 'lines'>,
  byStoreCard = false,
): Ga4Ecommerce =>
  ga4Ecommerce(
    cart.currency,
    minorUnitsOf(tenant, cart.currency),
    cartLinesTracked(cart.lines, byStoreCard),
  );

/** GA4's purchase: the order's number, its lines (services included) as recorded, shipping apart. */
export const purchaseEcommerce = (
  tenant: Pick<Tenant, 'currencies'>,
  order: Pick<OrderResponse, 'orderNumber' | 'currency' | 'totals' | 'lines' | 'paymentMethod'>,
): Ga4Ecommerce => {
  const minorUnits = minorUnitsOf(tenant, order.currency);
  return ga4Ecommerce(
    order.currency,
    minorUnits,
    order.lines.map((l) => ({
      skuId: l.skuId,
      name: l.name,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      lineTotal: l.total,
    })),
    {
      transaction_id: order.orderNumber,
      shipping: order.totals.delivery / minorUnits,
      payment_type: order.paymentMethod,
    },
  );
};
