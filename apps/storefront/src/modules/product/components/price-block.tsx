import type { BankInstallment, Promotion } from '@fierro/commerce/contract';
import { MODAL_WIDTHS } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import clsx from 'clsx';
import { formatPrice } from '../../../lib/format/price';
import type { Translator } from '../../../lib/i18n/messages';
import { ModalTrigger } from '../../../ui/modal-client';
import { installmentPlans, type PriceView } from '../prices';

const dateOf = (iso: string, tenant: Tenant) =>
  new Intl.DateTimeFormat(tenant.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** Every price type the variant has, as the tenant shows it (rules in ../prices.ts). */
export function PriceBlock({
  view,
  tenant,
  t,
  comboHref,
}: {
  view: PriceView;
  tenant: Tenant;
  t: Translator;
  comboHref: string | null;
}) {
  const money = (amount: number, currency: string) => formatPrice(amount, tenant, currency);
  return (
    <section aria-label={t('product.prices')} className="flex flex-col gap-1" data-prices>
      {view.rows.map((r) => (
        <p
          key={r.type}
          data-price-type={r.type}
          className={clsx(
            'flex flex-wrap items-baseline gap-x-2',
            r === view.main ? 'text-2xl font-bold text-gray-900' : 'text-sm',
            r.struck && 'text-gray-600',
            r.kind === 'card' && 'font-semibold text-gray-900',
          )}
        >
          <span className={r === view.main ? 'text-sm font-normal text-gray-700' : ''}>
            {r.struck
              ? t('product.price.normalStruck')
              : t(`product.price.${r.kind}` as 'product.price.normal')}
          </span>
          <span className={clsx('tabular-nums', r.struck && 'line-through')}>
            {money(r.amount, r.currency)}
            {r.unit ? <span className="text-xs font-normal"> / {r.unit}</span> : null}
          </span>
          {r.kind === 'event' && r.validTo ? (
            <span className="text-xs font-normal text-gray-700">
              {t('product.price.until', { date: dateOf(r.validTo, tenant) })}
            </span>
          ) : null}
        </p>
      ))}
      {/* The card page with or without a card price (registry links). */}
      <p
        className="flex items-center gap-2 text-sm"
        data-card-page={view.card.row ? 'with-card' : 'without-card'}
      >
        {/* biome-ignore lint/performance/noImgElement: a small static logo */}
        <img
          src={view.card.logo}
          alt={t('product.price.cardLogo')}
          width={40}
          height={24}
          className="h-6 w-10 object-contain"
        />
        <a href={view.card.link} className="text-gray-900 underline" target="_blank" rel="noopener">
          {t('product.price.cardPage')}
          <span className="sr-only"> {t('common.externalLink')}</span>
        </a>
      </p>
      {view.saving ? (
        <p className="font-semibold text-green-800 text-sm" data-saving>
          {t('product.price.saving', {
            word: view.saving.word,
            amount: money(view.saving.amount, view.saving.currency),
            percent: view.saving.percent,
          })}
        </p>
      ) : null}
      {view.m2 ? (
        <p className="text-gray-800 text-sm" data-price-type="M2">
          {t('product.price.perM2', { price: money(view.m2.perM2, view.m2.currency) })}
          {' · '}
          {t('product.price.perBox', {
            price: money(view.m2.perBox, view.m2.currency),
            coverage: new Intl.NumberFormat(tenant.locale).format(view.m2.coverage),
          })}
        </p>
      ) : null}
      {view.unitMeasure ? (
        <p className="text-gray-700 text-xs" data-unit-measure>
          {t('product.price.unitMeasure', {
            unit: view.unitMeasure.unit,
            price: money(view.unitMeasure.amount, view.unitMeasure.currency),
          })}
        </p>
      ) : null}
      {view.comboButton && comboHref ? (
        <a
          href={comboHref}
          className="mt-1 w-fit rounded border border-brand px-3 py-2 text-gray-900 text-sm font-semibold"
        >
          {t('product.price.viewCombo')}
        </a>
      ) : null}
    </section>
  );
}

/** The multiple-unit promotion (3x2) and its modal. */
export function MultiUnitPromotion({
  promotion,
  tenant,
  t,
}: {
  promotion: Promotion;
  tenant: Tenant;
  t: Translator;
}) {
  const [buy, pay] = promotion.title
    .toLowerCase()
    .split('x')
    .map((n) => n.trim());
  return (
    <div className="rounded bg-amber-50 px-3 py-2" data-promotion="multi-unit">
      <ModalTrigger
        label={t('product.multiUnit.open', { title: promotion.title })}
        title={t('product.multiUnit.title', { title: promotion.title })}
        width={MODAL_WIDTHS.homeDelivery}
        closeLabel={t('common.close')}
        name="multi-unit"
      >
        <p>{t('product.multiUnit.text', { buy: buy ?? '', pay: pay ?? '' })}</p>
        {promotion.description ? (
          <p className="text-gray-700 text-sm">{promotion.description}</p>
        ) : null}
        {promotion.validTo ? (
          <p className="text-gray-700 text-sm">
            {t('product.multiUnit.validTo', { date: dateOf(promotion.validTo, tenant) })}
          </p>
        ) : null}
      </ModalTrigger>
    </div>
  );
}

/** Monthly installments and bank promotions with their terms. */
export function Installments({
  plans,
  cashPrice,
  tenant,
  t,
}: {
  plans: readonly BankInstallment[];
  cashPrice: number;
  tenant: Tenant;
  t: Translator;
}) {
  const { plans: all, best } = installmentPlans(plans, cashPrice);
  if (!best) return null;
  const money = (n: number) => formatPrice(n, tenant, best.currency);
  return (
    <section
      id="installments"
      aria-labelledby="installments-title"
      className="flex flex-col gap-1 text-sm"
      data-installments
    >
      <h2 id="installments-title" className="sr-only">
        {t('product.installments.title')}
      </h2>
      <p className="font-semibold">
        {t('product.installments.headline', {
          months: best.months,
          amount: money(best.monthlyAmount),
          free: String(best.interestFree),
        })}
      </p>
      <details className="group">
        <summary className="min-h-11 cursor-pointer py-2 text-gray-900 underline">
          {t('product.installments.terms')}
        </summary>
        <ul className="flex flex-col gap-1 py-1">
          {all.map((p) => (
            <li key={`${p.bank}-${p.months}`} data-installment={`${p.months}`}>
              {t('product.installments.row', {
                bank: p.bank,
                months: p.months,
                amount: money(p.monthlyAmount),
              })}
              {p.interestFree ? ` (${t('product.installments.free')})` : ''} ·{' '}
              {t('product.installments.total', { total: money(p.total) })}
              {p.interest > 0
                ? ` · ${t('product.installments.interest', { amount: money(p.interest) })}`
                : ''}
            </li>
          ))}
        </ul>
        <p className="text-gray-700 text-xs">{t('product.installments.termsText')}</p>
      </details>
    </section>
  );
}
