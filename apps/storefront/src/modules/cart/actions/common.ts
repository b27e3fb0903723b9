import 'server-only';
import type { CartResponse } from '@fierro/commerce/contract';
import { getTenantByPathPrefix, type Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { z } from 'zod';
import { translator } from '../../../lib/i18n/messages';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { type CartOutcome, cartIdCookie } from '../data';

/** What every cart action answers: the cart as commerce has it now, or why not (never a throw). */
export type CartActionResult =
  | { ok: true; cart: CartResponse }
  | { ok: false; code: string; message: string; cart: CartResponse | null };

export const Site = z.string().min(1).max(40);
export const Version = z.number().int().positive().max(1_000_000_000);
export const LineId = z.number().int().positive().max(1_000_000);
export const SkuId = z.string().regex(/^[\w-]{4,20}$/);
export const StoreId = z.string().regex(/^[\w-]{1,24}$/);
export const Method = z.enum(['homeDelivery', 'pickupInStore', 'buyAtStore']);

export const refused = (tenant: Tenant | undefined, code: string): CartActionResult => ({
  ok: false,
  code,
  message: tenant
    ? translator(tenant)(code === 'NO_CART' ? 'cart.errors.noCart' : 'cart.errors.invalid')
    : 'Solicitud inválida',
  cart: null,
});

export const resultOf = (outcome: CartOutcome): CartActionResult =>
  outcome.ok
    ? { ok: true, cart: outcome.cart }
    : { ok: false, code: outcome.code, message: outcome.message, cart: outcome.cart };

/**
 * The site and cart an action works on: a same-origin request, a known site, the cart of the
 * shopper's cookie. `null` with the refusal to answer otherwise.
 */
export async function cartContext(
  site: string,
): Promise<{ tenant: Tenant; cartId: string } | { refusal: CartActionResult }> {
  const tenant = getTenantByPathPrefix(site);
  if (!tenant || !isSameOriginRequest(await headers())) {
    return { refusal: refused(tenant, 'INVALID') };
  }
  const cartId = await cartIdCookie();
  if (!cartId) return { refusal: refused(tenant, 'NO_CART') };
  return { tenant, cartId };
}
