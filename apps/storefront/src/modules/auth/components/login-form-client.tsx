'use client';

import { type AccountKind, loginSchema, TIMINGS } from '@fierro/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { login } from '../actions/login';
import { AccountKindTabs } from './account-kind-tabs';
import { buttonClass, Field, inputClass } from './field';
import type { LoginFacts } from './login-facts';

type Schema = ReturnType<typeof loginSchema>;

/**
 * Sign-in form (person, or company where the registry allows it): the shared zod schema checks
 * each field before the server action runs; the action answers where to go, and the page goes
 * there after the spec's 200 ms client redirect delay.
 */
export function LoginForm(props: {
  /** The tenant's sign-in facts (login-facts.ts): no registry in the browser. */
  facts: LoginFacts;
  /** The page the shopper is on when the form opens in the header's popup or modal. */
  returnTo?: string;
  notice?: string;
}) {
  const { facts } = props;
  const t = useTranslations('auth');
  const id = useId();
  const [kind, setKind] = useState<AccountKind>('person');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(loginSchema(facts)),
    defaultValues: { email: '', password: '', accountKind: 'person' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await login({
      site: facts.site,
      ...values,
      accountKind: kind,
      ...(props.returnTo ? { returnTo: props.returnTo } : {}),
    });
    if (result.ok) {
      await new Promise((resolve) => setTimeout(resolve, TIMINGS.delayedClientRedirect));
      window.location.assign(result.redirectTo);
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if (field === 'email' || field === 'password') form.setError(field, { message });
    }
    setFormError(result.formError ?? t('genericError'));
    throw new Error(result.code); // keeps isSubmitSuccessful false
  });

  return (
    <div className="flex flex-col gap-4">
      {facts.companyLoginEnabled ? (
        <AccountKindTabs idPrefix={id} value={kind} onChange={setKind} />
      ) : null}
      {/* The tab panel is a plain box: a form may not take the tabpanel role. */}
      <div
        id={`${id}-panel`}
        {...(facts.companyLoginEnabled
          ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${kind}` }
          : {})}
      >
        <form
          // A submit before hydration must never put the password in a GET query string.
          method="post"
          noValidate
          onSubmit={(e) => onSubmit(e).catch(() => undefined)}
          className="flex flex-col gap-4"
        >
          {props.notice ? (
            <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
              {props.notice}
            </p>
          ) : null}
          {formError ? (
            <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <Field id={`${id}-email`} label={t('email')} error={errors.email?.message}>
            {(aria) => (
              <input
                {...aria}
                {...form.register('email')}
                type="email"
                autoComplete="username"
                inputMode="email"
                className={inputClass}
              />
            )}
          </Field>
          <Field id={`${id}-password`} label={t('password')} error={errors.password?.message}>
            {(aria) => (
              <input
                {...aria}
                {...form.register('password')}
                type="password"
                autoComplete="current-password"
                className={inputClass}
              />
            )}
          </Field>
          <button
            type="submit"
            className={buttonClass}
            disabled={isSubmitting || isSubmitSuccessful}
          >
            {isSubmitting ? t('submitting') : t('submitLogin')}
          </button>
        </form>
      </div>
    </div>
  );
}
