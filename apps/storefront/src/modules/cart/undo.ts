import type { CartLine } from '@fierro/commerce/contract';
import { z } from 'zod';

/**
 * What undoing a removal needs: the product, its quantity, its delivery choice and its
 * warranties. Prices are not in it (commerce prices the line again). It travels in the cart
 * page's `undo` query parameter after a plain form post, so it is parsed like any input.
 */
export const Removed = z.object({
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
export type Removed = z.infer<typeof Removed>;

export const removedOf = (line: CartLine): Removed => ({
  skuId: line.skuId,
  name: line.name.slice(0, 200),
  quantity: line.quantity,
  deliveryMethod: line.deliveryMethod,
  storeId: line.store?.id ?? null,
  services: line.services.map((s) => s.skuId).slice(0, 10),
});

/** The query parameter's value: base64url of the JSON's UTF-8 (browser and server alike). */
export function encodeRemoved(r: Removed): string {
  const bytes = new TextEncoder().encode(JSON.stringify(r));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

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
