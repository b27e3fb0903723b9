import 'server-only';
import { checkoutUrl } from '@fierro/domain';
import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { checkoutTranslator } from '../messages';
import type { CheckoutState, StepId } from '../state';
import { cartIdOf, readState } from '../state-cookie';

/** The site, the cart and the saved steps a step's action works on, or why it cannot. */
export async function stepContext(
  data: Pick<FormData, 'get'>,
): Promise<
  | { tenant: Tenant; cartId: string; state: CheckoutState }
  | { error: string; tenant: Tenant | null }
> {
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
