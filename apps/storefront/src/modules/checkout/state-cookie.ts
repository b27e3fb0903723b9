import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { ownOpenCart } from '../../lib/commerce/checkout';
import { cookieContext, readSessionId } from '../../lib/session/server';
import { type CheckoutState, decodeSavedState, encodeState } from './state';

/**
 * The checkout's cookies: the shopper's cart (`cartId`, spec §3, set by the cart) and the steps
 * saved so far, HttpOnly, for two hours, only under the site's `/checkout` path.
 */
export const CART_COOKIE = 'cartId';
export const STATE_COOKIE = 'checkout';
/** A refused step's answer for a form posted before the page's script ran (read once). */
export const FLASH_COOKIE = 'checkout-flash';
const STATE_MAX_AGE_S = 2 * 60 * 60;

const statePath = (tenant: Pick<Tenant, 'pathPrefix'>) => `/${tenant.pathPrefix}/checkout`;

export async function cartIdOf(): Promise<string | null> {
  const value = (await cookies()).get(CART_COOKIE)?.value ?? '';
  return /^[0-9a-f-]{36}$/i.test(value) ? value : null;
}

/**
 * The cart being bought: the cart cookie's, else the saved steps' (the header forgets a cart a
 * guest cannot read after a sign-out elsewhere; commerce still answers it only to its owner),
 * else a signed-in shopper's open cart (another device, an expired cookie: the cart page reads
 * it so, and the checkout said "nothing to pay" beside a header counting its items).
 */
export async function cartBeingBought(
  tenant: Pick<Tenant, 'siteId'>,
  saved: CheckoutState | null,
): Promise<string | null> {
  const known = (await cartIdOf()) ?? saved?.cartId ?? null;
  if (known || !(await readSessionId())) return known;
  const own = await ownOpenCart(tenant);
  return own.data && own.data.lines.length > 0 ? own.data.cartId : null;
}

/**
 * The saved steps whatever their cart: state.ts `checkoutStateOf` keeps them for this cart and
 * shopper, and tells a change.
 */
export async function readSavedState(): Promise<CheckoutState | null> {
  return decodeSavedState((await cookies()).get(STATE_COOKIE)?.value);
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

/**
 * What a sign-out forgets of the checkout (the logout routes): the steps, which hold the
 * shopper's name, e-mail, document and address for two hours, and a refused step's answer; the
 * cart's cookie is the site path's, forgotten with the session's.
 */
export const checkoutCookiesToForget = (pathPrefix: string) => ({
  cookies: [CART_COOKIE],
  atPaths: [STATE_COOKIE, FLASH_COOKIE].map((name) => ({
    name,
    path: statePath({ pathPrefix }),
  })),
});

/** After an order: the steps and the cart (closed for the order) are forgotten. */
export async function forgetCheckout(tenant: Tenant) {
  const ctx = await cookieContext(tenant);
  const jar = await cookies();
  const domain = ctx.cookieDomain ? { domain: ctx.cookieDomain } : {};
  jar.set(STATE_COOKIE, '', { path: statePath(tenant), ...domain, maxAge: 0 });
  jar.set(CART_COOKIE, '', { path: ctx.path, ...domain, maxAge: 0 });
}

/**
 * A form posted before the page's script loaded (a plain POST) cannot get its answer as the
 * action's state: Next answers such a post with only the page's dynamic parts, which need the
 * script. So a refused step is kept here for a minute and the shopper is sent back to the page,
 * which shows it (`flash` in the URL names it, so a later visit does not show it again).
 */
export async function writeFlash(tenant: Tenant, id: string, answer: object) {
  const ctx = await cookieContext(tenant);
  (await cookies()).set(
    FLASH_COOKIE,
    Buffer.from(JSON.stringify({ id, answer })).toString('base64url'),
    {
      path: statePath(tenant),
      ...(ctx.cookieDomain ? { domain: ctx.cookieDomain } : {}),
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.https,
      maxAge: 60,
    },
  );
}

export async function readFlash(id: string | null): Promise<unknown> {
  const value = (await cookies()).get(FLASH_COOKIE)?.value;
  if (!id || !value) return null;
  try {
    const flash = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {
      id?: unknown;
      answer?: unknown;
    };
    return flash.id === id ? (flash.answer ?? null) : null;
  } catch {
    return null;
  }
}
