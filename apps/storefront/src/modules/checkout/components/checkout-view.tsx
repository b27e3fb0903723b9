import { checkoutUrl } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { clsx } from 'clsx';
import { pageTitle } from '../../../lib/site/seo';
import type { CheckoutModel } from '../data';
import { type CheckoutTranslator, checkoutMessages, checkoutTranslator } from '../messages';
import { CHECKOUT_STEPS, type StepId } from '../state';
import { cartEcommerce } from '../view-model';
import { CartCount } from './cart-count-client';
import { CartNotices } from './cart-notices';
import { CheckoutIntl } from './checkout-intl-client';
import { DocumentTitle } from './document-title-client';
import { FocusStep } from './focus-step-client';
import { OrderSummary } from './order-summary';
import { StepForm } from './step-forms';
import { StepSummary } from './step-summaries';
import { TrackEvent } from './track-client';

type Ready = Extract<CheckoutModel, { kind: 'ready' }>;

/** Notices a redirect may bring back to the checkout (a refused payment). */
const NOTICES = new Set(['PAYMENT_DECLINED', 'CHALLENGE_FAILED', 'CARD_AGAIN']);

export const stepTitleId = (step: StepId) => `checkout-step-${step}`;

/** The page's title on a step: "Entrega · Finalizar compra | Fierro Chile". */
export const stepDocumentTitle = (tenant: Tenant, t: CheckoutTranslator, step: StepId) =>
  pageTitle(tenant, t('stepTitle', { step: t(`step.${step}`), title: t('title') }));

/**
 * The checkout on one page: the five steps in order, each done one summarised with its edit
 * link, the open one's form, the later ones waiting; the cart's summary beside them. After a
 * saved step the next one takes the focus and the step's GA4 event is pushed.
 */
export function CheckoutView(props: {
  tenant: Tenant;
  model: Ready;
  done: string | null;
  notice: string | null;
}) {
  const { tenant, model } = props;
  const t = checkoutTranslator(tenant);
  const { cart, options, current, state } = model;
  const notice = props.notice && NOTICES.has(props.notice) ? props.notice : null;
  const method = state?.payment?.method ?? 'card';
  const ecommerce = cartEcommerce(tenant, cart, method === 'storeCard');
  const savedStep = CHECKOUT_STEPS.includes(props.done as StepId) ? props.done : null;
  const stepEvents: Record<string, { event: string; extra: Record<string, unknown> }> = {
    delivery: {
      event: 'add_shipping_info',
      extra: {
        shipping_tier: [...new Set(cart.lines.map((l) => l.deliveryMethod ?? 'homeDelivery'))].join(
          ',',
        ),
      },
    },
    payment: { event: 'add_payment_info', extra: { payment_type: method } },
  };
  const stepEvent = savedStep ? stepEvents[savedStep] : undefined;
  return (
    <CheckoutIntl locale={tenant.locale} messages={checkoutMessages(tenant.locale)}>
      <CartCount count={cart.totals.itemCount} />
      <div className="py-4 phablet:py-6">
        <h1 className="mb-4 font-bold text-2xl">{t('title')}</h1>
        <CartNotices tenant={tenant} cart={cart} />
        <div className="grid items-start gap-6 tablet:grid-cols-[minmax(0,1fr)_22rem]">
          <ol aria-label={t('steps')} className="flex flex-col gap-3">
            {CHECKOUT_STEPS.map((step, i) => {
              const open = step === current;
              const done = model.done[step] && !open;
              return (
                <li
                  key={step}
                  className={clsx(
                    'rounded-lg bg-white p-4 shadow-sm',
                    !open && !done && 'text-neutral-600',
                  )}
                  data-step={step}
                  data-step-state={open ? 'open' : done ? 'done' : 'waiting'}
                  {...(open ? { 'aria-current': 'step' as const } : {})}
                >
                  <div className="flex items-start justify-between gap-3">
                    {/* Scrolled to when it takes the focus: clear of the sticky header. */}
                    <h2
                      id={stepTitleId(step)}
                      tabIndex={-1}
                      className="scroll-mt-44 font-bold text-lg tablet:scroll-mt-32"
                    >
                      <span className="sr-only">
                        {t('stepNumber', { n: i + 1, total: CHECKOUT_STEPS.length })}:{' '}
                      </span>
                      {/* Its number drawn (globals.css), not written: the text says it once. */}
                      <span aria-hidden="true" data-step-number={i + 1} />
                      {t(`step.${step}`)}
                    </h2>
                    {done && step !== 'review' ? (
                      <a
                        href={`${checkoutUrl(tenant)}?edit=${step}`}
                        className="min-h-11 shrink-0 content-center px-2 font-semibold text-sm underline"
                        aria-label={t('editStep', { step: t(`step.${step}`).toLowerCase() })}
                      >
                        {t('edit')}
                      </a>
                    ) : null}
                  </div>
                  {/* The saved steps were another cart's or another account's: not silently. */}
                  {open && model.changed && step === 'contact' ? (
                    <p
                      role="status"
                      className="my-3 rounded border border-amber-300 bg-amber-50 p-3 text-amber-950"
                      data-checkout-changed={model.changed}
                    >
                      {t(`changed.${model.changed}`)}
                    </p>
                  ) : null}
                  {open && notice && step === 'payment' ? (
                    <p
                      role="alert"
                      className="my-3 rounded border border-red-200 bg-red-50 p-3 text-red-800"
                    >
                      {t(`notice.${notice}` as 'notice.PAYMENT_DECLINED')}
                    </p>
                  ) : null}
                  {done ? <StepSummary tenant={tenant} model={model} step={step} /> : null}
                  {open ? (
                    <div className="mt-3">
                      <StepForm tenant={tenant} model={model} step={step} />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <OrderSummary
            tenant={tenant}
            cart={cart}
            options={options}
            paysWithStoreCard={method === 'storeCard'}
          />
        </div>
      </div>
      {savedStep || notice ? <FocusStep targetId={stepTitleId(current)} /> : null}
      <DocumentTitle title={stepDocumentTitle(tenant, t, current)} />
      <TrackEvent
        event="begin_checkout"
        ecommerce={ecommerce}
        once={`begin_checkout:${cart.cartId}`}
      />
      {stepEvent ? (
        <TrackEvent
          event={stepEvent.event}
          ecommerce={{ ...ecommerce, ...stepEvent.extra }}
          once={`${stepEvent.event}:${cart.cartId}:${cart.version}:${JSON.stringify(stepEvent.extra)}`}
          dropParam="done"
        />
      ) : null}
    </CheckoutIntl>
  );
}
