'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, startTransition, useActionState } from 'react';
import { FormAlert, primaryButton } from '../../../ui/field';
import { placeOrderAction } from '../actions/place-order';
import { PLACE_IDLE, type PlaceResult } from '../actions/place-result';
import { postCheckoutForm } from '../actions/post-form';

/**
 * The last step: places the order with the total the shopper sees. A changed total comes back
 * with the new amounts, and the button then confirms that one; every other refusal says what to
 * do (and where: the cart, or the step to fix).
 */
export function PlaceOrderForm(props: {
  site: string;
  expectedTotal: number;
  /** "Pagar $ 25.970" (or the pay-at-store reservation's words). */
  label: string;
  cartHref: string;
  /** The site's terms and conditions (the registry's, as the footer links them). */
  termsHref: string;
  stepHrefs: Record<string, string>;
  /** The answer of a form posted before the script loaded (the page shows it once). */
  initial?: PlaceResult | null;
}) {
  const t = useTranslations('checkout');
  const [result, dispatch, pending] = useActionState(placeOrderAction, props.initial ?? PLACE_IDLE);
  const changed = result.kind === 'totalChanged' ? result : null;
  const error = result.kind === 'error' ? result : null;
  // The sentence around its link, so each language puts the link where its words go.
  const [termsBefore, termsAfter] = t('review.terms', { terms: '\u0000' }).split('\u0000');
  return (
    // Before the script the form posts to the unbound postCheckoutForm (the page then renders in
    // one piece); with it, the submit sends placeOrderAction and shows its answer here.
    <form
      action={postCheckoutForm}
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        startTransition(() => dispatch(data));
      }}
      className="flex flex-col gap-3"
      aria-busy={pending}
    >
      <input type="hidden" name="site" value={props.site} />
      <input type="hidden" name="checkoutStep" value="review" />
      <input
        type="hidden"
        name="expectedTotal"
        value={changed ? changed.total : props.expectedTotal}
      />
      {changed ? (
        <div
          role="alert"
          className="flex flex-col gap-1 rounded border border-amber-300 bg-amber-50 p-3 text-amber-950"
          data-total-changed
        >
          {changed.sameTotal ? (
            <p className="font-semibold">
              {t('review.pricesChanged', { amount: changed.shown.total })}
            </p>
          ) : (
            <>
              <p className="font-semibold">{t('review.totalChanged')}</p>
              <p>{t('review.was', { amount: changed.shown.previous })}</p>
              <p className="font-bold" data-new-total>
                {t('review.now', { amount: changed.shown.total })}
              </p>
            </>
          )}
          {changed.changes?.length ? (
            <ul className="list-disc pl-5 text-sm" data-changed-prices>
              {changed.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : null}
          {/* The rows that apply, as the summary beside it shows them (no "-$ 0", no delivery
              for goods collected at a store). */}
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
            <dt>{t('summary.subtotal')}</dt>
            <dd>{changed.shown.subtotal}</dd>
            {changed.shown.savings !== null ? (
              <>
                <dt>{t('summary.savings')}</dt>
                <dd>-{changed.shown.savings}</dd>
              </>
            ) : null}
            {changed.shown.delivery !== null ? (
              <>
                <dt>{t('summary.delivery')}</dt>
                <dd>{changed.shown.delivery}</dd>
              </>
            ) : null}
          </dl>
        </div>
      ) : null}
      {error?.lines?.length ? (
        // Which products stop the order (a list: no paragraph can hold it).
        <div
          role="alert"
          className="rounded border border-red-200 bg-red-50 p-3 text-red-800 text-sm"
          data-refused-lines
        >
          <p>{error.message}</p>
          <ul className="my-1 list-disc pl-5">
            {error.lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          <a href={props.cartHref} className="font-semibold underline">
            {t('review.goToCart')}
          </a>
        </div>
      ) : error ? (
        <FormAlert>
          {error.message}{' '}
          {error.cart ? (
            <a href={props.cartHref} className="font-semibold underline">
              {t('review.goToCart')}
            </a>
          ) : error.step && props.stepHrefs[error.step] ? (
            <a href={props.stepHrefs[error.step]} className="font-semibold underline">
              {t('editStep', {
                // Inside the sentence: "Editar medio de pago".
                step: t(`step.${error.step}` as 'step.contact').toLowerCase(),
              })}
            </a>
          ) : null}
        </FormAlert>
      ) : null}
      <p className="text-neutral-700 text-sm" data-terms>
        {termsBefore}
        {/* A new tab: reading them leaves the order where it is. */}
        <a href={props.termsHref} target="_blank" rel="noopener" className="underline">
          {t('review.termsLink')}
          <span className="sr-only"> {t('review.newTab')}</span>
        </a>
        {termsAfter}
      </p>
      <div>
        <button
          type="submit"
          className={`${primaryButton} w-full phablet:w-auto`}
          disabled={pending}
        >
          {pending
            ? t('review.placing')
            : changed
              ? changed.sameTotal
                ? t('review.confirm', { amount: changed.shown.total })
                : t('review.confirmNew', { amount: changed.shown.total })
              : error?.retry
                ? t('review.retry')
                : props.label}
        </button>
      </div>
    </form>
  );
}
