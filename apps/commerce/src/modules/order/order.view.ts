import type { OrderLookupResponse, OrderResponse } from '../../contract';
import type { OrderLineRow, OrderRow } from './order.store';

/** A store of the order's lines: where the shopper collects or pays. */
export type OrderStoreView = NonNullable<OrderResponse['lines'][number]['store']>;

/** An order as its owner sees it (pure). Card data is only brand and last four. */
export function orderView(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  history: ReadonlyArray<{ status: OrderRow['status']; at: Date }>,
  stores: ReadonlyMap<string, OrderStoreView> = new Map(),
): OrderResponse {
  const address = order.deliveryAddress;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    siteId: order.siteId,
    status: order.status,
    currency: order.currency,
    totals: {
      subtotal: order.subtotal,
      savings: order.savings,
      delivery: order.delivery,
      total: order.total,
    },
    paymentMethod: order.paymentMethod,
    payment: {
      brand: order.payment.brand ?? null,
      last4: order.payment.last4 ?? null,
      installments: order.payment.installments ?? null,
      promotionId: order.payment.promotionId ?? null,
    },
    paymentCode: order.paymentCode,
    paymentDueAt: order.paymentDueAt?.toISOString() ?? null,
    challengeId: order.status === 'PAYMENT_PENDING' ? (order.payment.challengeId ?? null) : null,
    contact: {
      email: order.contact.email,
      firstName: order.contact.firstName,
      lastName: order.contact.lastName,
    },
    deliveryAddress: address
      ? {
          label: address.label,
          street: address.street,
          number: address.number,
          apartment: address.apartment,
        }
      : null,
    // The whole document the invoice is made out to: a company's legal name and line of business
    // too (they were stored and never shown).
    fiscalDocument: {
      kind: order.fiscalDocument.kind,
      taxId: order.fiscalDocument.taxId ?? null,
      businessName: order.fiscalDocument.businessName ?? null,
      businessActivity: order.fiscalDocument.businessActivity ?? null,
    },
    lines: lines.map((l) => ({
      lineId: l.lineId,
      parentLineId: l.parentLineId,
      kind: l.kind,
      skuId: l.skuId,
      productId: l.productId,
      name: l.name,
      quantity: l.quantity,
      coverage: l.coverage,
      unitPrice: l.unitPrice,
      priceType: l.priceType,
      total: l.total,
      saving: l.saving,
      promotionId: l.promotionId,
      deliveryMethod: l.deliveryMethod === 'storePickUp' ? 'pickupInStore' : l.deliveryMethod,
      storeId: l.storeId,
      store: (l.storeId && stores.get(l.storeId)) || null,
      deliveryDate:
        l.deliveryDateFrom && l.deliveryDateTo
          ? { dateFrom: l.deliveryDateFrom, dateTo: l.deliveryDateTo }
          : null,
    })),
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * A guest's lookup of the order (pure): the owner's view less what the status page never shows
 * (street and number, tax id, contact, payment, ids), so a number and an e-mail reveal no more.
 */
export function lookupView(view: OrderResponse): OrderLookupResponse {
  return {
    orderNumber: view.orderNumber,
    siteId: view.siteId,
    status: view.status,
    currency: view.currency,
    totals: view.totals,
    lines: view.lines.map((l) => ({
      lineId: l.lineId,
      parentLineId: l.parentLineId,
      kind: l.kind,
      name: l.name,
      quantity: l.quantity,
      coverage: l.coverage,
      total: l.total,
      deliveryMethod: l.deliveryMethod,
      store: l.store,
      deliveryDate: l.deliveryDate,
    })),
    deliveryPlace: view.deliveryAddress?.label ?? null,
    history: view.history,
    createdAt: view.createdAt,
  };
}
