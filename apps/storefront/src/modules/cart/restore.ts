import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { addLine, addService, type CartOutcome, readCart, withFreshVersion } from './data';
import type { Removed } from './undo';

/**
 * Puts a removed line back: the product with its quantity and delivery choice, then each of its
 * warranties under it. Each write uses the version the previous one answered.
 */
export async function restore(
  tenant: Tenant,
  cartId: string,
  removed: Removed,
): Promise<CartOutcome> {
  const current = await readCart(tenant, cartId);
  if (!current.ok) return current;
  let outcome = await withFreshVersion(current.cart, (cart) =>
    addLine(tenant, cartId, cart.version, {
      skuId: removed.skuId,
      quantity: removed.quantity,
      ...(removed.deliveryMethod ? { deliveryMethod: removed.deliveryMethod } : {}),
      ...(removed.storeId && removed.deliveryMethod !== 'homeDelivery'
        ? { storeId: removed.storeId }
        : {}),
    }),
  );
  if (!outcome.ok) return outcome;
  const line = outcome.cart.lines.find((l) => l.skuId === removed.skuId);
  for (const service of removed.services) {
    if (!line || !outcome.ok) break;
    const next: CartOutcome = await withFreshVersion(outcome.cart, (cart) =>
      addService(tenant, cartId, cart.version, line.lineId, service),
    );
    // A warranty no longer offered does not undo the undo: the product is back.
    if (next.ok) outcome = next;
  }
  return outcome;
}
