import 'server-only';
import type { CartResponse } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '../../lib/session/cookies';
import { shopperOf } from '../../lib/site/shopper';
import { cartIdCookie, createCart, readCart, storesOf } from './data';

export interface StoreChoice {
  id: string;
  name: string;
}

export interface CartPageData {
  cart: CartResponse | null;
  /** Commerce did not answer: the page says so rather than showing an empty cart. */
  unavailable: boolean;
  /** The cart waits for its order's payment check (3-D Secure): the page says where to end it. */
  held: boolean;
  stores: StoreChoice[];
  /** Units per SKU and pickup store (a store absent holds none), from the cart's own read. */
  stock: Record<string, Record<string, number>>;
  zoneKnown: boolean;
}

/**
 * Everything the cart page shows, per request: the cart (priced now; `rebuild` records the prices
 * seen, so a later change is a notice, and answers each line's stock per pickup store) and the
 * site's stores for the store choices. Two calls to commerce whatever the number of lines.
 */
export async function loadCartPage(tenant: Tenant): Promise<CartPageData> {
  const id = await cartIdCookie();
  let cart: CartResponse | null = null;
  let unavailable = false;
  let held = false;
  if (id) {
    const found = await readCart(tenant, id, true);
    if (found.ok && found.cart.siteId === tenant.siteId) cart = found.cart;
    else if (!found.ok && found.code === 'CART_HELD') held = true;
    else if (!found.ok && found.status !== 404 && found.status !== 400) unavailable = true;
  }
  if (held) return { cart: null, unavailable, held, stores: [], stock: {}, zoneKnown: false };
  if (!cart && !unavailable && (await cookies()).get(SESSION_COOKIE)?.value) {
    // A signed-in shopper without the cookie here (another device): their open cart.
    const own = await createCart(tenant);
    if (own.ok && own.cart.lines.length > 0) cart = own.cart;
  }
  if (!cart || cart.lines.length === 0) {
    return { cart, unavailable, held, stores: [], stock: {}, zoneKnown: false };
  }
  const storeMethods = cart.deliveryMethods.some((m) => m !== 'homeDelivery');
  const zone = cart.location?.zoneId ?? (await shopperOf(tenant)).zoneId;
  const stores = storeMethods ? await storesOf(tenant, cart.location?.locationId ?? null) : null;
  const stock: CartPageData['stock'] = {};
  for (const line of cart.lines) {
    if (line.storeStock) stock[line.skuId] = line.storeStock;
  }
  return {
    cart,
    unavailable,
    held,
    stores: (stores?.data?.items ?? []).map((s) => ({ id: s.id, name: s.name })),
    stock,
    zoneKnown: Boolean(zone),
  };
}
