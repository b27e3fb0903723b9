'use client';

import { type SocialProvider, socialSignInSchema } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { socialLogin } from '../actions/social-login';
import { buttonClass, Field, inputClass } from './field';
import { TermsAcceptance } from './terms-acceptance';

/**
 * The test identity provider's page (a stand-in for the provider's own login page, named as a
 * test provider): the identity the provider would answer with, then the sign-in through it.
 */
export function TestProviderForm(props: {
  facts: Pick<Tenant, 'lang'> & { site: string };
  provider: SocialProvider;
  /** The site's terms and privacy pages (an account this sign-in creates accepts them). */
  links: { terms: string; privacy: string; login: string };
}) {
  const t = useTranslations('auth');
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(socialSignInSchema(props.facts)),
    defaultValues: {
      provider: props.provider,
      email: '',
      firstName: '',
      lastName: '',
      acceptTerms: false as unknown as true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await socialLogin({ site: props.facts.site, ...values });
    if (result.ok) {
      if ('checkEmail' in result) setCheckEmail(result.checkEmail);
      else window.location.assign(result.redirectTo);
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if (
        field === 'email' ||
        field === 'firstName' ||
        field === 'lastName' ||
        field === 'acceptTerms'
      ) {
        form.setError(field, { message });
      } else setFormError(message);
    }
    if (!result.fieldErrors) setFormError(result.formError ?? t('genericError'));
  });
  const text = (name: 'email' | 'firstName' | 'lastName', label: string, auto: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      {(aria) => (
        <input
          {...aria}
          {...form.register(name)}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={auto}
          className={inputClass}
        />
      )}
    </Field>
  );
  if (checkEmail !== null) {
    // As registration answers an e-mail that has an account: nothing says whether it has one.
    return (
      <div role="status" className="flex flex-col gap-3 rounded bg-green-50 p-4 text-green-900">
        <p>{t('providerCheckEmail', { email: checkEmail })}</p>
        <a href={props.links.login} className="font-semibold underline">
          {t('goToLogin')}
        </a>
      </div>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-red-800 text-sm">
          {formError}
        </p>
      ) : null}
      {text('email', t('email'), 'email')}
      {text('firstName', t('firstName'), 'given-name')}
      {text('lastName', t('lastName'), 'family-name')}
      <TermsAcceptance
        id={id}
        field={form.register('acceptTerms')}
        error={errors.acceptTerms?.message}
        links={props.links}
      />
      <button type="submit" className={buttonClass} disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('testProviderSubmit')}
      </button>
    </form>
  );
}
