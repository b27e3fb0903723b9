import type { OrderResponse } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { checkoutTranslator } from '../messages';
import { momentOf, orderDeliveryGroups } from '../view-model';
import { storesOf } from './delivery-groups';

type PayAtStoreOrder = Pick<OrderResponse, 'status' | 'paymentCode' | 'paymentDueAt' | 'lines'>;

/** A pay-at-store order still waiting for the till: its code is to be paid. */
export const awaitsStorePayment = (order: PayAtStoreOrder) =>
  Boolean(order.paymentCode) && order.status === 'PAYMENT_PENDING';

/**
 * A pay-at-store order's code and until when it is paid, in the country's time: shown by the
 * confirmation and the account's order page alike. One code pays the whole order at the till of
 * any of its stores (the till moves the order to paid, whichever store it is), so an order with
 * goods at two stores says so and names them.
 */
export function PayCode({
  tenant,
  order,
  compact = false,
}: {
  tenant: Tenant;
  order: PayAtStoreOrder;
  /** In a narrow column (the account's sidebar): twelve digits in a smaller size still fit. */
  compact?: boolean;
}) {
  const t = checkoutTranslator(tenant);
  const stores = storesOf(orderDeliveryGroups(order)).map((s) => s.name);
  const date = order.paymentDueAt ? momentOf(order.paymentDueAt, tenant) : null;
  return (
    <div
      className="rounded border-2 border-neutral-900 p-4"
      data-payment-code={order.paymentCode ?? ''}
    >
      <p className="text-neutral-700">{t('confirmation.payCode')}</p>
      <p className={`font-bold font-mono tracking-widest ${compact ? 'text-2xl' : 'text-3xl'}`}>
        {order.paymentCode}
      </p>
      {date ? (
        <p className="mt-2" data-pay-by>
          {stores.length > 1
            ? t('confirmation.payByAny', {
                date,
                // Read with "o": "Sur o Norte" ("Sul ou Norte").
                stores: new Intl.ListFormat(tenant.locale, { type: 'disjunction' }).format(stores),
              })
            : t('confirmation.payBy', { date })}
        </p>
      ) : null}
    </div>
  );
}
