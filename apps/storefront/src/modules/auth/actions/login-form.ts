'use server';

import { getTenantByPathPrefix } from '@fierro/tenants';
import { redirect } from 'next/navigation';
import { formArgument } from '../../../lib/actions/form-argument';
import { authTranslator } from '../messages';
import { login } from './login';
import type { LoginFormState } from './result';

/**
 * The sign-in form's own action, for a submit before (or without) the page's script: the same
 * `login`, then the page to return to (a 303), or the form again with the messages (the e-mail
 * kept, never the password). With the script, the form's submit handler calls `login` itself.
 */
export async function loginFromForm(
  _prev: LoginFormState,
  posted: FormData,
): Promise<LoginFormState> {
  const data = formArgument(posted);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const returnTo = text('returnTo');
  const result = await login({
    site: text('site'),
    email: text('email'),
    password: text('password'),
    accountKind: text('accountKind') ?? 'person',
    ...(returnTo ? { returnTo } : {}),
  });
  if (result.ok) redirect(result.redirectTo);
  const tenant = getTenantByPathPrefix(text('site') ?? '');
  return {
    formError: result.formError ?? (tenant ? authTranslator(tenant)('genericError') : 'Error'),
    ...(result.fieldErrors ? { fieldErrors: result.fieldErrors } : {}),
    email: (text('email') ?? '').slice(0, 320),
  };
}
