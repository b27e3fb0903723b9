import type { CartLine } from '@fierro/commerce/contract';

/**
 * What undoing a removal needs: the product, its quantity, its delivery choice and its
 * warranties. Prices are not in it (commerce prices the line again). It travels in the cart
 * page's `undo` query parameter after a plain form post; undo-schema.ts parses it on the server.
 * No zod here: this file is in the browser's bundle (zod was 30 KB gzip on every page).
 */
export interface Removed {
  skuId: string;
  name: string;
  quantity: number;
  deliveryMethod: 'homeDelivery' | 'pickupInStore' | 'buyAtStore' | null;
  storeId: string | null;
  services: string[];
}

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
