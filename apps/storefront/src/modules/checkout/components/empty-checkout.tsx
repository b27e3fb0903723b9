import { cartUrl, checkoutChallengeUrl, homeUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { primaryButton, secondaryButton } from '../../../ui/field';
import { checkoutTranslator } from '../messages';

/**
 * No open cart with lines (none yet, or just paid), or commerce did not answer; or the cart is
 * held by an order waiting for the bank's 3-D Secure check (the shopper went back from its page).
 */
export function EmptyCheckout({
  tenant,
  unavailable,
  challenge,
}: {
  tenant: Tenant;
  unavailable?: boolean;
  challenge?: { orderId: string; token?: string | undefined };
}) {
  const t = checkoutTranslator(tenant);
  if (challenge) {
    return (
      <section
        aria-labelledby="checkout-empty"
        className="mx-auto my-8 flex max-w-lg flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
        data-waiting-challenge
      >
        <h1 id="checkout-empty" className="font-bold text-2xl">
          {t('empty.waitingTitle')}
        </h1>
        <p>{t('empty.waitingText')}</p>
        <a
          href={checkoutChallengeUrl(tenant, challenge.orderId, challenge.token)}
          className={`${primaryButton} content-center self-start`}
        >
          {t('empty.waitingGo')}
        </a>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="checkout-empty"
      className="mx-auto my-8 flex max-w-lg flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
    >
      <h1 id="checkout-empty" className="font-bold text-2xl">
        {t('empty.title')}
      </h1>
      <p {...(unavailable ? { role: 'alert' } : {})}>
        {unavailable ? t('review.unavailable') : t('empty.text')}
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={cartUrl(tenant)} className={`${primaryButton} content-center`}>
          {t('empty.cart')}
        </a>
        <a href={homeUrl(tenant)} className={`${secondaryButton} content-center`}>
          {t('empty.home')}
        </a>
      </div>
    </section>
  );
}
