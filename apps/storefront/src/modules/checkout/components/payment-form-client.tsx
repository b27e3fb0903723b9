'use client';

import type { PaymentMethodName } from '@fierro/commerce/contract';
import { cardSchema } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { z } from 'zod';
import { Field, FormAlert, inputClass, primaryButton } from '../../../ui/field';
import { savePayment } from '../actions/save-payment';
import type { StepResult } from '../actions/step-result';
import type { CheckoutFacts } from './facts';
import { useStepForm } from './use-step-form';

export interface PaymentMethodView {
  method: PaymentMethodName;
  label: string;
  /** A line under the method (the store card's total, how paying at the store works). */
  hint: string | null;
  /** Installment choices, already in the site's words and money. */
  installments: Array<{ value: string; label: string }>;
}

const CARD_FIELDS = [
  ['number', 'cc-number'],
  ['holder', 'cc-name'],
  ['expiry', 'cc-exp'],
  ['cvv', 'cc-csc'],
] as const;

/**
 * Step 4: the payment method and, for a card, its fields and installments. The card's fields are
 * never filled in from anything kept (there is nothing kept but the gateway's token).
 */
/**
 * Room for an expiry as people type it, `12 / 2028` included (`expiryAsTyped`): at 5 a four-digit
 * year was cut to `12/20` and called expired.
 */
export const EXPIRY_MAX_LENGTH = 9;

export function PaymentForm(props: {
  initial?: StepResult | null;
  facts: CheckoutFacts;
  methods: PaymentMethodView[];
  defaults: { method: string; installments: string };
  /** The shopper must type a card again (a declined one, an edit). */
  reenter: boolean;
}) {
  const t = useTranslations('checkout');
  const id = useId();
  const { facts, methods, defaults } = props;
  const choose = t('choose');
  const schema = useMemo(
    () =>
      z
        .object({ method: z.string(choose).min(1, choose) })
        .catchall(z.unknown())
        .superRefine((v, ctx) => {
          if (v.method === 'payAtStore' || !v.method) return;
          const card = cardSchema(facts.lang, new Date()).safeParse(v.card ?? {});
          for (const issue of card.success ? [] : card.error.issues) {
            ctx.addIssue({ code: 'custom', path: ['card', ...issue.path], message: issue.message });
          }
        }),
    [facts.lang, choose],
  );
  const { form, result, pending, formAction, onSubmit, errorOf, shownValue, hydrated } =
    useStepForm({
      action: savePayment,
      schema,
      defaultValues: { method: defaults.method, installments: defaults.installments, card: {} },
      initial: props.initial,
    });
  const method = (form.watch('method') as string) || shownValue('method', defaults.method);
  const chosen = methods.find((m) => m.method === method) ?? null;
  // Before the script runs the card's fields are always there (a radio cannot show them).
  const takesCard = hydrated
    ? method !== 'payAtStore'
    : methods.some((m) => m.method !== 'payAtStore');
  const installments = chosen?.installments ?? [];
  const label: Record<(typeof CARD_FIELDS)[number][0], string> = {
    number: t('payment.cardNumber'),
    holder: t('payment.holder'),
    expiry: t('payment.expiry'),
    cvv: t('payment.cvv'),
  };

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="site" value={facts.site} />
      <input type="hidden" name="checkoutStep" value="payment" />
      {result.formError ? <FormAlert>{result.formError}</FormAlert> : null}
      <fieldset aria-describedby={errorOf('method') ? `${id}-method-error` : undefined}>
        <legend className="mb-2 font-semibold">{t('payment.method')}</legend>
        <div className="flex flex-col gap-2">
          {methods.map((m) => (
            <label
              key={m.method}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded border border-neutral-400 p-3 has-[:checked]:border-2 has-[:checked]:border-neutral-900"
            >
              <input
                type="radio"
                value={m.method}
                {...form.register('method')}
                defaultChecked={shownValue('method', defaults.method) === m.method}
                className="mt-0.5 h-5 w-5 shrink-0"
              />
              <span className="flex flex-col">
                <span className="font-medium">{m.label}</span>
                {m.hint ? <span className="text-neutral-700 text-sm">{m.hint}</span> : null}
              </span>
            </label>
          ))}
        </div>
        {errorOf('method') ? (
          <p id={`${id}-method-error`} className="mt-1 text-red-700 text-sm">
            {errorOf('method')}
          </p>
        ) : null}
      </fieldset>

      {takesCard ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="sr-only">{chosen?.label ?? t('payment.methods.card')}</legend>
          {props.reenter ? (
            <p className="text-neutral-700 text-sm">{t('payment.reenter')}</p>
          ) : null}
          <div className="grid gap-4 phablet:grid-cols-2">
            {CARD_FIELDS.map(([name, autoComplete]) => (
              <Field
                key={name}
                id={`${id}-card-${name}`}
                label={label[name]}
                error={errorOf(`card.${name}`)}
              >
                {(aria) => (
                  <input
                    {...aria}
                    {...form.register(`card.${name}` as never)}
                    autoComplete={autoComplete}
                    {...(name === 'holder' ? {} : { inputMode: 'numeric' as const })}
                    {...(name === 'cvv' ? { type: 'password' } : {})}
                    maxLength={
                      name === 'number'
                        ? 23
                        : name === 'expiry'
                          ? EXPIRY_MAX_LENGTH
                          : name === 'cvv'
                            ? 4
                            : 80
                    }
                    className={inputClass}
                  />
                )}
              </Field>
            ))}
          </div>
          {installments.length > 0 ? (
            <Field
              id={`${id}-installments`}
              label={t('payment.installments')}
              error={errorOf('installments')}
            >
              {(aria) => (
                <select
                  {...aria}
                  {...form.register('installments')}
                  defaultValue={shownValue('installments', defaults.installments)}
                  className={inputClass}
                >
                  {installments.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <input type="hidden" name="installments" value="1" />
          )}
          <p className="text-neutral-700 text-sm">{t('payment.secure')}</p>
        </fieldset>
      ) : null}
      <div>
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? t('saving') : t('continue')}
        </button>
      </div>
    </form>
  );
}
