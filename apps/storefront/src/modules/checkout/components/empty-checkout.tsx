import {
  ABANDONED_PAYMENT_MINUTES,
  cartUrl,
  checkoutChallengeUrl,
  checkoutUrl,
  homeUrl,
  loginUrl,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { primaryButton, secondaryButton } from '../../../ui/field';
import { checkoutTranslator } from '../messages';

/**
 * No open cart with lines (none yet, or just paid), or commerce did not answer; or the cart is
 * held by an order waiting for the bank's 3-D Secure check (the shopper went back from its page);
 * or the signed-in session that started the checkout ended, and its cart waits for a sign-in.
 */
export function EmptyCheckout({
  tenant,
  unavailable,
  challenge,
  held,
  ended,
}: {
  tenant: Tenant;
  unavailable?: boolean;
  challenge?: { orderId: string; token?: string | undefined };
  /** Held by an order waiting for the bank's check that this browser did not start. */
  held?: boolean;
  /** The session that saved the steps ended (signed out in another tab, or expired). */
  ended?: boolean;
}) {
  const t = checkoutTranslator(tenant);
  const waiting = challenge
    ? checkoutChallengeUrl(tenant, challenge.orderId, challenge.token)
    : null;
  if (ended && !waiting) {
    return (
      <section
        aria-labelledby="checkout-empty"
        className="mx-auto my-8 flex max-w-lg flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
        data-session-ended
      >
        <h1 id="checkout-empty" className="font-bold text-2xl">
          {t('empty.endedTitle')}
        </h1>
        <p>{t('empty.endedText')}</p>
        <div className="flex flex-wrap gap-3">
          {/* Back to the checkout after the sign-in, as the contact step's link does. */}
          <a
            href={`${loginUrl(tenant)}?${new URLSearchParams({ returnTo: checkoutUrl(tenant) })}`}
            className={`${primaryButton} content-center`}
          >
            {t('empty.signIn')}
          </a>
          <a href={homeUrl(tenant)} className={`${secondaryButton} content-center`}>
            {t('empty.home')}
          </a>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="checkout-empty"
      className="mx-auto my-8 flex max-w-lg flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
      {...(waiting ? { 'data-waiting-challenge': '' } : {})}
    >
      <h1 id="checkout-empty" className="font-bold text-2xl">
        {waiting || held
          ? t('empty.waitingTitle')
          : unavailable
            ? t('empty.unavailableTitle')
            : t('empty.title')}
      </h1>
      <p {...(unavailable ? { role: 'alert' } : {})}>
        {waiting
          ? t('empty.waitingText')
          : held
            ? t('empty.waitingElsewhere', { minutes: ABANDONED_PAYMENT_MINUTES })
            : unavailable
              ? t('review.unavailable')
              : t('empty.text')}
      </p>
      <div className="flex flex-wrap gap-3">
        {waiting ? (
          <a href={waiting} className={`${primaryButton} content-center`}>
            {t('empty.waitingGo')}
          </a>
        ) : (
          <>
            {/* Commerce did not answer: the page again, once it does (nothing was charged twice). */}
            {unavailable && !held ? (
              <a href={checkoutUrl(tenant)} className={`${primaryButton} content-center`}>
                {t('empty.retry')}
              </a>
            ) : null}
            {/* Held elsewhere: the cart would only say the same. */}
            {held ? null : (
              <a
                href={cartUrl(tenant)}
                className={`${unavailable ? secondaryButton : primaryButton} content-center`}
              >
                {t('empty.cart')}
              </a>
            )}
            <a href={homeUrl(tenant)} className={`${secondaryButton} content-center`}>
              {t('empty.home')}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
