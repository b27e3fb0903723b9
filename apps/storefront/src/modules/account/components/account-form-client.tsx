'use client';

import {
  changePasswordSchema,
  confirmEmailSchema,
  emailChangeSchema,
  forgotPasswordSchema,
  profileFormSchema,
  resetPasswordSchema,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { ActionResult } from '../../auth/actions/result';
import { buttonClass, Field, inputClass } from '../../auth/components/field';

/**
 * The account's forms (profile, e-mail change, password change, forgotten password, new
 * password, e-mail confirmation): react-hook-form with the shared zod schema of each, the
 * message beside each field (before sending, and commerce's after), one server action each.
 */
export type AccountFormKind = 'profile' | 'email' | 'password' | 'forgot' | 'reset' | 'confirm';
export type FormFacts = Pick<Tenant, 'lang' | 'country'> & { site: string };

const SCHEMAS = {
  profile: profileFormSchema,
  email: emailChangeSchema,
  password: changePasswordSchema,
  forgot: forgotPasswordSchema,
  reset: resetPasswordSchema,
  confirm: confirmEmailSchema,
} as const;

export interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password' | 'hidden';
  autoComplete: string;
  hint?: string;
}

type Answer = ActionResult<Record<string, unknown>>;

export function AccountForm(props: {
  kind: AccountFormKind;
  facts: FormFacts;
  fields: FieldSpec[];
  defaults: Record<string, string>;
  submit: string;
  /** The message once done; `{email}` is the address the form sent, or the one answered. */
  success: string;
  /** Done: the form gives way to its message (and link), rather than staying to be used again. */
  replace?: boolean;
  successLink?: { href: string; label: string };
  action: (input: unknown) => Promise<Answer>;
}) {
  const t = useTranslations('account');
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const schema = SCHEMAS[props.kind](props.facts as never);
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as never),
    defaultValues: props.defaults,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    const result = await props.action({ site: props.facts.site, ...values });
    if (result.ok) {
      const email = String(result.email ?? result.pendingEmail ?? values.email ?? '');
      setDone(props.success.replace('{email}', email));
      const secret = props.fields.filter((f) => f.type === 'password').map((f) => f.name);
      for (const name of secret) form.setValue(name, '');
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if (props.fields.some((f) => f.name === field && f.type !== 'hidden')) {
        form.setError(field, { message });
      } else {
        setFormError(message);
      }
    }
    if (result.code === 'UNAUTHENTICATED') setFormError(t('signedOut'));
    else if (!result.fieldErrors) setFormError(result.formError ?? t('genericError'));
  });

  const status = done ? (
    <div role="status" className="flex flex-col gap-2 rounded bg-green-50 p-3 text-green-900">
      <p>{done}</p>
      {props.successLink ? (
        <a href={props.successLink.href} className="font-semibold underline">
          {props.successLink.label}
        </a>
      ) : null}
    </div>
  ) : null;
  if (done && props.replace) return status;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {status}
      {formError ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-red-800 text-sm">
          {formError}
        </p>
      ) : null}
      {props.fields.map((f) =>
        f.type === 'hidden' ? (
          <input key={f.name} type="hidden" {...form.register(f.name)} />
        ) : (
          <Field
            key={f.name}
            id={`${id}-${f.name}`}
            label={f.label}
            error={errors[f.name]?.message as string | undefined}
            hint={f.hint}
          >
            {(aria) => (
              <input
                {...aria}
                {...form.register(f.name)}
                type={f.type}
                autoComplete={f.autoComplete}
                className={inputClass}
              />
            )}
          </Field>
        ),
      )}
      <button type="submit" className={`${buttonClass} self-start`} disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : props.submit}
      </button>
    </form>
  );
}
