import 'server-only';
import { randomUUID } from 'node:crypto';
import { checkoutUrl } from '@fierro/domain';
import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { formArgument } from '../../../lib/actions/form-argument';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { checkoutTranslator } from '../messages';
import type { CheckoutState, StepId } from '../state';
import { cartIdOf, readState, writeFlash } from '../state-cookie';

/** The site, the cart and the saved steps a step's action works on, or why it cannot. */
export async function stepContext(
  posted: Pick<FormData, 'get'>,
): Promise<
  | { tenant: Tenant; cartId: string; state: CheckoutState }
  | { error: string; tenant: Tenant | null }
> {
  const data = formArgument(posted);
  const site = data.get('site');
  const tenant = typeof site === 'string' ? (getTenantByPathPrefix(site) ?? null) : null;
  if (!tenant || !isSameOriginRequest(await headers())) return { error: 'INVALID_SITE', tenant };
  const cartId = await cartIdOf();
  if (!cartId) return { error: 'NO_CART', tenant };
  return { tenant, cartId, state: (await readState(cartId)) ?? { cartId } };
}

/** The checkout again after a saved step: the page opens the next one (and tracks it). */
export const nextStepUrl = (tenant: Tenant, saved: StepId) =>
  `${checkoutUrl(tenant)}?done=${saved}`;

export const genericError = (tenant: Tenant | null) =>
  tenant ? checkoutTranslator(tenant)('genericError') : 'Error';

/**
 * A refused step's answer: the action's state for a form the script sent, or (a plain POST, sent
 * before the script loaded) a flash and the checkout again with that step open.
 */
export async function answer<T extends object>(
  tenant: Tenant,
  step: StepId,
  result: T,
): Promise<T> {
  // The script's server-action requests name their action in a header; a plain form post does not.
  if ((await headers()).get('next-action')) return result;
  const id = randomUUID().slice(0, 8);
  await writeFlash(tenant, id, result);
  redirect(`${checkoutUrl(tenant)}?edit=${step}&flash=${id}`);
}
