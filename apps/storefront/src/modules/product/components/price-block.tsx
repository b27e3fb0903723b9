import type { BankInstallment, Promotion } from '@fierro/commerce/contract';
import { formatQuantity, MODAL_WIDTHS } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import clsx from 'clsx';
import { lastDayInForce } from '../../../lib/format/date';
import { formatPrice } from '../../../lib/format/price';
import type { Translator } from '../../../lib/i18n/messages';
import { ModalTrigger } from '../../../ui/modal-client';
import { installmentPlans, type PriceRow, type PriceView } from '../prices';

/** The rows' label: the price type's name, the card's own name for the card price. */
const labelOf = (r: PriceRow, view: PriceView, t: Translator) =>
  r.struck
    ? t('product.price.normalStruck')
    : r.kind === 'card'
      ? t('product.price.card', { name: view.card?.name ?? '' })
      : t(`product.price.${r.kind}` as 'product.price.normal');

/** Every price commerce answered for the variant, as the tenant shows it (../prices.ts). */
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
  const money = (amount: number) => formatPrice(amount, tenant, view.currency);
  const unit = view.saleUnit === 'unit' ? null : t(`price.unit.${view.saleUnit}`);
  return (
    <section aria-label={t('product.prices')} className="flex flex-col gap-1" data-prices>
      {view.rows.map((r) => (
        <p
          key={`${r.type}-${r.struck ? 'struck' : 'shown'}`}
          data-price-type={r.type}
          className={clsx(
            'flex flex-wrap items-baseline gap-x-2',
            r === view.main ? 'text-2xl font-bold text-gray-900' : 'text-sm',
            r.struck && 'text-gray-600',
            r.kind === 'card' && 'font-semibold text-gray-900',
          )}
        >
          <span className={r === view.main ? 'text-sm font-normal text-gray-700' : ''}>
            {labelOf(r, view, t)}
          </span>
          <span className={clsx('tabular-nums', r.struck && 'line-through')}>
            {money(r.amount)}
            {unit ? <span className="text-xs font-normal"> / {unit}</span> : null}
          </span>
          {r.kind === 'event' && r.validTo ? (
            <span className="text-xs font-normal text-gray-700">
              {t('product.price.until', { date: lastDayInForce(r.validTo, tenant) })}
            </span>
          ) : null}
        </p>
      ))}
      {view.card ? (
        // The card page with or without a card price (registry links).
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
          <a href={view.card.link} className="text-gray-900 underline">
            {t('product.price.cardPage')}
          </a>
        </p>
      ) : null}
      {view.saving ? (
        <p className="font-semibold text-green-800 text-sm" data-saving>
          {t('product.price.saving', {
            word: view.saving.word,
            amount: money(view.saving.amount),
            percent: view.saving.percent,
          })}
        </p>
      ) : null}
      {view.main?.perM2 !== undefined && view.coverage ? (
        <p className="text-gray-800 text-sm" data-price-type="M2">
          {t('product.price.perM2', { price: money(view.main.perM2) })}
          {' · '}
          {t('product.price.perBox', {
            unit: unit ?? '',
            coverage: formatQuantity(view.coverage, tenant.code),
          })}
        </p>
      ) : null}
      {view.unitMeasure ? (
        <p className="text-gray-700 text-xs" data-unit-measure>
          {t('product.price.unitMeasure', {
            unit: t(`price.unit.${view.unitMeasure.unit}`),
            price: money(view.unitMeasure.amount),
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
            {t('product.multiUnit.validTo', { date: lastDayInForce(promotion.validTo, tenant) })}
          </p>
        ) : null}
      </ModalTrigger>
    </div>
  );
}

/** Monthly installments and bank promotions with their terms, as commerce computed them. */
export function Installments({
  plans,
  tenant,
  t,
}: {
  plans: readonly BankInstallment[];
  tenant: Tenant;
  t: Translator;
}) {
  const { plans: all, best } = installmentPlans(plans);
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
              {p.lastAmount !== p.monthlyAmount
                ? `, ${t('product.installments.last', { amount: money(p.lastAmount) })}`
                : ''}
              {p.interestFree
                ? ` (${t('product.installments.free')})`
                : p.monthlyRate
                  ? ` (${t('product.installments.withInterest', { rate: formatQuantity(p.monthlyRate * 100, tenant.code, 2) })})`
                  : ''}{' '}
              · {t('product.installments.total', { total: money(p.total) })}
            </li>
          ))}
        </ul>
        <p className="text-gray-700 text-xs">{t('product.installments.termsText')}</p>
      </details>
    </section>
  );
}
