import type { OrderResponse } from '@fierro/commerce/contract';
import { orderConfirmationUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../../lib/format/price';
import { primaryButton } from '../../../ui/field';
import { checkoutMessages, checkoutTranslator } from '../messages';
import { ChallengeForm } from './challenge-form-client';
import { CheckoutIntl } from './checkout-intl-client';
import { FocusStep } from './focus-step-client';

/** Our page for the bank's 3-D Secure challenge (the TEST gateway's: pass or fail). */
export function ChallengeView(props: {
  tenant: Tenant;
  order: OrderResponse;
  token: string | null;
}) {
  const { tenant, order, token } = props;
  const t = checkoutTranslator(tenant);
  const waiting = order.status === 'PAYMENT_PENDING' && order.challengeId !== null;
  return (
    <CheckoutIntl locale={tenant.locale} messages={checkoutMessages(tenant.locale)}>
      <section
        aria-labelledby="challenge-title"
        className="mx-auto my-8 flex max-w-lg flex-col gap-4 rounded-lg bg-white p-6 shadow-sm"
      >
        <h1 id="challenge-title" tabIndex={-1} className="font-bold text-2xl">
          {t('challenge.title')}
        </h1>
        {waiting ? (
          <>
            <p>
              {t('challenge.text', {
                amount: formatPrice(order.totals.total, tenant, order.currency),
                brand: order.payment.brand ?? '',
                last4: order.payment.last4 ?? '',
              })}
            </p>
            <p className="rounded bg-neutral-100 p-3 text-neutral-800 text-sm">
              {t('challenge.test')}
            </p>
            <ChallengeForm site={tenant.pathPrefix} orderId={order.orderId} token={token} />
          </>
        ) : (
          <>
            <p>{t('challenge.done')}</p>
            <a
              href={orderConfirmationUrl(tenant, order.orderId, token ?? undefined)}
              className={`${primaryButton} content-center self-start`}
            >
              {t('challenge.see')}
            </a>
          </>
        )}
      </section>
      <FocusStep targetId="challenge-title" top />
    </CheckoutIntl>
  );
}
