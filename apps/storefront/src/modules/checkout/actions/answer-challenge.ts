'use server';

import { checkoutUrl, orderConfirmationUrl } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { formArgument } from '../../../lib/actions/form-argument';
import { answerChallenge } from '../../../lib/commerce/checkout';
import { commerceErrors } from '../../../lib/commerce/gateway';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { checkoutTranslator } from '../messages';
import { forgetCheckout } from '../state-cookie';

const Input = z.object({
  site: z.string().max(40),
  orderId: z.string().uuid(),
  token: z.string().max(100).optional(),
  passed: z.enum(['1', '0']),
});

/**
 * The shopper's answer on our 3-D Secure page (the TEST gateway's challenge): passed, the order
 * is paid and the confirmation follows; failed, commerce cancels it and gives the cart back, and
 * the shopper returns to the payment step.
 */
export async function submitChallenge(
  _prev: { error: string | null },
  posted: FormData,
): Promise<{ error: string | null }> {
  const data = formArgument(posted);
  const input = Input.safeParse({
    site: data.get('site'),
    orderId: data.get('orderId'),
    token: data.get('token') || undefined,
    passed: data.get('passed'),
  });
  const tenant = input.success ? getTenantByPathPrefix(input.data.site) : undefined;
  if (!input.success || !tenant || !isSameOriginRequest(await headers())) {
    return { error: 'Error' };
  }
  const { orderId, token, passed } = input.data;
  const answer = await answerChallenge(tenant, orderId, token ?? null, passed === '1');
  if (answer.data?.status === 'PAID') {
    await forgetCheckout(tenant);
    redirect(orderConfirmationUrl(tenant, orderId, token));
  }
  const code = String(commerceErrors(answer.error)[0]?.code ?? '');
  if (answer.error?.status === 402 || answer.data?.status === 'CANCELLED') {
    redirect(`${checkoutUrl(tenant)}?notice=CHALLENGE_FAILED`);
  }
  // Already answered (another tab, a second click): the order says where it stands.
  if (code === 'NO_CHALLENGE' || answer.data) {
    redirect(orderConfirmationUrl(tenant, orderId, token));
  }
  return {
    error:
      commerceErrors(answer.error)[0]?.message ?? checkoutTranslator(tenant)('review.unavailable'),
  };
}
