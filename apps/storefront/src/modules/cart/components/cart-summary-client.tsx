'use client';
import type { CartResponse } from '@fierro/commerce/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../../lib/format/price';
import { BOTTOM_BAR_VAR } from '../../shell/components/toasts-client';
import type { CartFacts } from './cart-view-client';

/**
 * Keeps BOTTOM_BAR_VAR on the page's root at `bar`'s height (0 where it is hidden, from tablet
 * up), so the toasts stay above it instead of covering the total. Returns the cleanup.
 */
export function trackBottomBar(bar: HTMLElement): () => void {
  const doc = bar.ownerDocument;
  const root = doc.documentElement.style;
  const measure = () => root.setProperty(BOTTOM_BAR_VAR, `${bar.offsetHeight}px`);
  measure();
  const Observer = doc.defaultView?.ResizeObserver;
  const observer = Observer ? new Observer(measure) : null;
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    root.removeProperty(BOTTOM_BAR_VAR);
  };
}

/**
 * What the summary's one live region says: the update on its way, then, once it settled, the new
 * total (said once: it stays until the next update) if it changed; nothing before the first
 * update, nor after one that changed nothing (a refusal: its toast says why).
 */
export const summaryLive = (updating: boolean, changed: boolean) =>
  updating ? 'updating' : changed ? 'total' : null;

/**
 * The cart's totals as commerce computed them (subtotal at normal prices, savings with the site's
 * word, delivery, total, the store-card total) and the way to checkout. Beside the lines from
 * tablet up (sticky); on phones the total and the checkout button stay at the bottom of the screen.
 */
export function CartSummary({
  facts,
  cart,
  updating,
}: {
  facts: CartFacts;
  cart: CartResponse;
  updating: boolean;
}) {
  const t = useTranslations('cart.summary');
  const money = (n: number) => formatPrice(n, { code: facts.tenantCode }, cart.currency);
  const { totals } = cart;
  const homeDelivery = cart.lines.some((l) => l.deliveryMethod === 'homeDelivery');
  const row = 'flex items-baseline justify-between gap-3';
  // The total as the last update began: nothing to say before the shopper's first change (the
  // page shows the total), nor when the update left it as it was.
  const [from, setFrom] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  if (updating !== busy) {
    setBusy(updating);
    if (updating) setFrom(totals.total);
  }
  const live = summaryLive(updating, from !== null && from !== totals.total);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => (bar.current ? trackBottomBar(bar.current) : undefined), []);
  return (
    <aside
      aria-labelledby="cart-summary"
      aria-busy={updating}
      className="flex h-fit flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 tablet:sticky tablet:top-36"
      data-summary
    >
      <h2 id="cart-summary" className="font-bold text-lg">
        {t('title')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className={row}>
          <dt>{t('subtotal', { count: totals.itemCount })}</dt>
          <dd className="tabular-nums" data-subtotal>
            {money(totals.subtotal)}
          </dd>
        </div>
        {totals.savings > 0 ? (
          <div className={`${row} text-green-800`}>
            <dt>{facts.savingsWord}</dt>
            <dd className="tabular-nums" data-savings>
              -{money(totals.savings)}
            </dd>
          </div>
        ) : null}
        {homeDelivery ? (
          <div className={row}>
            <dt>{t('delivery')}</dt>
            <dd className="tabular-nums" data-delivery-cost>
              {/* No place yet: its cost is not known, not free. */}
              {!cart.location?.zoneId
                ? t('deliveryUnknown')
                : totals.delivery > 0
                  ? money(totals.delivery)
                  : t('deliveryFree')}
            </dd>
          </div>
        ) : null}
        <div className={`${row} border-gray-200 border-t pt-2 font-bold text-base`}>
          <dt>{t('total')}</dt>
          <dd className="tabular-nums" data-total>
            {money(totals.total)}
          </dd>
        </div>
        {totals.storeCardTotal !== null && facts.storeCardName ? (
          <div className={`${row} text-brand-ink`}>
            <dt>{t('storeCard', { card: facts.storeCardName })}</dt>
            <dd className="font-semibold tabular-nums" data-store-card-total>
              {money(totals.storeCardTotal)}
            </dd>
          </div>
        ) : null}
        {/* At card prices the goods may fall short of free delivery: say what the card total holds. */}
        {totals.storeCardTotal !== null &&
        facts.storeCardName &&
        (totals.storeCardDelivery ?? 0) > totals.delivery ? (
          <p className="text-right text-brand-ink text-xs" data-store-card-delivery>
            {t('storeCardDelivery', {
              delivery: t('delivery').toLowerCase(),
              amount: money(totals.storeCardDelivery ?? 0),
            })}
          </p>
        ) : null}
      </dl>
      <p className="sr-only" aria-live="polite" data-summary-live>
        {live === 'updating'
          ? t('updating')
          : live === 'total'
            ? t('totalNow', { total: money(totals.total) })
            : ''}
      </p>
      <a
        href={facts.checkoutHref}
        className="hidden min-h-12 items-center justify-center rounded bg-brand px-4 font-bold text-on-brand tablet:flex"
      >
        {t('checkout')}
      </a>
      {/* On phones too: the way back to the shop, below the totals (the bar holds the way on). */}
      <a
        href={facts.homeHref}
        className="flex min-h-11 items-center justify-center text-sm underline"
      >
        {t('keepShopping')}
      </a>
      {/* Phones: the total and the way on stay in view at the bottom of the screen. The amount
          never breaks (totals in the millions): the button's label wraps first, if anything. */}
      <div
        ref={bar}
        className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-2 border-gray-200 border-t bg-white px-4 py-2 shadow-lg tablet:hidden"
        data-sticky-summary
      >
        <p className="flex shrink-0 flex-col text-sm">
          <span>{t('total')}</span>
          <span className="whitespace-nowrap font-bold text-base tabular-nums" data-sticky-total>
            {money(totals.total)}
          </span>
        </p>
        <a
          href={facts.checkoutHref}
          className="flex min-h-12 min-w-0 items-center justify-center rounded bg-brand px-3 text-center font-bold text-on-brand leading-tight"
        >
          {t('checkout')}
        </a>
      </div>
    </aside>
  );
}
