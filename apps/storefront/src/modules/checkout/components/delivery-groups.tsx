import type { CartResponse } from '@fierro/commerce/contract';

type StoreRef = CartResponse['lines'][number]['store'];

import { cartUrl, deliveryDayText } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../../lib/format/price';
import { boughtLabel } from '../labels';
import { checkoutTranslator } from '../messages';
import { type DeliveryGroup, deliveryGroups } from '../view-model';

/**
 * The lines by how they arrive, as chosen in the cart: home delivery with its dates and cost, or
 * the store that hands them over (its address and hours) and from when.
 */
/** When a group arrives or can be collected ("Llega entre el ... y el ..."), where known. */
export function deliveryWhen(tenant: Tenant, group: DeliveryGroup<unknown>): string | null {
  const t = checkoutTranslator(tenant);
  const day = (d: string) => deliveryDayText(d, tenant.locale);
  if (!group.dateFrom || !group.dateTo) return null;
  const same = group.dateFrom === group.dateTo;
  if (group.method === 'homeDelivery') {
    return same
      ? t('delivery.arrivesOn', { from: day(group.dateFrom) })
      : t('delivery.arrives', { from: day(group.dateFrom), to: day(group.dateTo) });
  }
  // Collected: the day it can be picked up from, as the order's mail says it.
  return t('delivery.ready', { from: day(group.dateFrom) });
}

/** The store that hands a group over: its name, address and hours. */
export function StoreCard({
  tenant,
  store,
  paid = false,
}: {
  tenant: Tenant;
  store: NonNullable<StoreRef>;
  /** Paid already (not at the store): the store only hands the goods over. */
  paid?: boolean;
}) {
  const t = checkoutTranslator(tenant);
  return (
    <div className="text-sm" data-store={store.id}>
      <p className="font-medium">{t('delivery.store', { name: store.name })}</p>
      <p>{store.address}</p>
      {store.hours ? <p>{t('delivery.hours', { hours: store.hours })}</p> : null}
      <p className="text-neutral-700">
        {t(paid ? 'delivery.storeHintPaid' : 'delivery.storeHint')}
      </p>
    </div>
  );
}

export function DeliveryGroups({ tenant, cart }: { tenant: Tenant; cart: CartResponse }) {
  const t = checkoutTranslator(tenant);
  return (
    <ul className="flex flex-col gap-3">
      {deliveryGroups(cart).map((group) => {
        const home = group.method === 'homeDelivery';
        const when = deliveryWhen(tenant, group);
        return (
          <li
            key={`${group.method}-${group.store?.id ?? ''}`}
            className="rounded border border-neutral-300 p-3"
            data-delivery-method={group.method}
          >
            <p className="font-semibold">
              {t(`delivery.${group.method}`)} ·{' '}
              {t('delivery.products', { count: group.lines.length })}
            </p>
            {group.store ? (
              <StoreCard tenant={tenant} store={group.store} />
            ) : home ? null : (
              // Collected or bought at a store, and no store chosen yet: the cart chooses it.
              <p className="text-red-800 text-sm" data-store-missing>
                {t('delivery.storeMissing')}{' '}
                <a href={cartUrl(tenant)} className="font-semibold underline">
                  {t('delivery.chooseInCart')}
                </a>
              </p>
            )}
            {when ? <p className="text-sm">{when}</p> : null}
            {home ? (
              <p className="text-sm">
                {/* No place yet: its cost is not known, not free (the summary says the same). */}
                {!cart.location?.zoneId
                  ? t('delivery.costUnknown')
                  : cart.totals.delivery > 0
                    ? t('delivery.cost', {
                        amount: formatPrice(cart.totals.delivery, tenant, cart.currency),
                      })
                    : t('delivery.free')}
              </p>
            ) : null}
            <ul className="mt-1 list-disc pl-5 text-neutral-700 text-sm">
              {group.lines.map((l) => (
                <li key={l.lineId}>
                  {boughtLabel(tenant, t, {
                    name: l.name,
                    quantity: l.quantity,
                    coverage: l.pricing.coverage,
                  })}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
