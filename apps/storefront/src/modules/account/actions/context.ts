import 'server-only';
import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { z } from 'zod';
import { AccountUnavailable } from '../../../lib/commerce/account';
import { type CommerceError, commerceErrors } from '../../../lib/commerce/gateway';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { type ActionResult, fieldErrorsOf } from '../../auth/actions/result';

/** What every account action does first and last (one action per file beside this). */
export type Refusal = Extract<ActionResult, { ok: false }>;
const Envelope = z.object({ site: z.string().max(40) });

/** The site of a same-origin call, or the answer that refuses it. */
export async function siteOf(input: unknown): Promise<Tenant | Refusal> {
  if (!isSameOriginRequest(await headers())) return { ok: false, code: 'CSRF' };
  const envelope = Envelope.safeParse(input);
  const tenant = envelope.success ? getTenantByPathPrefix(envelope.data.site) : undefined;
  return tenant ?? { ok: false, code: 'INVALID_SITE' };
}

export const isTenant = (v: Tenant | Refusal): v is Tenant => 'siteId' in v;

/** A refused input: the message beside each field. */
export const invalid = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  ({ ok: false, code: 'INVALID_PARAMETER', fieldErrors: fieldErrorsOf(issues) }) as const;

/** Commerce's refusal: field errors beside their fields, anything else for the whole form. */
export function refused(error: CommerceError | null, renames: Record<string, string> = {}) {
  const errors = commerceErrors(error);
  const fieldErrors: Record<string, string> = {};
  for (const e of errors) {
    if (e.field) fieldErrors[renames[e.field] ?? e.field] ??= e.message;
  }
  const first = errors[0];
  const result: Refusal = {
    ok: false,
    code: first ? String(first.code) : 'UNAVAILABLE',
    ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
    ...(first && !first.field ? { formError: first.message } : {}),
  };
  return result;
}

/** A signed-out shopper (the session ended meanwhile). */
export const signedOut: Refusal = { ok: false, code: 'UNAUTHENTICATED' };

/** Runs the call; a commerce that did not answer is the form's generic error, never a throw. */
export async function guarded<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountUnavailable) return { ok: false, code: 'UNAVAILABLE' };
    throw error;
  }
}
