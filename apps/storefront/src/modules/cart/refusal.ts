import { formatQuantity, MAX_CART_QUANTITY } from '@fierro/domain';

/**
 * Why the cart said no, in the storefront's own words (the `cart.errors` messages), on the server
 * (data.ts, for every action's answer) and in the page (a plain form post's `?error=`). No zod and
 * no server imports: the cart page's client component reads it too.
 */
export interface Refusal {
  code: string;
  /** The field commerce named (`quantity`, `skuId`, ...). */
  field?: string | undefined;
  /** OUT_OF_STOCK: the units left of the product. */
  available?: number | null | undefined;
  /** An add past the cart's 9,999 units, or past the stock: the units the cart already holds. */
  inCart?: number | null | undefined;
}

/** The storefront's code for an add past the cart's maximum of one product (commerce's may differ). */
export const QUANTITY_LIMIT = 'QUANTITY_LIMIT';

/** A translator of the `cart.errors` namespace (next-intl's, on the server or in the page). */
export interface CartErrorTexts {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

const CODE = /^[A-Z_]{3,40}$/;
const isCount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_CART_QUANTITY;

/**
 * The words for a refusal in the site's language: the storefront's own text for every code it
 * has one for, with the figures the refusal carries (units left, units already in the cart) in
 * the site's number format. Commerce's message (`fallback`) only for a code the storefront has no
 * text for: commerce cannot always tell the site of a cart it does not have, and answered a
 * Brazilian shopper's stale cart in Spanish.
 */
export function refusalText(
  t: CartErrorTexts,
  tenantCode: string,
  r: Refusal,
  fallback?: string | null,
): string {
  const n = (x: number) => formatQuantity(x, tenantCode);
  const max = n(MAX_CART_QUANTITY);
  const code = codeOf(r);
  if (code === QUANTITY_LIMIT) {
    return isCount(r.inCart)
      ? t('quantityLimit', { inCart: n(r.inCart), max })
      : t('quantityMax', { max });
  }
  if (code === 'OUT_OF_STOCK' && isCount(r.available)) {
    if (isCount(r.inCart) && r.inCart > 0) {
      const more = Math.max(0, r.available - r.inCart);
      return t('outOfStockInCart', { inCart: n(r.inCart), more, moreText: n(more) });
    }
    return t('outOfStockLeft', { available: r.available, left: n(r.available) });
  }
  // A cart that is gone for this shopper: bought, expired, or their session ended.
  if (GONE.has(code)) return t('code.CART_NOT_FOUND');
  if (CODE.test(code) && t.has(`code.${code}`)) return t(`code.${code}`);
  return fallback || t('unavailable');
}

/** Refusals that mean the cart on screen is no longer the shopper's to change. */
const GONE = new Set(['CART_NOT_FOUND', 'UNAUTHENTICATED']);

/**
 * The storefront's code of a refusal. The storefront sends commerce only quantities of 1..9999:
 * commerce refusing the quantity of a write is the cart's maximum of one product, never a typing
 * mistake; another field it found wrong (a store, a product) is not the quantity's message.
 */
function codeOf(r: Refusal): string {
  if (r.code === QUANTITY_LIMIT || (r.code === 'INVALID_PARAMETER' && r.field === 'quantity')) {
    return QUANTITY_LIMIT;
  }
  return r.code === 'INVALID_PARAMETER' && r.field ? 'INVALID' : r.code;
}

/**
 * A refusal as a plain form post's redirect carries it (`?error=…&available=…&inCart=…`), and
 * back: only a code's shape and counts within the cart's bounds are read from the address.
 */
export function refusalQuery(r: Refusal): Record<string, string> {
  const error = codeOf(r);
  return {
    error,
    ...(error === 'OUT_OF_STOCK' && isCount(r.available) ? { available: String(r.available) } : {}),
    ...((error === QUANTITY_LIMIT || error === 'OUT_OF_STOCK') && isCount(r.inCart)
      ? { inCart: String(r.inCart) }
      : {}),
  };
}

export function refusalOfQuery(query: {
  error?: string | null;
  available?: string | null;
  inCart?: string | null;
}): Refusal | null {
  const code = query.error;
  if (!code || !CODE.test(code)) return null;
  const count = (v: string | null | undefined) =>
    v && /^\d{1,4}$/.test(v) && isCount(Number(v)) ? Number(v) : null;
  return { code, available: count(query.available), inCart: count(query.inCart) };
}
