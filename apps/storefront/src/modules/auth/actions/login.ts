'use server';

import { loginSchema } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { commerceErrors } from '@/lib/commerce/gateway';
import { identity } from '@/lib/commerce/identity';
import { currentRequest } from '@/lib/commerce/personal';
import { REDIRECT_URL_COOKIE } from '@/lib/session/cookies';
import { isSameOriginRequest } from '@/lib/session/origin';
import { safeReturnPath } from '@/lib/session/return-path';
import { clientAddress, startSession } from '@/lib/session/server';
import { mergeGuestCart } from '../../cart';
import { type ActionResult, fieldErrorsOf } from './result';

const Envelope = z.object({
  site: z.string().max(40),
  returnTo: z.string().max(2048).optional(),
});

/**
 * Signs in (person or company): commerce opens a new session (a fresh id, never the one the
 * browser had), which goes into the HttpOnly session cookie; the answer says where to return:
 * the stored redirect url or the page the popup was opened on, if a same-site path, else home.
 */
export async function login(input: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  if (!isSameOriginRequest(await headers())) return { ok: false, code: 'CSRF' };
  const envelope = Envelope.safeParse(input);
  const tenant = envelope.success ? getTenantByPathPrefix(envelope.data.site) : undefined;
  if (!envelope.success || !tenant) return { ok: false, code: 'INVALID_SITE' };
  const parsed = loginSchema(tenant).safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      code: 'INVALID_PARAMETER',
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    };
  }
  const { data, error } = await identity.login(
    await currentRequest(),
    tenant,
    parsed.data,
    await clientAddress(),
  );
  if (!data) {
    const [first] = commerceErrors(error);
    return {
      ok: false,
      code: first ? String(first.code) : 'UNAVAILABLE',
      ...(first ? { formError: first.message } : {}),
    };
  }
  const stored = (await cookies()).get(REDIRECT_URL_COOKIE)?.value;
  await startSession(tenant, data.sessionId, data.userRole);
  // Issue 21: the guest cart joins the shopper's own cart (a failure leaves the sign-in done).
  await mergeGuestCart(tenant, data.sessionId).catch(() => null);
  const redirectTo = safeReturnPath(stored || envelope.data.returnTo, tenant.pathPrefix);
  return { ok: true, redirectTo };
}
