import type { OrderListResponse } from '@fierro/commerce/contract';
import { accountOrdersUrl, accountOrderUrl, homeUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../../lib/format/price';
import { ordersTranslator } from '../messages';
import { dateOf, pageCount } from '../view-model';

/** The shopper's orders on the site, newest first, a page at a time; an empty state. */
export function OrderList({ tenant, list }: { tenant: Tenant; list: OrderListResponse }) {
  const t = ordersTranslator(tenant);
  const pages = pageCount(list.total, list.perPage);
  return (
    <section aria-labelledby="account-page-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="account-page-title" className="font-bold text-2xl">
          {t('list.title')}
        </h1>
        {list.total > 0 ? (
          <p className="text-neutral-700">{t('list.count', { total: list.total })}</p>
        ) : null}
      </div>
      {list.orders.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-white p-5 shadow-sm">
          <p>{t('list.empty')}</p>
          <a
            href={homeUrl(tenant)}
            className="inline-flex min-h-11 items-center rounded bg-brand px-5 font-bold text-on-brand hover:brightness-95"
          >
            {t('list.emptyCta')}
          </a>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-order-list>
          {list.orders.map((o) => (
            <li
              key={o.orderId}
              className="rounded-lg bg-white p-4 shadow-sm"
              data-order={o.orderNumber}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="font-bold text-lg">
                  <a
                    href={accountOrderUrl(tenant, o.orderId)}
                    aria-label={t('list.see', { number: o.orderNumber })}
                    className="underline-offset-4 hover:underline"
                  >
                    {t('list.number', { number: o.orderNumber })}
                  </a>
                </h2>
                <p className="rounded-full bg-neutral-100 px-3 py-1 font-medium text-sm">
                  <span className="sr-only">{t('list.status')}: </span>
                  {t(`statuses.${o.status}`)}
                </p>
              </div>
              <p className="text-neutral-700 text-sm">
                {t('list.placed', { date: dateOf(o.createdAt, tenant) })} ·{' '}
                {t('list.items', { count: o.itemCount })}
              </p>
              <p className="mt-1">
                {t('list.total')}:{' '}
                <span className="font-semibold">{formatPrice(o.total, tenant, o.currency)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('list.pages')} className="flex items-center justify-between gap-3">
          {list.page > 1 ? (
            <a
              href={accountOrdersUrl(tenant, list.page - 1)}
              rel="prev"
              className="inline-flex min-h-11 items-center rounded border border-neutral-700 px-4 font-semibold hover:bg-neutral-100"
            >
              {t('list.previous')}
            </a>
          ) : (
            <span />
          )}
          <p aria-current="page">{t('list.page', { page: list.page, pages })}</p>
          {list.page < pages ? (
            <a
              href={accountOrdersUrl(tenant, list.page + 1)}
              rel="next"
              className="inline-flex min-h-11 items-center rounded border border-neutral-700 px-4 font-semibold hover:bg-neutral-100"
            >
              {t('list.next')}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
