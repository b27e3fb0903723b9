import type { CartResponse } from '@fierro/commerce/contract';

type StoreRef = CartResponse['lines'][number]['store'];

import { cartUrl, deliveryDayInText, localDayAndHour, paymentMethodsOf } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../../lib/format/price';
import { boughtLabel } from '../labels';
import { checkoutTranslator } from '../messages';
import { type DeliveryGroup, deliveryGroups } from '../view-model';

/**
 * The lines by how they arrive, as chosen in the cart: home delivery with its dates and cost, or
 * the store that hands them over (its address and hours) and from when.
 */
/**
 * When a group arrives or can be collected ("Llega entre el ... y el ..."), where known. Given
 * `now` (a cart, read as the shopper buys), goods at the store today say "hoy" as the cart does:
 * buying at the store is from its shelf, the same day (commerce dates it by the UTC day, which
 * in the Americas' evening is already tomorrow). Without it (an order, read any day after) the
 * day is named.
 */
export function deliveryWhen(
  tenant: Tenant,
  group: DeliveryGroup<unknown>,
  now: Date | null = null,
): string | null {
  const t = checkoutTranslator(tenant);
  // Inside a sentence: "Llega entre el lunes 30 de noviembre y el...", no comma in Spanish.
  const day = (d: string) => deliveryDayInText(d, tenant.locale);
  if (!group.dateFrom || !group.dateTo) return null;
  const same = group.dateFrom === group.dateTo;
  if (group.method === 'homeDelivery') {
    return same
      ? t('delivery.arrivesOn', { from: day(group.dateFrom) })
      : t('delivery.arrives', { from: day(group.dateFrom), to: day(group.dateTo) });
  }
  if (now) {
    const today = localDayAndHour(now, tenant.timeZone).day.toISOString().slice(0, 10);
    if (group.method === 'buyAtStore' || group.dateFrom <= today) return t('delivery.readyToday');
  }
  // Collected: the day it can be picked up from, as the order's mail says it.
  return t('delivery.ready', { from: day(group.dateFrom) });
}

/**
 * What a store's block says about it: collect and pay there (one store), collect only (paid,
 * or not to be paid at a store), or, with the goods at two stores or more, collect there and pay
 * the whole order once at any of them (one payment code covers the order, at any till).
 */
export type StoreHint = 'collectOrPay' | 'collect' | 'collectPayAny' | 'collectMayPayAny';
const HINT_MESSAGE = {
  collectOrPay: 'delivery.storeHint',
  collect: 'delivery.storeHintPaid',
  collectPayAny: 'delivery.storeHintPayAny',
  collectMayPayAny: 'delivery.storeHintShared',
} as const;

/** The store that hands a group over: its name, address and hours. */
export function StoreCard({
  tenant,
  store,
  hint = 'collectOrPay',
}: {
  tenant: Tenant;
  store: NonNullable<StoreRef>;
  hint?: StoreHint;
}) {
  const t = checkoutTranslator(tenant);
  return (
    <div className="text-sm" data-store={store.id}>
      <p className="font-medium">{t('delivery.store', { name: store.name })}</p>
      <p>{store.address}</p>
      {store.hours ? <p>{t('delivery.hours', { hours: store.hours })}</p> : null}
      <p className="text-neutral-700" data-store-hint={hint}>
        {t(HINT_MESSAGE[hint])}
      </p>
    </div>
  );
}

/** The distinct stores of some groups (an order's or a cart's), in their order. */
export const storesOf = <L,>(groups: readonly DeliveryGroup<L>[]) => [
  ...new Map(groups.flatMap((g) => (g.store ? [[g.store.id, g.store] as const] : []))).values(),
];

export function DeliveryGroups({ tenant, cart }: { tenant: Tenant; cart: CartResponse }) {
  const t = checkoutTranslator(tenant);
  const groups = deliveryGroups(cart);
  const now = new Date();
  // Paying at a store is offered only when nothing is shipped; then, with two stores or more,
  // the order is paid once at any of them.
  const payAtStore = paymentMethodsOf(
    tenant,
    cart.lines.map((l) => l.deliveryMethod ?? ''),
  ).includes('payAtStore');
  const hint: StoreHint = !payAtStore
    ? 'collect'
    : storesOf(groups).length > 1
      ? 'collectMayPayAny'
      : 'collectOrPay';
  return (
    <ul className="flex flex-col gap-3">
      {groups.map((group) => {
        const home = group.method === 'homeDelivery';
        const when = deliveryWhen(tenant, group, now);
        return (
          <li
            key={`${group.method}-${group.store?.id ?? ''}`}
            className="rounded border border-neutral-300 p-3"
            data-delivery-method={group.method}
          >
            <p className="font-semibold">
              {t(`delivery.${group.method}`)} ·{' '}
              {/* Units, as the cart's summary counts them ("Subtotal (4 productos)"). */}
              {t('delivery.products', {
                count: group.lines.reduce((n, l) => n + l.quantity, 0),
              })}
            </p>
            {group.store ? (
              <StoreCard tenant={tenant} store={group.store} hint={hint} />
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
