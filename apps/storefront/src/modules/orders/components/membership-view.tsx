import type { MembershipResponse } from '@fierro/commerce/contract';
import { accountOrderUrl, accountUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { clsx } from 'clsx';
import { formatPrice } from '../../../lib/format/price';
import { ordersTranslator } from '../messages';
import { dateOf, pageCount } from '../view-model';

/**
 * The shopper's membership (issue 23): the tier the last 12 months of paid orders reach, the way
 * to the next one, every tier with its benefits (from the registry), and the store card's points:
 * balance and movements.
 */
export function MembershipView({ tenant, m }: { tenant: Tenant; m: MembershipResponse }) {
  const t = ordersTranslator(tenant);
  const money = (n: number) => formatPrice(n, tenant, m.currency);
  const { standing } = m;
  const pages = pageCount(m.points.total, m.points.perPage);
  const pageHref = (n: number) => `${accountUrl(tenant, 'membership')}${n > 1 ? `?page=${n}` : ''}`;
  return (
    <section aria-labelledby="account-page-title" className="flex flex-col gap-4">
      <h1 id="account-page-title" className="font-bold text-2xl">
        {t('membership.title', { card: m.cardName })}
      </h1>
      <section
        aria-labelledby="membership-tier"
        className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm"
        data-tier={standing.tier}
      >
        <h2 id="membership-tier" className="font-bold text-xl">
          {t('membership.tier', { tier: standing.tier })}
        </h2>
        <p>{t('membership.spend', { amount: money(standing.spend) })}</p>
        {standing.next ? (
          <>
            <p>
              {t('membership.next', {
                missing: money(standing.next.missing),
                tier: standing.next.tier,
              })}
            </p>
            <label htmlFor="membership-progress" className="sr-only">
              {t('membership.progress', { tier: standing.next.tier })}
            </label>
            <progress
              id="membership-progress"
              max={100}
              value={standing.progress}
              className="h-3 w-full overflow-hidden rounded-full accent-brand"
            >
              {standing.progress}%
            </progress>
          </>
        ) : (
          <p>{t('membership.top')}</p>
        )}
      </section>
      <section aria-labelledby="membership-tiers" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="membership-tiers" className="mb-3 font-bold text-lg">
          {t('membership.tiers')}
        </h2>
        <ul className="grid gap-3 phablet:grid-cols-3">
          {m.tiers.map((tier) => {
            const current = tier.tier === standing.tier;
            return (
              <li
                key={tier.tier}
                aria-current={current ? 'true' : undefined}
                className={clsx(
                  'flex flex-col gap-1 rounded border p-3',
                  current ? 'border-2 border-neutral-900' : 'border-neutral-300',
                )}
              >
                <h3 className="font-bold">
                  {tier.tier}
                  {current ? (
                    <span className="ml-2 rounded-full bg-neutral-900 px-2 py-0.5 font-medium text-white text-xs">
                      {t('membership.current')}
                    </span>
                  ) : null}
                </h3>
                <p className="text-neutral-700 text-sm">
                  {tier.minSpend > 0
                    ? t('membership.from', { amount: money(tier.minSpend) })
                    : t('membership.fromZero')}
                </p>
                <ul className="list-disc pl-5 text-sm">
                  <li>
                    {t('membership.benefitPoints', {
                      points: t('membership.pointsValue', { points: tier.pointsPercent / 100 }),
                      amount: money(m.minorPerPoint),
                    })}
                  </li>
                  {tier.cardPriceWithoutCard ? (
                    <li>{t('membership.benefitCardPrice', { card: m.cardName })}</li>
                  ) : null}
                </ul>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="membership-points" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="membership-points" className="font-bold text-lg">
          {t('membership.points', { card: m.cardName })}
        </h2>
        <p className="mb-3 font-semibold text-xl" data-points-balance={m.points.balance}>
          {t('membership.balance', { points: m.points.balance })}
        </p>
        <h3 className="mb-2 font-bold">{t('membership.history')}</h3>
        {m.points.movements.length === 0 ? (
          <p>{t('membership.noMovements')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-neutral-300 border-b">
                <th scope="col" className="py-2 pr-2">
                  {t('membership.when')}
                </th>
                <th scope="col" className="py-2 pr-2">
                  {t('membership.movement')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('membership.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {m.points.movements.map((p) => (
                <tr key={`${p.kind}-${p.at}-${p.orderId}`} className="border-neutral-200 border-b">
                  <td className="py-2 pr-2">
                    <time dateTime={p.at}>{dateOf(p.at, tenant)}</time>
                  </td>
                  <td className="py-2 pr-2">
                    {p.orderId && p.orderNumber ? (
                      <a
                        href={accountOrderUrl(tenant, p.orderId)}
                        className="underline underline-offset-4"
                      >
                        {t(`membership.${p.kind}`, { number: p.orderNumber })}
                      </a>
                    ) : (
                      t(`membership.${p.kind}`, { number: '' })
                    )}
                  </td>
                  <td className="py-2 text-right font-semibold">
                    {p.points > 0 ? `+${p.points}` : p.points}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages > 1 ? (
          <nav aria-label={t('membership.history')} className="mt-3 flex justify-between gap-3">
            {m.points.page > 1 ? (
              <a href={pageHref(m.points.page - 1)} rel="prev" className="underline">
                {t('list.previous')}
              </a>
            ) : (
              <span />
            )}
            <p>{t('list.page', { page: m.points.page, pages })}</p>
            {m.points.page < pages ? (
              <a href={pageHref(m.points.page + 1)} rel="next" className="underline">
                {t('list.next')}
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </section>
  );
}
