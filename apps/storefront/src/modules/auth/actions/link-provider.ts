'use server';

import { accountTokenSchema, type SocialProvider } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { headers } from 'next/headers';
import { formArgument } from '@/lib/actions/form-argument';
import { commerceErrors } from '@/lib/commerce/gateway';
import { identity } from '@/lib/commerce/identity';
import { currentRequest } from '@/lib/commerce/personal';
import { isSameOriginRequest } from '@/lib/session/origin';
import { authTranslator } from '../messages';

/** The link page's state: the provider once linked, or the message that refused it. */
export interface LinkProviderState {
  linked?: SocialProvider;
  formError?: string;
}

/**
 * Connects the provider of the link mailed to the account's address (a button's POST: a mail
 * scanner's GET of the page changes nothing). Works with or without the page's script; nobody is
 * signed in, the shopper then uses the provider's button.
 */
export async function linkProvider(
  _prev: LinkProviderState,
  posted: FormData,
): Promise<LinkProviderState> {
  const data = formArgument(posted);
  const site = data.get('site');
  const tenant = typeof site === 'string' ? getTenantByPathPrefix(site) : undefined;
  if (!tenant) return { formError: 'Error' };
  const t = authTranslator(tenant);
  if (!isSameOriginRequest(await headers())) return { formError: t('genericError') };
  const token = accountTokenSchema(tenant.lang).safeParse(data.get('token'));
  if (!token.success) return { formError: token.error.issues[0]?.message ?? t('genericError') };
  const answer = await identity.confirmProviderLink(await currentRequest(), tenant, token.data);
  if (answer.data) return { linked: answer.data.provider };
  // Commerce's refusal is already in the site's language (a link used, expired or unknown).
  return { formError: commerceErrors(answer.error)[0]?.message ?? t('genericError') };
}
