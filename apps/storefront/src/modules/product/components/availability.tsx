import type { FacilityStock } from '@fierro/commerce/contract';
import { deliveryDayInText, MODAL_WIDTHS } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { CSSProperties, ReactNode } from 'react';
import { formatPrice } from '../../../lib/format/price';
import type { Translator } from '../../../lib/i18n/messages';
import { ModalTrigger } from '../../../ui/modal-client';
import { type Availability as AvailabilityData, loadAvailability } from '../data';
import { LocationPrompt } from './location-prompt-client';

/**
 * Same box for the skeleton and the answer: no layout shift when availability streams in. Its
 * height is reserved for the tenant's delivery methods (a title, then per method a heading, a line
 * and a modal button), so Chile's three fit as well as Brazil's one. Phones wrap the date line, so
 * a method takes more room there: measured 28.5rem for Chile at 360 px, 26rem at 1280 px.
 */
const BOX =
  'rounded-lg border border-gray-200 p-4 min-h-(--availability-phone) tablet:min-h-(--availability-wide)';
const boxStyle = (methods: number) =>
  ({
    '--availability-phone': `${Math.max(16, 6 + 7.75 * methods)}rem`,
    '--availability-wide': `${Math.max(15, 5.5 + 7 * methods)}rem`,
  }) as CSSProperties;

export function AvailabilitySkeleton({ t, methods }: { t: Translator; methods: number }) {
  return (
    <section
      className={BOX}
      style={boxStyle(methods)}
      aria-busy="true"
      aria-label={t('product.availability.title')}
    >
      <div className="mb-3 h-5 w-40 animate-pulse rounded bg-gray-200" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="skeleton-row" />
      ))}
    </section>
  );
}

function Method({
  title,
  method,
  children,
}: {
  title: string;
  method: string;
  children: ReactNode;
}) {
  return (
    <li
      className="flex min-h-14 flex-col gap-0.5 border-gray-100 border-t py-2 first:border-t-0"
      data-method={method}
    >
      <h3 className="font-semibold text-sm">{title}</h3>
      {children}
    </li>
  );
}

function StoreTable({ stores, t }: { stores: FacilityStock[]; t: Translator }) {
  return (
    <table className="w-full text-left text-sm" data-stores>
      <thead>
        <tr className="border-gray-200 border-b">
          <th scope="col" className="py-2">
            {t('product.availability.store')}
          </th>
          <th scope="col" className="py-2 text-right">
            {t('product.availability.stock')}
          </th>
        </tr>
      </thead>
      <tbody>
        {stores.map((s) => (
          <tr key={s.facilityId} className="border-gray-100 border-b" data-store={s.facilityId}>
            <td className="py-2">{s.name}</td>
            <td className="py-2 text-right tabular-nums">
              {t('product.availability.units', { count: s.quantity })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const day = (iso: string, tenant: Tenant) => deliveryDayInText(iso, tenant.locale);

/** Availability for the shopper's zone; only the delivery methods the tenant offers. */
export async function Availability({
  tenant,
  t,
  variant,
  zoneId,
  place,
}: {
  tenant: Tenant;
  t: Translator;
  variant: { id: string; skuId: string };
  zoneId: string | null;
  place: string | null;
}) {
  const title = (
    <h2 className="mb-1 font-bold">
      {t('product.availability.title')}
      {place ? (
        <span className="block font-normal text-gray-700 text-sm">
          {t('product.availability.in', { place })}
        </span>
      ) : null}
    </h2>
  );
  const style = boxStyle(tenant.deliveryMethods.length);
  if (!zoneId) {
    return (
      <section className={BOX} style={style} data-availability="none">
        {title}
        <LocationPrompt />
      </section>
    );
  }
  const data: AvailabilityData = await loadAvailability(tenant, variant, zoneId);
  if (!data.facility && !data.delivery) {
    return (
      <section className={BOX} style={style} data-availability="error">
        {title}
        <p className="text-sm">{t('product.availability.error')}</p>
      </section>
    );
  }
  const stores = (data.facility?.facilities ?? []).filter((f) => f.kind === 'STORE');
  const withStock = stores.filter((s) => s.quantity > 0).sort((a, b) => b.quantity - a.quantity);
  const pickupStores = withStock.filter((s) => s.pickupAvailable);
  const option = (m: string) => data.delivery?.options.find((o) => o.method === m) ?? null;
  const offers = new Set(tenant.deliveryMethods);
  const close = t('common.close');
  const home = option('homeDelivery');
  const pickup = option('pickupInStore') ?? option('storePickUp');

  return (
    <section className={BOX} style={style} data-availability="zone">
      {title}
      <ul>
        {offers.has('homeDelivery') ? (
          <Method method="homeDelivery" title={t('product.availability.homeDelivery')}>
            {home?.available && home.dateFrom && home.dateTo ? (
              <>
                <p className="text-sm" data-delivery-date>
                  {t('product.availability.homeDeliveryDate', {
                    from: day(home.dateFrom, tenant),
                    to: day(home.dateTo, tenant),
                  })}
                  {' · '}
                  {home.cost && home.cost.amount > 0
                    ? t('product.availability.homeDeliveryCost', {
                        cost: formatPrice(home.cost.amount, tenant, home.cost.currency),
                      })
                    : t('product.availability.homeDeliveryFree')}
                </p>
                <ModalTrigger
                  label={t('product.availability.homeDeliveryDetail')}
                  title={t('product.availability.homeDeliveryModal')}
                  width={MODAL_WIDTHS.homeDelivery}
                  closeLabel={close}
                  name="home-delivery"
                >
                  <p>
                    {t('product.availability.homeDeliveryText', {
                      from: day(home.dateFrom, tenant),
                      to: day(home.dateTo, tenant),
                      days: home.leadTimeDays ?? 0,
                      cost: home.cost
                        ? formatPrice(home.cost.amount, tenant, home.cost.currency)
                        : t('product.availability.homeDeliveryFree'),
                    })}
                  </p>
                </ModalTrigger>
              </>
            ) : (
              <p className="text-gray-700 text-sm">{t('product.availability.homeDeliveryNone')}</p>
            )}
          </Method>
        ) : null}
        {offers.has('pickupInStore') || offers.has('storePickUp') ? (
          <Method method="pickupInStore" title={t('product.availability.pickup')}>
            {pickupStores.length > 0 ? (
              <>
                <p className="text-sm">
                  {t('product.availability.storesWithStock', { count: pickupStores.length })}
                  {pickup?.dateFrom
                    ? ` · ${t('product.availability.pickupDate', { date: day(pickup.dateFrom, tenant) })}`
                    : ''}
                </p>
                <ModalTrigger
                  label={t('product.availability.pickupStores')}
                  title={t('product.availability.pickupModal')}
                  width={MODAL_WIDTHS.clickAndCollect}
                  closeLabel={close}
                  name="click-and-collect"
                >
                  {pickup?.dateFrom ? (
                    <p className="text-sm">
                      {t('product.availability.pickupDate', { date: day(pickup.dateFrom, tenant) })}
                    </p>
                  ) : null}
                  <StoreTable stores={pickupStores} t={t} />
                </ModalTrigger>
              </>
            ) : (
              <p className="text-gray-700 text-sm">{t('product.availability.pickupNone')}</p>
            )}
          </Method>
        ) : null}
        {offers.has('buyAtStore') ? (
          <Method method="buyAtStore" title={t('product.availability.buyAtStore')}>
            {withStock.length > 0 ? (
              <>
                <p className="text-sm">
                  {t('product.availability.storesWithStock', { count: withStock.length })}
                </p>
                <ModalTrigger
                  label={t('product.availability.buyAtStoreStores')}
                  title={t('product.availability.buyAtStoreModal')}
                  width={MODAL_WIDTHS.clickAndCollect}
                  closeLabel={close}
                  name="buy-at-store"
                >
                  <StoreTable stores={withStock} t={t} />
                </ModalTrigger>
              </>
            ) : (
              <p className="text-gray-700 text-sm">{t('product.availability.buyAtStoreNone')}</p>
            )}
          </Method>
        ) : null}
      </ul>
    </section>
  );
}
