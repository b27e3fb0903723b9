import 'server-only';
import type { CartResponse } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '../../lib/session/cookies';
import { shopperOf } from '../../lib/site/shopper';
import { cartIdCookie, createCart, readCart, stockByStore, storesOf } from './data';

/** Stock per store the cart page shows beside each store of a line (at most this many lines). */
const STOCK_LINES = 30;

export interface StoreChoice {
  id: string;
  name: string;
}

export interface CartPageData {
  cart: CartResponse | null;
  /** Commerce did not answer: the page says so rather than showing an empty cart. */
  unavailable: boolean;
  stores: StoreChoice[];
  /** Units per SKU and store for the cart's zone (the shopper's when the cart has none). */
  stock: Record<string, Record<string, number>>;
  zoneKnown: boolean;
}

/**
 * Everything the cart page shows, per request: the cart (priced now; `rebuild` records the prices
 * seen, so a later change is a notice), the site's stores for the store choices, and the stock of
 * each line's SKU per store when a zone is known.
 */
export async function loadCartPage(tenant: Tenant): Promise<CartPageData> {
  const id = await cartIdCookie();
  let cart: CartResponse | null = null;
  let unavailable = false;
  if (id) {
    const found = await readCart(tenant, id, true);
    if (found.ok && found.cart.siteId === tenant.siteId) cart = found.cart;
    else if (!found.ok && found.status !== 404 && found.status !== 400) unavailable = true;
  }
  if (!cart && !unavailable && (await cookies()).get(SESSION_COOKIE)?.value) {
    // A signed-in shopper without the cookie here (another device): their open cart.
    const own = await createCart(tenant);
    if (own.ok && own.cart.lines.length > 0) cart = own.cart;
  }
  if (!cart || cart.lines.length === 0) {
    return { cart, unavailable, stores: [], stock: {}, zoneKnown: false };
  }
  const storeMethods = cart.deliveryMethods.some((m) => m !== 'homeDelivery');
  const zone = cart.location?.zoneId ?? (await shopperOf(tenant)).zoneId;
  const skus = [...new Set(cart.lines.map((l) => l.skuId))].slice(0, STOCK_LINES);
  const [stores, stocks] = await Promise.all([
    storeMethods ? storesOf(tenant, cart.location?.locationId ?? null) : null,
    zone && storeMethods ? Promise.all(skus.map((s) => stockByStore(tenant, s, zone))) : [],
  ]);
  const stock: CartPageData['stock'] = {};
  skus.forEach((sku, i) => {
    const facilities = stocks[i]?.data?.facilities;
    if (!facilities) return;
    stock[sku] = Object.fromEntries(
      facilities.filter((f) => f.kind === 'STORE').map((f) => [f.facilityId, f.quantity]),
    );
  });
  return {
    cart,
    unavailable,
    stores: (stores?.data?.items ?? []).map((s) => ({ id: s.id, name: s.name })),
    stock,
    zoneKnown: Boolean(zone),
  };
}
