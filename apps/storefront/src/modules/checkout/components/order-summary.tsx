import type { CartResponse, PaymentOptionsResponse } from '@fierro/commerce/contract';
import { formatQuantity, lineNormalTotal } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../../lib/format/price';
import { LinePrice } from '../../../ui/line-price';
import { imageUrl } from '../../../ui/product-image';
import { checkoutTranslator } from '../messages';
import { blockingNotices, lineNoticeText, priceChanges } from '../notices';
import { shipsHome } from '../state';

/**
 * The cart as it stands now, priced by commerce: its lines, what changed since the shopper last
 * saw it (a price, old and new; what stops a line, beside it), and the totals (the store card's
 * total beside them where the site has one).
 */
export function OrderSummary(props: {
  tenant: Tenant;
  cart: CartResponse;
  options: PaymentOptionsResponse;
  paysWithStoreCard: boolean;
}) {
  const { tenant, cart, options } = props;
  const t = checkoutTranslator(tenant);
  const money = (n: number) => formatPrice(n, tenant, cart.currency);
  // Paid with the store card: its prices and its own delivery (its goods may not reach free
  // delivery), so the rows add up to the total the order will charge.
  const byCard = props.paysWithStoreCard && cart.totals.storeCardTotal !== null;
  const total = props.paysWithStoreCard
    ? (options.totals.storeCard ?? options.totals.card)
    : options.totals.card;
  const delivery = byCard ? (cart.totals.storeCardDelivery ?? 0) : cart.totals.delivery;
  const savings = byCard ? cart.totals.subtotal + delivery - total : cart.totals.savings;
  const blocking = blockingNotices(cart);
  const changes = priceChanges(cart);
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm tablet:sticky tablet:top-4"
      data-checkout-summary
    >
      <h2 id="checkout-summary-title" className="font-bold text-lg">
        {t('summary.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {cart.lines.map((line) => {
          const coverage = line.pricing.coverage;
          const stops = blocking.filter((b) => b.notice.lineId === line.lineId);
          const change = changes.find((c) => c.notice.lineId === line.lineId);
          const now = line.pricing.paid?.amount;
          // A product no longer sold has no price: "$ 0" read as a free one.
          const unsold = stops.some((b) => b.notice.code === 'NOT_SOLD');
          // Paid with the store card, the line at its card price: what the order will record.
          const paid = byCard ? (line.storeCardTotal ?? line.total) : line.total;
          const normal = lineNormalTotal(line);
          return (
            <li key={line.lineId} className="flex gap-3" data-sku={line.skuId}>
              {line.image ? (
                // biome-ignore lint/performance/noImgElement: our own image service, sized here
                <img
                  src={imageUrl(line.image, 128)}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="h-14 w-14 shrink-0 rounded bg-neutral-50 object-contain"
                />
              ) : null}
              <div className="flex min-w-0 flex-1 flex-col text-sm">
                <span className="line-clamp-2">{line.name}</span>
                {/* Sold by the box: boxes and the m2 they cover, as the cart says it. */}
                <span className="text-neutral-700" data-line-quantity>
                  {coverage
                    ? t('summary.boxes', {
                        count: line.quantity,
                        m2: formatQuantity(line.quantity * coverage, tenant.code),
                      })
                    : t('summary.quantity', { count: line.quantity })}
                </span>
                {/* A multiple-unit promotion (3x2) and what it takes off, as the cart says it. */}
                {line.promotion ? (
                  <span className="text-green-800" data-promotion="multi-unit">
                    {t('summary.promotion', {
                      title: line.promotion.title,
                      amount: money(line.promotion.discount),
                    })}
                  </span>
                ) : null}
                {/* Its warranties and services with their quantity ("× 5"), as the cart says them. */}
                {line.services.map((s) => (
                  <span key={s.lineId} className="text-neutral-700" data-service={s.skuId}>
                    {t('summary.services', { name: s.name, quantity: s.quantity })} ·{' '}
                    {money(s.total)}
                  </span>
                ))}
                {change && now !== undefined ? (
                  // The price seen before struck beside today's, per unit as it was seen.
                  <span className="text-amber-900" data-price-changed>
                    {t('summary.unitPrice', { unit: line.pricing.saleUnit })}:{' '}
                    <span className="sr-only">{t('summary.before')} </span>
                    <s>{money(change.notice.previous ?? 0)}</s>{' '}
                    <span className="sr-only">{t('summary.now')} </span>
                    <span className="font-semibold">{money(now)}</span>
                  </span>
                ) : null}
                {stops.map((b) => (
                  <span
                    key={b.notice.code}
                    className="font-semibold text-red-800"
                    data-line-notice={b.notice.code}
                  >
                    {lineNoticeText(t, b)}
                  </span>
                ))}
              </div>
              {/*
                The product's own price, and its normal total struck through when it saves, as
                the cart and the confirmation show it; its warranties and services are priced on
                their own rows above (a warranty has no normal price). The normal totals and the
                services add up to the subtotal, less the savings the total.
              */}
              {unsold ? null : (
                <LinePrice
                  className="font-semibold text-sm"
                  paid={money(paid)}
                  normal={normal > paid ? money(normal) : null}
                  normalLabel={t('summary.normalPrice', { price: money(normal) })}
                />
              )}
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-neutral-200 border-t pt-3 text-sm">
        <dt>{t('summary.subtotal')}</dt>
        <dd className="text-right">{money(cart.totals.subtotal)}</dd>
        {savings > 0 ? (
          <>
            <dt>{t('summary.savings')}</dt>
            <dd className="text-right text-green-800">-{money(savings)}</dd>
          </>
        ) : null}
        {/* Nothing shipped (pickup, buy at store): no delivery line to call free. */}
        {shipsHome(cart) || delivery > 0 ? (
          <>
            <dt>{t('summary.delivery')}</dt>
            <dd className="text-right" data-checkout-delivery>
              {/* No place yet: its cost is not known, not free (the cart says the same). */}
              {!cart.location?.zoneId
                ? t('summary.deliveryUnknown')
                : delivery > 0
                  ? money(delivery)
                  : t('summary.free')}
            </dd>
          </>
        ) : null}
        <dt className="pt-2 font-bold text-base">{t('summary.total')}</dt>
        <dd className="pt-2 text-right font-bold text-base" data-checkout-total={total}>
          {money(total)}
        </dd>
        {options.storeCard &&
        options.totals.storeCard !== null &&
        options.totals.storeCard < options.totals.card &&
        !props.paysWithStoreCard ? (
          <>
            <dt>{t('summary.storeCardTotal', { name: options.storeCard.name })}</dt>
            <dd className="text-right">{money(options.totals.storeCard)}</dd>
            {/* Its goods may fall short of free delivery at card prices: say so beside it. */}
            {(cart.totals.storeCardDelivery ?? 0) > cart.totals.delivery ? (
              <dd className="col-span-2 text-right text-xs" data-store-card-delivery>
                {t('summary.storeCardDelivery', {
                  delivery: t('summary.delivery').toLowerCase(),
                  amount: money(cart.totals.storeCardDelivery ?? 0),
                })}
              </dd>
            ) : null}
          </>
        ) : null}
      </dl>
    </section>
  );
}
