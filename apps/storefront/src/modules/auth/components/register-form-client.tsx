'use client';

import {
  type AccountKind,
  companyDocumentKind,
  DOCUMENT_LABELS,
  personDocumentKind,
  type registerCompanySchema,
} from '@fierro/domain';
import { getTenant, type TenantCode } from '@fierro/tenants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { register as registerAction } from '../actions/register';
import { trackRegisterCredentialsError } from '../tracking';
import { AccountKindTabs } from './account-kind-tabs';
import { buttonClass, Field, inputClass } from './field';
import { registerResolverSchema } from './register-schema';
import { TermsAcceptance } from './terms-acceptance';

type Values = z.input<ReturnType<typeof registerCompanySchema>>;
type FieldName = keyof Values;

const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'document', 'phone', 'password'] as const;

/**
 * Registration (person, or company with its first user as admin where the registry allows):
 * the shared zod schemas check every field, document check digits included, with the message
 * beside the field; a refused registration pushes the register-credentials-error event.
 */
export function RegisterForm(props: { tenantCode: TenantCode; loginHref: string }) {
  const tenant = getTenant(props.tenantCode);
  if (!tenant) throw new Error(`unknown tenant ${props.tenantCode}`);
  const t = useTranslations('auth');
  const id = useId();
  const [kind, setKind] = useState<AccountKind>('person');
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(registerResolverSchema(tenant, kind)), [tenant, kind]);
  const form = useForm<Values>({ resolver: resolver as never });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await registerAction({ site: tenant.pathPrefix, accountKind: kind, ...values });
    if (result.ok) {
      // Issue 20: the same answer whether the e-mail was new or had an account.
      setDone(values.email);
      return;
    }
    trackRegisterCredentialsError({ accountKind: kind, code: result.code });
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      form.setError(field as FieldName, { message });
    }
    setFormError(result.formError ?? (result.fieldErrors ? null : t('genericError')));
  });

  if (done !== null) {
    return (
      <div role="status" className="flex flex-col gap-3 rounded bg-green-50 p-4 text-green-900">
        <p>{t('registered', { email: done })}</p>
        <a href={props.loginHref} className="font-semibold underline">
          {t('goToLogin')}
        </a>
      </div>
    );
  }

  const docLabel = DOCUMENT_LABELS[personDocumentKind(tenant)];
  const companyDocLabel = DOCUMENT_LABELS[companyDocumentKind(tenant)];
  const text = (name: FieldName) =>
    name === 'document'
      ? t('document', { label: docLabel })
      : name === 'companyDocument'
        ? t('companyDocument', { label: companyDocLabel })
        : t(name);
  const input = (name: FieldName, type: string, autoComplete: string) => (
    <Field
      key={name}
      id={`${id}-${name}`}
      label={text(name)}
      error={errors[name]?.message}
      hint={name === 'password' ? t('passwordHint') : undefined}
    >
      {(aria) => (
        <input
          {...aria}
          {...form.register(name)}
          type={type}
          autoComplete={autoComplete}
          className={inputClass}
        />
      )}
    </Field>
  );
  const auto: Record<(typeof PERSON_FIELDS)[number], [string, string]> = {
    firstName: ['text', 'given-name'],
    lastName: ['text', 'family-name'],
    email: ['email', 'email'],
    document: ['text', 'off'],
    phone: ['tel', 'tel'],
    password: ['password', 'new-password'],
  };

  return (
    <div className="flex flex-col gap-4">
      {tenant.companyLoginEnabled ? (
        <AccountKindTabs
          idPrefix={id}
          value={kind}
          onChange={(next) => {
            setKind(next);
            form.clearErrors();
          }}
        />
      ) : null}
      {/* The tab panel is a plain box: a form may not take the tabpanel role. */}
      <div
        id={`${id}-panel`}
        {...(tenant.companyLoginEnabled
          ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${kind}` }
          : {})}
      >
        <form
          // A submit before hydration must never put the password in a GET query string.
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4 sm:grid-cols-2"
        >
          {formError ? (
            <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
              {formError}
            </p>
          ) : null}
          {kind === 'company' ? (
            <>
              {input('legalName', 'text', 'organization')}
              {input('companyDocument', 'text', 'off')}
            </>
          ) : null}
          {PERSON_FIELDS.map((name) => input(name, auto[name][0], auto[name][1]))}
          <TermsAcceptance
            id={id}
            field={form.register('acceptTerms')}
            error={errors.acceptTerms?.message}
            links={tenant.links}
            className="sm:col-span-2"
          />
          <button type="submit" className={`${buttonClass} sm:col-span-2`} disabled={isSubmitting}>
            {isSubmitting ? t('submitting') : t('submitRegister')}
          </button>
        </form>
      </div>
    </div>
  );
}
