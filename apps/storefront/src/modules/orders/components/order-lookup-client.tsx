'use client';

import type { CaptchaChallengeResponse } from '@fierro/commerce/contract';
import { encodeCaptchaSolution, solveCaptcha } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, useState } from 'react';
import { Field, FormAlert, inputClass, primaryButton } from '../../../ui/field';
import { Glyph } from '../../../ui/glyph';
import { useActionForm } from '../../../ui/use-action-form';
import { type LookupState, lookupOrderAction } from '../actions/lookup-order';

type Challenge = NonNullable<CaptchaChallengeResponse['challenge']>;

/** Solves the current challenge in the browser; its solution goes in a hidden field. */
function useSolution(challenge: Challenge | null) {
  const [solution, setSolution] = useState<{ for: string; payload: string } | 'failed' | null>(
    null,
  );
  useEffect(() => {
    if (!challenge) return;
    let stopped = false;
    setSolution(null);
    solveCaptcha(challenge, () => stopped)
      .then((number) => {
        if (stopped) return;
        if (number === null) return setSolution('failed');
        const { maxNumber: _, ...rest } = challenge;
        setSolution({
          for: challenge.challenge,
          payload: encodeCaptchaSolution({ ...rest, number }),
        });
      })
      .catch(() => !stopped && setSolution('failed'));
    return () => {
      stopped = true;
    };
  }, [challenge]);
  return solution;
}

/**
 * The guest's order lookup form: order number, e-mail, and where the site asks for it the
 * self-hosted proof-of-work check (solved here, announced politely); the order found below.
 */
export function OrderLookupForm(props: { site: string; challenge: Challenge | null }) {
  const t = useTranslations('orders.lookup');
  const initial: LookupState = {
    fields: {},
    form: null,
    values: { orderNumber: '', email: '' },
    challenge: props.challenge,
    result: null,
  };
  const [state, action, pending] = useActionState(lookupOrderAction, initial);
  const solution = useSolution(state.challenge);
  // Only the current challenge's solution counts (each answer brings a new one).
  const solved =
    solution && solution !== 'failed' && solution.for === state.challenge?.challenge
      ? solution.payload
      : '';
  const { form, submit } = useActionForm(action, state.fields);
  const result = useRef<HTMLHeadingElement>(null);
  const found = state.result?.orderNumber ?? '';
  useEffect(() => {
    if (found) result.current?.focus();
  }, [found]);
  return (
    <div className="flex flex-col gap-5">
      <form
        ref={form}
        action={action}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm phablet:p-6"
        data-lookup-form
      >
        <input type="hidden" name="site" value={props.site} />
        <input type="hidden" name="captcha" value={solved} />
        {state.form ? <FormAlert>{state.form}</FormAlert> : null}
        <Field
          id="lookup-orderNumber"
          label={t('orderNumber')}
          hint={t('orderNumberHint')}
          error={state.fields.orderNumber}
        >
          {(aria) => (
            <input
              {...aria}
              name="orderNumber"
              inputMode="numeric"
              autoComplete="off"
              required
              defaultValue={state.values.orderNumber}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="lookup-email" label={t('email')} error={state.fields.email}>
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={state.values.email}
              className={inputClass}
            />
          )}
        </Field>
        {state.challenge ? (
          <div className="flex flex-col gap-1" data-captcha={solved ? 'solved' : 'working'}>
            <p className="font-medium text-sm">{t('captcha')}</p>
            <p
              id="lookup-captcha-status"
              role="status"
              className="flex items-center gap-2 rounded border border-neutral-300 bg-neutral-50 p-3 text-sm"
            >
              {solved ? (
                <Glyph name="check" />
              ) : (
                <span aria-hidden="true">{solution === 'failed' ? '!' : '...'}</span>
              )}
              {solved
                ? t('captchaDone')
                : solution === 'failed'
                  ? t('captchaFailed')
                  : t('captchaWorking')}
            </p>
            <noscript>
              <p className="text-red-700 text-sm">{t('captchaNoScript')}</p>
            </noscript>
            {state.fields.captcha ? (
              <p id="lookup-captcha-error" className="text-red-700 text-sm">
                {state.fields.captcha}
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" disabled={pending} className={`${primaryButton} self-start`}>
          {pending ? t('sending') : t('submit')}
        </button>
      </form>
      {state.result ? (
        <section
          aria-labelledby="lookup-result"
          className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm phablet:p-6"
          data-lookup-result={state.result.status}
        >
          <h2 id="lookup-result" ref={result} tabIndex={-1} className="font-bold text-xl">
            {t('result', { number: state.result.orderNumber })}
          </h2>
          <p className="font-semibold">{t('status', { status: state.result.statusLabel })}</p>
          <ol className="flex flex-col gap-1 border-neutral-300 border-l-2 pl-4">
            {state.result.history.map((h) => (
              <li key={`${h.label}-${h.at}`}>
                {h.label} · <time dateTime={h.at}>{h.when}</time>
              </li>
            ))}
          </ol>
          <ul className="flex flex-col gap-1 text-sm">
            {state.result.lines.map((l) => (
              <li key={l.key}>{l.text}</li>
            ))}
          </ul>
          <p className="font-semibold" data-lookup-total>
            {t('total', { total: state.result.total })}
          </p>
        </section>
      ) : null}
    </div>
  );
}
