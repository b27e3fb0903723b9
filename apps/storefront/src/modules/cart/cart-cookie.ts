/**
 * The shopper's cart id (spec §3 client-stored key `cartId`): a readable cookie, so the header of
 * a cached page knows without a request whether there is a cart to count. Path `/` and the
 * tenant's cookie domain like every cookie of the site; a guest cart lives 30 days unused
 * (commerce expires it), and so does the cookie. No Next imports: client and server share it.
 */
export const CART_COOKIE = 'cartId';
export const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cookie value that can be a cart id (commerce answers 404 for anything else anyway). */
export const cartIdOf = (value: string | null | undefined): string | null =>
  value && UUID.test(value) ? value.toLowerCase() : null;

/**
 * The window event a cart change announces (detail: the cart's item count), so the header's count
 * follows an add to cart or a change on the cart page without asking again.
 */
export const CART_CHANGED_EVENT = 'fierro:cart-changed';
export interface CartChangedDetail {
  count: number;
}
