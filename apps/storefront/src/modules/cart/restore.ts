import 'server-only';
import type { CartResponse } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import {
  addLine,
  addService,
  type CartOutcome,
  changeLine,
  readCart,
  refusedOutcome,
  withFreshVersion,
} from './data';
import type { Removed } from './undo';
import { offerUndo, takeUndo } from './undo-cookie';

/** The storefront's code for an undo this browser no longer holds (done already, or expired). */
export const UNDO_GONE = 'UNDO_GONE';

/**
 * The undo of a removal (the cart page's form and its script alike): once, for the browser that
 * made the removal (undo-cookie.ts). When putting the line back fails (commerce did not answer,
 * no stock left), the undo stays offered.
 */
export async function undoRemoval(
  tenant: Tenant,
  cartId: string,
  value: string,
): Promise<CartOutcome> {
  const removed = await takeUndo(tenant, value);
  if (!removed) {
    const now = await readCart(tenant, cartId);
    return refusedOutcome(tenant, { status: 409, code: UNDO_GONE, cart: now.ok ? now.cart : null });
  }
  const outcome = await restore(tenant, cartId, removed);
  if (!outcome.ok) await offerUndo(tenant, value);
  return outcome;
}

/**
 * Puts a removed line back as it was: the product with its quantity and delivery choice, then
 * each of its warranties under it, each write at the version the previous one answered. Set, not
 * added: a product back in the cart meanwhile (an undo that raced another) is put at the removed
 * quantity and its missing warranties only, never doubled.
 */
export async function restore(
  tenant: Tenant,
  cartId: string,
  removed: Removed,
): Promise<CartOutcome> {
  const current = await readCart(tenant, cartId);
  if (!current.ok) return current;
  const lineOf = (cart: CartResponse) => cart.lines.find((l) => l.skuId === removed.skuId);
  let outcome = await withFreshVersion(current.cart, (cart) => {
    const line = lineOf(cart);
    if (!line) {
      return addLine(tenant, cartId, cart.version, {
        skuId: removed.skuId,
        quantity: removed.quantity,
        ...(removed.deliveryMethod ? { deliveryMethod: removed.deliveryMethod } : {}),
        ...(removed.storeId && removed.deliveryMethod !== 'homeDelivery'
          ? { storeId: removed.storeId }
          : {}),
      });
    }
    if (line.quantity === removed.quantity) return Promise.resolve<CartOutcome>({ ok: true, cart });
    return changeLine(tenant, cartId, cart.version, line.lineId, { quantity: removed.quantity });
  });
  if (!outcome.ok) return outcome;
  for (const service of removed.services) {
    const line = lineOf(outcome.cart);
    if (!line) break;
    if (line.services.some((s) => s.skuId === service)) continue;
    const next: CartOutcome = await withFreshVersion(outcome.cart, (cart) =>
      addService(tenant, cartId, cart.version, line.lineId, service),
    );
    // A warranty no longer offered does not undo the undo: the product is back.
    if (next.ok) outcome = next;
  }
  return outcome;
}
