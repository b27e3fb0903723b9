'use client';

import { type AccountKind, loginSchema, TIMINGS } from '@fierro/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { login } from '../actions/login';
import { loginFromForm } from '../actions/login-form';
import type { LoginFormState } from '../actions/result';
import { AccountKindTabs } from './account-kind-tabs';
import { buttonClass, Field, inputClass } from './field';
import type { LoginFacts } from './login-facts';

type Schema = ReturnType<typeof loginSchema>;

/**
 * Sign-in form (person, or company where the registry allows it): the shared zod schema checks
 * each field before the server action runs; the action answers where to go, and the page goes
 * there after the spec's 200 ms client redirect delay. Before (or without) the script the form
 * posts to `loginFromForm`, which redirects or renders the form again with its messages.
 */
export function LoginForm(props: {
  /** The tenant's sign-in facts (login-facts.ts): no registry in the browser. */
  facts: LoginFacts;
  /** The page the shopper is on when the form opens in the header's popup or modal. */
  returnTo?: string;
  notice?: string;
}) {
  const { facts } = props;
  // The full page's own `?returnTo=` (a link that brings the shopper back, like the checkout's):
  // read after load, since the page is static; the action keeps it to our own site's paths.
  const [queryReturnTo, setQueryReturnTo] = useState<string | undefined>();
  useEffect(() => {
    setQueryReturnTo(new URLSearchParams(window.location.search).get('returnTo') ?? undefined);
  }, []);
  const returnTo = props.returnTo ?? queryReturnTo;
  const t = useTranslations('auth');
  const id = useId();
  const [kind, setKind] = useState<AccountKind>('person');
  // A no-script post's answer (the page rendered again): shown until the script sends the form.
  const [posted, formAction] = useActionState(loginFromForm, {} as LoginFormState);
  const [formError, setFormError] = useState<string | null>(posted.formError ?? null);
  const [serverErrors, setServerErrors] = useState(posted.fieldErrors ?? {});
  const alert = useRef<HTMLParagraphElement>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(loginSchema(facts)),
    defaultValues: { email: posted.email ?? '', password: '', accountKind: 'person' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setServerErrors({});
    const result = await login({
      site: facts.site,
      ...values,
      accountKind: kind,
      ...(returnTo ? { returnTo } : {}),
    });
    if (result.ok) {
      await new Promise((resolve) => setTimeout(resolve, TIMINGS.delayedClientRedirect));
      window.location.assign(result.redirectTo);
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if (field === 'email' || field === 'password') form.setError(field, { message });
    }
    // The button is disabled while sending, which drops the focus to the body: the message takes
    // it, so it is read out and the shopper goes on from the form.
    flushSync(() => setFormError(result.formError ?? t('genericError')));
    alert.current?.focus();
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
          // Before hydration the form posts to the server action (React makes it a POST, so the
          // password never goes into a GET query string); after it, the submit handler sends.
          action={formAction}
          noValidate
          onSubmit={(e) => onSubmit(e).catch(() => undefined)}
          className="flex flex-col gap-4"
        >
          {props.notice ? (
            <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
              {props.notice}
            </p>
          ) : null}
          <input type="hidden" name="site" value={facts.site} />
          <input type="hidden" name="accountKind" value={kind} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          {formError ? (
            <p
              ref={alert}
              role="alert"
              tabIndex={-1}
              className="rounded bg-red-50 p-3 text-sm text-red-800"
            >
              {formError}
            </p>
          ) : null}
          <Field
            id={`${id}-email`}
            label={t('email')}
            error={errors.email?.message ?? serverErrors.email}
          >
            {(aria) => (
              <input
                {...aria}
                {...form.register('email')}
                // Server-rendered too: a no-script post's page keeps the e-mail typed.
                defaultValue={posted.email ?? ''}
                type="email"
                autoComplete="username"
                inputMode="email"
                className={inputClass}
              />
            )}
          </Field>
          <Field
            id={`${id}-password`}
            label={t('password')}
            error={errors.password?.message ?? serverErrors.password}
          >
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
