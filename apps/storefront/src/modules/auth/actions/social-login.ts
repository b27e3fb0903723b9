'use server';

import { socialSignInSchema } from '@fierro/domain';
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

const Envelope = z.object({ site: z.string().max(40) });

/**
 * Signs in through an identity provider. The only provider today is commerce's built-in test
 * provider: its login page is ours (the test provider's page), which gets the provider's token
 * for the identity typed there; commerce verifies the token at social-login like a real one's and
 * opens a new session, which goes into the HttpOnly cookie as a password login's does.
 */
export async function socialLogin(
  input: unknown,
): Promise<ActionResult<{ redirectTo: string } | { checkEmail: string }>> {
  if (!isSameOriginRequest(await headers())) return { ok: false, code: 'CSRF' };
  const envelope = Envelope.safeParse(input);
  const tenant = envelope.success ? getTenantByPathPrefix(envelope.data.site) : undefined;
  if (!envelope.success || !tenant) return { ok: false, code: 'INVALID_SITE' };
  const parsed = socialSignInSchema(tenant).safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      code: 'INVALID_PARAMETER',
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    };
  }
  const request = await currentRequest();
  const { acceptTerms, ...who } = parsed.data;
  const issued = await identity.testProviderToken(request, tenant, who);
  const answer = issued.data
    ? await identity.socialLogin(
        request,
        tenant,
        { provider: who.provider, token: issued.data.token, acceptTerms },
        await clientAddress(),
      )
    : issued;
  if (!answer.data) {
    const [first] = commerceErrors(answer.error);
    return {
      ok: false,
      code: first ? String(first.code) : 'UNAVAILABLE',
      ...(first ? { formError: first.message } : {}),
    };
  }
  // The e-mail has an account this identity is not linked to: its owner was mailed, as at a
  // registration, and nobody is signed in.
  if ('accepted' in answer.data) return { ok: true, checkEmail: who.email };
  const stored = (await cookies()).get(REDIRECT_URL_COOKIE)?.value;
  await startSession(tenant, answer.data.sessionId, answer.data.userRole);
  await mergeGuestCart(tenant, answer.data.sessionId).catch(() => null);
  return { ok: true, redirectTo: safeReturnPath(stored, tenant.pathPrefix) };
}
