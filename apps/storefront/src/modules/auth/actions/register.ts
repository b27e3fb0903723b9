'use server';

import { registerCompanySchema, registerPersonSchema } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { headers } from 'next/headers';
import { z } from 'zod';
import { commerceErrors } from '@/lib/commerce/gateway';
import { identity } from '@/lib/commerce/identity';
import { currentRequest } from '@/lib/commerce/personal';
import { isSameOriginRequest } from '@/lib/session/origin';
import { clientAddress } from '@/lib/session/server';
import { type ActionResult, fieldErrorsOf } from './result';

const Envelope = z.object({
  site: z.string().max(40),
  accountKind: z.enum(['person', 'company']).default('person'),
});

/** Registers a person, or a company with its first user as admin where the registry allows. */
export async function register(input: unknown): Promise<ActionResult> {
  if (!isSameOriginRequest(await headers())) return { ok: false, code: 'CSRF' };
  const envelope = Envelope.safeParse(input);
  const tenant = envelope.success ? getTenantByPathPrefix(envelope.data.site) : undefined;
  if (!envelope.success || !tenant) return { ok: false, code: 'INVALID_SITE' };
  const isCompany = envelope.data.accountKind === 'company';
  if (isCompany && !tenant.companyLoginEnabled)
    return { ok: false, code: 'COMPANY_LOGIN_DISABLED' };
  const schema = isCompany ? registerCompanySchema(tenant) : registerPersonSchema(tenant);
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      code: 'INVALID_PARAMETER',
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    };
  }
  const body = isCompany ? { ...parsed.data, accountKind: 'company' } : parsed.data;
  const { data, error } = await identity.register(
    await currentRequest(),
    tenant,
    body,
    await clientAddress(),
  );
  if (data) return { ok: true };
  const errors = commerceErrors(error);
  const fieldErrors = Object.fromEntries(
    errors.filter((e) => e.field).map((e) => [e.field as string, e.message]),
  );
  return {
    ok: false,
    code: errors[0] ? String(errors[0].code) : 'UNAVAILABLE',
    ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
    ...(errors[0] && !errors[0].field ? { formError: errors[0].message } : {}),
  };
}
