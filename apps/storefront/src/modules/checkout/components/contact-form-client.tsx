'use client';

import { contactSchema } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Field, FormAlert, inputClass, primaryButton } from '../../../ui/field';
import { saveContact } from '../actions/save-contact';
import type { StepResult } from '../actions/step-result';
import type { CheckoutFacts } from './facts';
import { useStepForm } from './use-step-form';

export interface ContactDefaults {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  document: { type: string; number: string };
}

/** Step 1: who buys (a guest's e-mail, or the signed-in shopper's data filled in). */
export function ContactForm(props: {
  initial?: StepResult | null;
  facts: CheckoutFacts;
  defaults: ContactDefaults;
  documentKinds: Array<{ kind: string; label: string }>;
}) {
  const t = useTranslations('checkout');
  const id = useId();
  const { facts, defaults } = props;
  const { form, result, pending, formAction, onSubmit, errorOf, shownValue } = useStepForm({
    action: saveContact,
    schema: contactSchema(facts),
    defaultValues: defaults,
    initial: props.initial,
    keepBlank: true,
  });
  const text = (
    name: 'email' | 'firstName' | 'lastName' | 'phone' | 'document.number',
    label: string,
    input: { type?: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'text' },
    hint?: string,
  ) => (
    <Field id={`${id}-${name}`} label={label} error={errorOf(name)} hint={hint}>
      {(aria) => (
        <input
          {...aria}
          {...form.register(name)}
          defaultValue={shownValue(
            name,
            name === 'document.number' ? defaults.document.number : defaults[name as 'email'],
          )}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          {...(input.inputMode ? { inputMode: input.inputMode } : {})}
          className={inputClass}
        />
      )}
    </Field>
  );
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="site" value={facts.site} />
      <input type="hidden" name="checkoutStep" value="contact" />
      {result.formError ? <FormAlert>{result.formError}</FormAlert> : null}
      {text(
        'email',
        t('contact.email'),
        { type: 'email', autoComplete: 'email', inputMode: 'email' },
        t('contact.emailHint'),
      )}
      <div className="grid gap-4 phablet:grid-cols-2">
        {text('firstName', t('contact.firstName'), { autoComplete: 'given-name' })}
        {text('lastName', t('contact.lastName'), { autoComplete: 'family-name' })}
      </div>
      {text('phone', t('contact.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      <div className="grid gap-4 phablet:grid-cols-2">
        <Field
          id={`${id}-document-type`}
          label={t('contact.documentType')}
          error={errorOf('document.type')}
        >
          {(aria) => (
            <select
              {...aria}
              {...form.register('document.type')}
              defaultValue={shownValue('document.type', defaults.document.type)}
              className={inputClass}
            >
              {props.documentKinds.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('document.number', t('contact.documentNumber'), { autoComplete: 'off' })}
      </div>
      <div>
        <button type="submit" className={primaryButton} disabled={pending}>
          {pending ? t('saving') : t('continue')}
        </button>
      </div>
    </form>
  );
}
