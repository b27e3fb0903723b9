// Server side only (the cart page and its actions): the browser's half is undo.ts, without zod.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Removed as RemovedShape } from './undo';

/**
 * What undoing a removal needs: the product, its quantity, its delivery choice and its
 * warranties. Prices are not in it (commerce prices the line again). It travels in the cart
 * page's `undo` query parameter after a plain form post, so it is parsed like any input.
 */
export const Removed: z.ZodType<RemovedShape> = z.object({
  skuId: z.string().regex(/^[\w-]{4,20}$/),
  name: z.string().max(200),
  quantity: z.number().int().min(1).max(9999),
  deliveryMethod: z.enum(['homeDelivery', 'pickupInStore', 'buyAtStore']).nullable(),
  storeId: z
    .string()
    .regex(/^[\w-]{1,24}$/)
    .nullable(),
  services: z.array(z.string().regex(/^[\w-]{4,20}$/)).max(10),
});
export type Removed = RemovedShape;

/**
 * The removal a plain form post just made, as a digest in a short-lived cookie: the page offers
 * the undo of the `undo` parameter only when this browser made that removal. A link with a
 * made-up `undo` put any text on the cart page ("Eliminaste <an attacker's message>") and an undo
 * button adding 9999 of any product.
 */
export const UNDO_COOKIE = 'cartUndo';
export const UNDO_COOKIE_MAX_AGE_S = 600;
export const undoDigest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The `undo` parameter's removal when this browser made it (its cookie holds the digest). */
export function removalToUndo(
  value: string | undefined | null,
  cookie: string | undefined,
): Removed | null {
  return value && cookie === undoDigest(value) ? decodeRemoved(value) : null;
}

/**
 * The undo the cart page offers: this browser's removal (its cookie), unless its product is in
 * the cart again (undone already; Back to the page that offered it must not offer it twice).
 */
export function undoToOffer(
  value: string | undefined | null,
  cookie: string | undefined,
  cart: { lines: ReadonlyArray<{ skuId: string }> } | null,
): Removed | null {
  const removed = removalToUndo(value, cookie);
  return removed && !cart?.lines.some((l) => l.skuId === removed.skuId) ? removed : null;
}

/** The `undo` query parameter back into a removal, or null when it is not one. */
export function decodeRemoved(value: string | undefined | null): Removed | null {
  if (!value || value.length > 2000 || !/^[\w-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return Removed.safeParse(JSON.parse(new TextDecoder().decode(bytes))).data ?? null;
  } catch {
    return null;
  }
}
