import 'server-only';
import { randomUUID } from 'node:crypto';
import { checkoutUrl } from '@fierro/domain';
import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { formArgument } from '../../../lib/actions/form-argument';
import { readCart } from '../../../lib/commerce/checkout';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { shopperAccount } from '../account';
import { checkoutTranslator } from '../messages';
import { type CheckoutState, checkoutStateOf, type StepId, sessionEnded } from '../state';
import { cartBeingBought, readSavedState, writeFlash } from '../state-cookie';

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
  const saved = await readSavedState();
  const cartId = await cartBeingBought(tenant, saved);
  if (!cartId) return { error: 'NO_CART', tenant };
  const account = await shopperAccount(tenant);
  // The signed-in session that saved these steps ended (signed out in another tab) and its cart
  // answers a guest 404: nothing is saved over them as a guest's, and the page asks for the
  // sign-in that brings the cart back (a cart a guest may read goes on as a guest's).
  if (
    saved?.cartId === cartId &&
    sessionEnded(saved, account) &&
    (await readCart(tenant, cartId)).error?.status === 404
  ) {
    redirect(checkoutUrl(tenant));
  }
  // Another cart's or another account's steps are not this purchase's: they start over (the page
  // says why), and what is saved from now on is this shopper's.
  const { state } = checkoutStateOf(saved, cartId, account);
  return {
    tenant,
    cartId,
    state: { ...(state ?? { cartId }), ...(account !== undefined ? { account } : {}) },
  };
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
