import type { OrderResponse } from '@fierro/commerce/contract';
import { displayTaxId, homeUrl, lineNormalTotal, promotionSavingOf } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../../lib/format/price';
import { primaryButton } from '../../../ui/field';
import { LinePrice } from '../../../ui/line-price';
import { ordersTranslator } from '../../orders/messages';
import { boughtLabel } from '../labels';
import { checkoutMessages, checkoutTranslator } from '../messages';
import { orderDeliveryGroups, purchaseEcommerce } from '../view-model';
import { CheckoutIntl } from './checkout-intl-client';
import { deliveryWhen, StoreCard, storesOf } from './delivery-groups';
import { FocusStep } from './focus-step-client';
import { awaitsStorePayment, PayCode } from './pay-code';
import { TrackEvent } from './track-client';

/**
 * The order taken: its number, where it stands, where and when the goods arrive or wait (the
 * store's address and hours), and for pay at store the code to show at the till and until when. GA4's purchase is pushed once per order.
 */
export function ConfirmationView({ tenant, order }: { tenant: Tenant; order: OrderResponse }) {
  const t = checkoutTranslator(tenant);
  const money = (n: number) => formatPrice(n, tenant, order.currency);
  const bought = (line: OrderResponse['lines'][number]) => boughtLabel(tenant, t, line);
  const cancelled = order.status === 'CANCELLED';
  const title = cancelled
    ? t('confirmation.cancelled')
    : order.paymentCode
      ? t('confirmation.reserved')
      : t('confirmation.title');
  const groups = orderDeliveryGroups(order);
  const awaitsPayment = awaitsStorePayment(order);
  // Paid at the till of any of the order's stores: each store then says so.
  const storeHint = !awaitsPayment
    ? 'collect'
    : storesOf(groups).length > 1
      ? 'collectPayAny'
      : 'collectOrPay';
  const address = order.deliveryAddress
    ? [
        `${order.deliveryAddress.street} ${order.deliveryAddress.number}`,
        order.deliveryAddress.apartment,
        order.deliveryAddress.label,
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  const payment =
    order.payment.brand && order.payment.last4
      ? t('payment.paidWith', { brand: order.payment.brand, last4: order.payment.last4 })
      : null;
  return (
    <CheckoutIntl locale={tenant.locale} messages={checkoutMessages(tenant.locale)}>
      <section
        aria-labelledby="confirmation-title"
        className="mx-auto my-6 flex max-w-2xl flex-col gap-5 rounded-lg bg-white p-5 shadow-sm phablet:p-8"
      >
        <h1 id="confirmation-title" tabIndex={-1} className="font-bold text-2xl">
          {title}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-neutral-700">{t('confirmation.orderNumber')}</dt>
          <dd className="font-bold text-xl" data-order-number>
            {order.orderNumber}
          </dd>
          <dt className="text-neutral-700">{t('confirmation.status')}</dt>
          {/* The account's words for a status (its order list and page say the same). */}
          <dd data-order-status={order.status}>
            {ordersTranslator(tenant)(`statuses.${order.status}`)}
          </dd>
          <dt className="text-neutral-700">{t('summary.total')}</dt>
          <dd className="font-semibold">{money(order.totals.total)}</dd>
        </dl>
        {awaitsPayment ? <PayCode tenant={tenant} order={order} /> : null}
        {payment && !cancelled ? (
          <p>
            {t('confirmation.paidWith', { payment })}
            {order.payment.installments && order.payment.installments > 1
              ? ` · ${t('payment.installmentsChosen', { months: order.payment.installments })}`
              : ''}
          </p>
        ) : null}
        <CompanyDocument tenant={tenant} order={order} />
        <section aria-labelledby="confirmation-delivery">
          <h2 id="confirmation-delivery" className="mb-2 font-bold text-lg">
            {t('step.delivery')}
          </h2>
          <ul className="flex flex-col gap-3">
            {groups.map((group) => {
              const when = deliveryWhen(tenant, group);
              return (
                <li
                  key={`${group.method}-${group.store?.id ?? ''}`}
                  className="flex flex-col gap-1 rounded border border-neutral-300 p-3"
                  data-delivery-method={group.method}
                >
                  <p className="font-semibold">{t(`delivery.${group.method}`)}</p>
                  {group.method === 'homeDelivery' && address ? (
                    <p>{t('confirmation.deliverTo', { address })}</p>
                  ) : null}
                  {group.store ? (
                    <StoreCard tenant={tenant} store={group.store} hint={storeHint} />
                  ) : null}
                  {when && !cancelled ? <p className="text-sm">{when}</p> : null}
                  {groups.length > 1 ? (
                    <ul className="list-disc pl-5 text-neutral-700 text-sm">
                      {group.lines.map((l) => (
                        <li key={l.lineId}>{bought(l)}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
        {cancelled ? null : <p>{t('confirmation.email', { email: order.contact.email })}</p>}
        <section aria-labelledby="confirmation-products">
          <h2 id="confirmation-products" className="mb-2 font-bold text-lg">
            {t('confirmation.products')}
          </h2>
          <ul className="flex flex-col gap-1">
            {order.lines.map((line) => (
              <li key={line.lineId} className="flex justify-between gap-3 text-sm">
                <span className="flex flex-col">
                  <span>{bought(line)}</span>
                  {/* A 3x2 and what it saved, in the words of the order's page. */}
                  {promotionSavingOf(line) > 0 ? (
                    <span className="text-green-800" data-line-promotion>
                      {ordersTranslator(tenant)('detail.promotionSaving', {
                        amount: money(promotionSavingOf(line)),
                      })}
                    </span>
                  ) : null}
                </span>
                {/* A line that saves shows its normal total struck through, as the cart does. */}
                <LinePrice
                  paid={money(line.total)}
                  normal={line.saving > 0 ? money(lineNormalTotal(line)) : null}
                  normalLabel={t('summary.normalPrice', { price: money(lineNormalTotal(line)) })}
                />
              </li>
            ))}
            {/* The lines and the delivery add up to the total above. */}
            {order.totals.delivery > 0 ? (
              <li className="flex justify-between gap-3 text-sm" data-confirmation-delivery>
                <span>{t('summary.delivery')}</span>
                <span className="shrink-0">{money(order.totals.delivery)}</span>
              </li>
            ) : null}
          </ul>
        </section>
        <div>
          <a href={homeUrl(tenant)} className={`${primaryButton} inline-block content-center`}>
            {t('confirmation.continue')}
          </a>
        </div>
      </section>
      <FocusStep targetId="confirmation-title" top />
      {cancelled ? null : (
        <TrackEvent
          event="purchase"
          ecommerce={purchaseEcommerce(tenant, order)}
          once={`purchase:${order.orderId}`}
          scope="browser"
        />
      )}
    </CheckoutIntl>
  );
}

/**
 * A company's tax document, as its buyer files the order: the kind, the name it is made out to,
 * the tax id as written and the line of business (the account's order page says the same).
 */
function CompanyDocument({ tenant, order }: { tenant: Tenant; order: OrderResponse }) {
  const doc = order.fiscalDocument;
  if (!doc.businessName) return null;
  const t = ordersTranslator(tenant);
  const kind = t.has(`detail.fiscalKinds.${doc.kind}` as never)
    ? t(`detail.fiscalKinds.${doc.kind}` as never)
    : doc.kind;
  return (
    <section aria-labelledby="confirmation-fiscal" data-confirmation-fiscal>
      <h2 id="confirmation-fiscal" className="mb-1 font-bold text-lg">
        {t('detail.fiscal')}
      </h2>
      <p>
        {kind} · {doc.businessName}
      </p>
      {doc.taxId ? (
        <p className="text-neutral-700 text-sm">
          {t('detail.taxId', { taxId: displayTaxId(tenant.country, doc.taxId) })}
        </p>
      ) : null}
      {doc.businessActivity ? (
        <p className="text-neutral-700 text-sm">
          {t('detail.businessActivity', { activity: doc.businessActivity })}
        </p>
      ) : null}
    </section>
  );
}
