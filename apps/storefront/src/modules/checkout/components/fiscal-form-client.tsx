'use client';

import { fiscalDocumentSchema } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Field, FormAlert, inputClass, primaryButton } from '../../../ui/field';
import { saveFiscal } from '../actions/save-fiscal';
import type { StepResult } from '../actions/step-result';
import type { CheckoutFacts } from './facts';
import { useStepForm } from './use-step-form';

export interface FiscalKindView {
  kind: string;
  /** The tax ids it takes, named ("RUT", "DNI / RUC"). */
  taxIdLabel: string;
  taxIdRequired: boolean;
  hasTaxId: boolean;
  businessName: boolean;
  businessActivity: boolean;
  /** What the shopper is known to hold for it: the contact's document, a company's own. */
  known: { taxId: string; businessName: string };
}

/** Step 3: the fiscal document the country offers, with what its kind asks for. */
export function FiscalForm(props: {
  initial?: StepResult | null;
  facts: CheckoutFacts;
  kinds: FiscalKindView[];
  defaults: { kind: string; taxId: string; businessName: string; businessActivity: string };
}) {
  const t = useTranslations('checkout');
  const id = useId();
  const { facts, kinds, defaults } = props;
  const { form, result, pending, formAction, onSubmit, errorOf, shownValue } = useStepForm({
    action: saveFiscal,
    schema: fiscalDocumentSchema(facts),
    defaultValues: defaults,
    initial: props.initial,
  });
  // Without script the chosen kind is the saved (or typed) one; with it, the one ticked now.
  const chosenKind = form.watch('kind') || shownValue('kind', defaults.kind);
  const rule = kinds.find((k) => k.kind === chosenKind) ?? kinds[0]!;
  const kindField = form.register('kind');
  const kindLabel = (kind: string) => t(`fiscal.kinds.${kind}` as 'fiscal.kinds.boleta');
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="site" value={facts.site} />
      <input type="hidden" name="checkoutStep" value="fiscal" />
      {result.formError ? <FormAlert>{result.formError}</FormAlert> : null}
      <fieldset aria-describedby={errorOf('kind') ? `${id}-kind-error` : undefined}>
        <legend className="mb-2 font-semibold">{t('fiscal.kind')}</legend>
        <div className="flex flex-wrap gap-3">
          {kinds.map((k) => (
            <label
              key={k.kind}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-neutral-400 px-3 has-[:checked]:border-2 has-[:checked]:border-neutral-900"
            >
              <input
                type="radio"
                value={k.kind}
                {...kindField}
                onChange={(e) => {
                  void kindField.onChange(e);
                  // Another document asked (Argentina's factura A: a CUIT, not the DNI given
                  // as contact): the number typed for the other one does not carry over; what
                  // the shopper is known to hold for this one is offered instead.
                  if (k.taxIdLabel !== rule.taxIdLabel) {
                    form.setValue('taxId', k.known.taxId);
                    // The message was about the other document ("Informe o CPF" under a CNPJ).
                    form.clearErrors('taxId');
                  }
                  if (k.businessName && !form.getValues('businessName')) {
                    form.setValue('businessName', k.known.businessName);
                  }
                }}
                defaultChecked={shownValue('kind', defaults.kind) === k.kind}
                className="h-5 w-5"
              />
              {kindLabel(k.kind)}
            </label>
          ))}
        </div>
        {errorOf('kind') ? (
          <p id={`${id}-kind-error`} className="mt-1 text-red-700 text-sm">
            {errorOf('kind')}
          </p>
        ) : null}
      </fieldset>
      {rule.hasTaxId ? (
        <Field
          id={`${id}-taxId`}
          label={rule.taxIdRequired ? rule.taxIdLabel : t('optional', { label: rule.taxIdLabel })}
          error={errorOf('taxId')}
        >
          {(aria) => (
            <input
              {...aria}
              {...form.register('taxId')}
              defaultValue={shownValue('taxId', defaults.taxId)}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
      ) : null}
      {rule.businessName ? (
        <Field
          id={`${id}-businessName`}
          label={t('fiscal.businessName')}
          error={errorOf('businessName')}
        >
          {(aria) => (
            <input
              {...aria}
              {...form.register('businessName')}
              defaultValue={shownValue('businessName', defaults.businessName)}
              autoComplete="organization"
              className={inputClass}
            />
          )}
        </Field>
      ) : null}
      {rule.businessActivity ? (
        <Field
          id={`${id}-businessActivity`}
          label={t('fiscal.businessActivity')}
          error={errorOf('businessActivity')}
        >
          {(aria) => (
            <input
              {...aria}
              {...form.register('businessActivity')}
              defaultValue={shownValue('businessActivity', defaults.businessActivity)}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </Field>
      ) : null}
      <div>
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? t('saving') : t('continue')}
        </button>
      </div>
    </form>
  );
}
