import type { OrderResponse, OrderReturnsResponse } from '@fierro/commerce/contract';
import {
  accountUrl,
  displayTaxId,
  formatQuantity,
  lineNormalTotal,
  orderReturnUrl,
  promotionSavingOf,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../../lib/format/price';
import { LinePrice } from '../../../ui/line-price';
import { awaitsStorePayment, PayCode } from '../../checkout/components/pay-code';
import { buyAgainAction } from '../actions/buy-again';
import { ordersTranslator } from '../messages';
import {
  dateOf,
  dayOf,
  type LineGroup,
  lineGroups,
  lineRequests,
  type OrderLine,
} from '../view-model';
import { StatusTimeline } from './status-timeline';

/**
 * One order of the shopper's (issue 23): its status timeline, lines with their delivery, what
 * each delivered line may still ask (return, warranty change, Chile's retracto; Peru opens the
 * warranty change in a new tab), the requests made, the fiscal document, the payment (brand and
 * last four only; a pay-at-store order waiting for the till, its code and until when, as the
 * confirmation shows them), the totals, and buy again.
 */
export function OrderDetail(props: {
  tenant: Tenant;
  order: OrderResponse;
  returns: OrderReturnsResponse | null;
  notice: 'requested' | 'buyAgainFailed' | 'buyAgainNone' | null;
}) {
  const { tenant, order, returns } = props;
  const t = ordersTranslator(tenant);
  const money = (n: number) => formatPrice(n, tenant, order.currency);
  const groups = lineGroups(order);
  const address = order.deliveryAddress;
  return (
    <article aria-labelledby="account-page-title" className="flex flex-col gap-4" data-order-page>
      <a
        href={accountUrl(tenant, 'orders')}
        className="self-start text-neutral-800 underline underline-offset-4"
      >
        {t('detail.back')}
      </a>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="account-page-title" className="font-bold text-2xl">
          {t('detail.title', { number: order.orderNumber })}
        </h1>
        <p className="text-neutral-700">
          {t('detail.placed', { date: dateOf(order.createdAt, tenant) })}
        </p>
      </header>
      {props.notice ? (
        <p
          role="status"
          className={
            props.notice === 'requested'
              ? 'rounded border border-green-300 bg-green-50 p-3 text-green-900'
              : 'rounded border border-red-200 bg-red-50 p-3 text-red-800'
          }
        >
          {t(`detail.${props.notice}`)}
        </p>
      ) : null}
      <div className="grid gap-4 desktop:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <section aria-labelledby="order-products" className="rounded-lg bg-white p-4 shadow-sm">
            <h2 id="order-products" className="mb-3 font-bold text-lg">
              {t('detail.products')}
            </h2>
            <ul className="flex flex-col divide-y divide-neutral-200">
              {groups.map((group) => (
                <OrderLineItem
                  key={group.line.lineId}
                  tenant={tenant}
                  order={order}
                  group={group}
                  returns={returns}
                  money={money}
                />
              ))}
            </ul>
          </section>
          {returns && returns.requests.length > 0 ? (
            <Requests tenant={tenant} order={order} returns={returns} money={money} />
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          <section aria-labelledby="order-timeline" className="rounded-lg bg-white p-4 shadow-sm">
            <h2 id="order-timeline" className="mb-3 font-bold text-lg">
              {t('detail.timeline')}
            </h2>
            <StatusTimeline tenant={tenant} history={order.history} labelledBy="order-timeline" />
          </section>
          <section aria-labelledby="order-payment" className="rounded-lg bg-white p-4 shadow-sm">
            <h2 id="order-payment" className="mb-3 font-bold text-lg">
              {t('detail.payment')}
            </h2>
            <p data-payment>
              {t(`detail.methods.${order.paymentMethod}`)}
              {order.payment.brand && order.payment.last4
                ? ` · ${t('detail.paidWith', { brand: order.payment.brand, last4: order.payment.last4 })}`
                : ''}
              {order.payment.installments && order.payment.installments > 1
                ? ` · ${t('detail.installments', { months: order.payment.installments })}`
                : ''}
            </p>
            {awaitsStorePayment(order) ? (
              <div className="mt-3">
                <PayCode tenant={tenant} order={order} compact />
              </div>
            ) : null}
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <dt>{t('detail.subtotal')}</dt>
              <dd className="text-right">{money(order.totals.subtotal)}</dd>
              {order.totals.savings > 0 ? (
                <>
                  <dt>{t('detail.savings')}</dt>
                  <dd className="text-right">-{money(order.totals.savings)}</dd>
                </>
              ) : null}
              {/* Nothing shipped (pickup, buy at store): no delivery to call free. */}
              {order.totals.delivery > 0 ||
              order.lines.some((l) => l.deliveryMethod === 'homeDelivery') ? (
                <>
                  <dt>{t('detail.shipping')}</dt>
                  <dd className="text-right">
                    {order.totals.delivery > 0 ? money(order.totals.delivery) : t('detail.free')}
                  </dd>
                </>
              ) : null}
              <dt className="font-bold">{t('detail.total')}</dt>
              <dd className="text-right font-bold">{money(order.totals.total)}</dd>
            </dl>
          </section>
          <section aria-labelledby="order-fiscal" className="rounded-lg bg-white p-4 shadow-sm">
            <h2 id="order-fiscal" className="mb-2 font-bold text-lg">
              {t('detail.fiscal')}
            </h2>
            <p>
              {t.has(`detail.fiscalKinds.${order.fiscalDocument.kind}` as never)
                ? t(`detail.fiscalKinds.${order.fiscalDocument.kind}` as never)
                : order.fiscalDocument.kind}
            </p>
            {order.fiscalDocument.businessName ? (
              <p data-business-name>{order.fiscalDocument.businessName}</p>
            ) : null}
            {order.fiscalDocument.taxId ? (
              <p className="text-neutral-700 text-sm">
                {t('detail.taxId', {
                  taxId: displayTaxId(tenant.country, order.fiscalDocument.taxId),
                })}
              </p>
            ) : null}
            {order.fiscalDocument.businessActivity ? (
              <p className="text-neutral-700 text-sm">
                {t('detail.businessActivity', {
                  activity: order.fiscalDocument.businessActivity,
                })}
              </p>
            ) : null}
          </section>
          {address ? (
            <section aria-labelledby="order-delivery" className="rounded-lg bg-white p-4 shadow-sm">
              <h2 id="order-delivery" className="mb-2 font-bold text-lg">
                {t('detail.delivery')}
              </h2>
              <p className="text-sm" data-deliver-to>
                {t('detail.deliverTo', {
                  address: [`${address.street} ${address.number}`, address.apartment, address.label]
                    .filter(Boolean)
                    .join(', '),
                })}
              </p>
            </section>
          ) : null}
          <form
            action={buyAgainAction}
            className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm"
          >
            <input type="hidden" name="site" value={tenant.pathPrefix} />
            <input type="hidden" name="orderId" value={order.orderId} />
            <button
              type="submit"
              aria-describedby="buy-again-hint"
              className="min-h-11 rounded bg-brand px-5 font-bold text-on-brand hover:brightness-95"
            >
              {t('detail.buyAgain')}
            </button>
            <p id="buy-again-hint" className="text-neutral-700 text-sm">
              {t('detail.buyAgainHint')}
            </p>
          </form>
        </div>
      </div>
    </article>
  );
}

/** Statuses after which no estimate holds: the goods came, or never will. */
const ARRIVED = ['DELIVERED', 'PICKED_UP'] as const;

/**
 * What a line says of its arrival: the estimate while the order is live and on its way; the day
 * it was delivered or picked up once it was (when the history has it); nothing once cancelled.
 */
function arrivalOf(order: OrderResponse, line: OrderLine, tenant: Tenant): string | null {
  const t = ordersTranslator(tenant);
  if (order.status === 'CANCELLED') return null;
  if (ARRIVED.some((s) => s === order.status)) {
    const came = order.history.findLast((h) => h.status === order.status);
    if (!came) return null;
    return t(order.status === 'PICKED_UP' ? 'detail.pickedUpOn' : 'detail.deliveredOn', {
      date: dateOf(came.at, tenant),
    });
  }
  const window = line.deliveryDate;
  if (!window) return null;
  // A store's goods are collected, not delivered: their day says so.
  return window.dateFrom === window.dateTo
    ? t(line.storeId ? 'detail.pickupDay' : 'detail.deliveryDay', {
        date: dayOf(window.dateFrom, tenant.locale),
      })
    : t(line.storeId ? 'detail.pickupDate' : 'detail.deliveryDate', {
        from: dayOf(window.dateFrom, tenant.locale),
        to: dayOf(window.dateTo, tenant.locale),
      });
}

function OrderLineItem(props: {
  tenant: Tenant;
  order: OrderResponse;
  group: LineGroup;
  returns: OrderReturnsResponse | null;
  money: (n: number) => string;
}) {
  const { tenant, order, group, money } = props;
  const t = ordersTranslator(tenant);
  const { line } = group;
  const asks = lineRequests(props.returns, line.lineId);
  const delivered = Boolean(props.returns?.deliveredAt);
  const arrival = arrivalOf(order, line, tenant);
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0" data-line={line.skuId}>
      <div className="flex justify-between gap-3">
        <p className="font-medium">{line.name}</p>
        <LinePrice
          className="font-semibold"
          paid={money(line.total)}
          normal={line.saving > 0 ? money(lineNormalTotal(line)) : null}
          normalLabel={t('detail.normalPrice', { price: money(lineNormalTotal(line)) })}
        />
      </div>
      <p className="text-neutral-700 text-sm">
        {line.coverage
          ? t('detail.boxes', {
              count: line.quantity,
              m2: formatQuantity(line.quantity * line.coverage, tenant.code),
            })
          : t('detail.quantity', { quantity: line.quantity })}{' '}
        · {/* Per box for a line sold by the box, as the cart says it. */}
        {t('detail.unitPrice', {
          price: money(line.unitPrice),
          unit: line.coverage ? 'box' : 'unit',
        })}
      </p>
      {/* A multiple-unit promotion (3x2): why the line costs less than its units. */}
      {promotionSavingOf(line) > 0 ? (
        <p className="text-green-800 text-sm" data-line-promotion>
          {t('detail.promotionSaving', { amount: money(promotionSavingOf(line)) })}
        </p>
      ) : null}
      {line.deliveryMethod ? (
        <p className="text-sm" data-line-delivery>
          <span className="font-medium">{t('detail.delivery')}: </span>
          {t(`methods.${line.deliveryMethod}`)}
          {line.storeId
            ? ` · ${t('detail.store', { store: line.store?.name ?? line.storeId })}`
            : ''}
          {arrival ? ` · ${arrival}` : ''}
        </p>
      ) : null}
      {/* Its warranties and services with their quantity, as the cart and the checkout say them. */}
      {group.extras.map((extra) => (
        <p key={extra.lineId} className="text-neutral-700 text-sm" data-line-extra>
          {t('detail.extra', { name: extra.name, quantity: extra.quantity })} · {money(extra.total)}
        </p>
      ))}
      {order.status === 'CANCELLED' ? null : !delivered ? (
        <p className="text-neutral-700 text-sm">{t('returns.notDelivered')}</p>
      ) : asks.windows.length === 0 ? (
        <p className="text-neutral-700 text-sm">{t('returns.closed')}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={t('returns.title')}>
          {asks.windows.map((w) => {
            const newTab = w.kind === 'warranty' && tenant.warrantyInNewTab;
            return (
              <li key={w.kind}>
                <a
                  href={orderReturnUrl(tenant, order.orderId, line.lineId, w.kind)}
                  data-request={w.kind}
                  {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
                  className="inline-flex min-h-11 flex-col justify-center rounded border border-neutral-700 px-3 py-1 text-sm hover:bg-neutral-100"
                >
                  <span className="font-semibold">
                    <span className="sr-only">
                      {t('returns.linkLabel', {
                        kind: t(`returns.kinds.${w.kind}`),
                        product: line.name,
                      })}
                    </span>
                    <span aria-hidden="true">{t(`returns.kinds.${w.kind}`)}</span>
                    {newTab ? <span className="sr-only"> {t('returns.newTab')}</span> : null}
                  </span>
                  <span className="text-neutral-700 text-xs">
                    {t('returns.until', { date: dateOf(w.until, tenant) })}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function Requests(props: {
  tenant: Tenant;
  order: OrderResponse;
  returns: OrderReturnsResponse;
  money: (n: number) => string;
}) {
  const t = ordersTranslator(props.tenant);
  const nameOf = (lineId: number) => props.order.lines.find((l) => l.lineId === lineId)?.name ?? '';
  return (
    <section aria-labelledby="order-requests" className="rounded-lg bg-white p-4 shadow-sm">
      <h2 id="order-requests" className="mb-3 font-bold text-lg">
        {t('returns.requests')}
      </h2>
      <ul className="flex flex-col gap-3">
        {props.returns.requests.map((r) => (
          <li key={r.returnId} className="flex flex-col gap-0.5" data-return-request={r.kind}>
            <p className="font-medium">{nameOf(r.lineId)}</p>
            <p className="text-sm">
              {t('returns.requestLine', {
                kind: t(`returns.kinds.${r.kind}`),
                quantity: r.quantity,
              })}{' '}
              · <span data-return-state={r.state}>{t(`returns.states.${r.state}`)}</span>
            </p>
            {r.amount > 0 ? (
              <p className="text-neutral-700 text-sm">
                {t('returns.refund', { amount: props.money(r.amount) })}
                {r.refundMethod ? ` ${t(`returns.refundMethods.${r.refundMethod}`)}` : ''}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
