import type { CartResponse } from '@fierro/commerce/contract';
import { cartUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { primaryButton } from '../../../ui/field';
import { checkoutTranslator } from '../messages';
import { blockingNotices, noticeText, priceChanges } from '../notices';

/**
 * At the top of the checkout, what the cart's read says before any step: the lines that stop the
 * order (which product, what is wrong, how many are left), with the way to the cart that fixes
 * them; and, stopping nothing, that prices changed since the shopper last saw them.
 */
export function CartNotices({ tenant, cart }: { tenant: Tenant; cart: CartResponse }) {
  const t = checkoutTranslator(tenant);
  const blocking = blockingNotices(cart);
  const changed = priceChanges(cart).length > 0;
  if (blocking.length === 0 && !changed) return null;
  return (
    <div className="mb-4 flex flex-col gap-3">
      {blocking.length > 0 ? (
        <section
          aria-labelledby="checkout-cart-notices"
          className="flex flex-col gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
          data-cart-blocking
        >
          <h2 id="checkout-cart-notices" className="font-bold">
            {t('cartNotices.title')}
          </h2>
          <ul className="list-disc pl-5 text-sm">
            {blocking.map((b) => (
              <li key={`${b.notice.code}-${b.notice.lineId}`} data-notice={b.notice.code}>
                {noticeText(tenant, t, b)}
              </li>
            ))}
          </ul>
          <div>
            <a href={cartUrl(tenant)} className={`${primaryButton} inline-flex items-center`}>
              {t('review.goToCart')}
            </a>
          </div>
        </section>
      ) : null}
      {changed ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
          data-prices-changed
        >
          {t('cartNotices.pricesChanged')}
        </p>
      ) : null}
    </div>
  );
}

/** The last step while a line stops the order: why there is no Pay, and the way to the cart. */
export function PayBlocked({ tenant }: { tenant: Tenant }) {
  const t = checkoutTranslator(tenant);
  return (
    <div className="flex flex-col gap-3" data-pay-blocked>
      <p>{t('cartNotices.payBlocked')}</p>
      <div>
        <a href={cartUrl(tenant)} className={`${primaryButton} inline-flex items-center`}>
          {t('review.goToCart')}
        </a>
      </div>
    </div>
  );
}
