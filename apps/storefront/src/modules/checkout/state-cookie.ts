import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { cookieContext } from '../../lib/session/server';
import { type CheckoutState, decodeState, encodeState } from './state';

/**
 * The checkout's cookies: the shopper's cart (`cartId`, spec §3, set by the cart) and the steps
 * saved so far, HttpOnly, for two hours, only under the site's `/checkout` path.
 */
export const CART_COOKIE = 'cartId';
export const STATE_COOKIE = 'checkout';
const STATE_MAX_AGE_S = 2 * 60 * 60;

const statePath = (tenant: Pick<Tenant, 'pathPrefix'>) => `/${tenant.pathPrefix}/checkout`;

export async function cartIdOf(): Promise<string | null> {
  const value = (await cookies()).get(CART_COOKIE)?.value ?? '';
  return /^[0-9a-f-]{36}$/i.test(value) ? value : null;
}

export async function readState(cartId: string): Promise<CheckoutState | null> {
  return decodeState((await cookies()).get(STATE_COOKIE)?.value, cartId);
}

/** Saves the steps (server actions only: a page cannot set cookies). */
export async function writeState(tenant: Tenant, state: CheckoutState) {
  const ctx = await cookieContext(tenant);
  (await cookies()).set(STATE_COOKIE, encodeState(state), {
    path: statePath(tenant),
    ...(ctx.cookieDomain ? { domain: ctx.cookieDomain } : {}),
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.https,
    maxAge: STATE_MAX_AGE_S,
  });
}

/** After an order: the steps and the cart (closed for the order) are forgotten. */
export async function forgetCheckout(tenant: Tenant) {
  const ctx = await cookieContext(tenant);
  const jar = await cookies();
  const domain = ctx.cookieDomain ? { domain: ctx.cookieDomain } : {};
  jar.set(STATE_COOKIE, '', { path: statePath(tenant), ...domain, maxAge: 0 });
  jar.set(CART_COOKIE, '', { path: '/', ...domain, maxAge: 0 });
}
