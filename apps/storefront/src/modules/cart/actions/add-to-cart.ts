'use server';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { headers } from 'next/headers';
import { z } from 'zod';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { shopperOf } from '../../../lib/site/shopper';
import { loadUpsell } from '../../product';
import { type AddedView, addedView } from '../added';
import { addUnits, cartToWrite } from '../data';
import { parseQuantityEntry } from '../quantity';
import { refused, resultOf, Site, SkuId } from './common';

const Input = z.object({
  site: Site,
  skuId: SkuId,
  /** As typed (spec §5 number entry: `2,0` is 2, `1.000` one thousand), or a number. */
  quantity: z.union([z.number(), z.string().max(20)]),
  productId: z.string().regex(/^\d{1,12}$/),
});

export type AddToCartResult =
  | { ok: true; added: AddedView }
  | { ok: false; code: string; message: string; count: number | null };

/**
 * Add to cart (spec §7 add item to basket with pushSite): into the shopper's cart (a new one
 * when there is none), retried on a stale version (an add is relative: a refused attempt changed
 * nothing), never past 9,999 of a product (addUnits). Answers what the add-to-cart modal shows,
 * or what its error modal says (in the storefront's words, data.ts).
 */
export async function addToCart(input: z.input<typeof Input>): Promise<AddToCartResult> {
  const parsed = Input.safeParse(input);
  const tenant = getTenantByPathPrefix(String(input?.site ?? ''));
  if (!tenant || !parsed.success || !isSameOriginRequest(await headers())) {
    const r = refused(tenant, 'INVALID');
    return { ok: false, code: 'INVALID', message: r.ok ? '' : r.message, count: null };
  }
  const { skuId, productId } = parsed.data;
  const entry = parseQuantityEntry(String(parsed.data.quantity), tenant.code);
  // The cart's own message for a quantity that is not 1..9999 (errors.code.INVALID_PARAMETER).
  if (!entry.ok) return { ok: false, code: 'INVALID_PARAMETER', message: '', count: null };
  const { quantity } = entry;
  const cart = await cartToWrite(tenant);
  const outcome = cart.ok ? await addUnits(tenant, cart.cart, { skuId, quantity }) : cart;
  const result = resultOf(outcome);
  if (!result.ok) {
    return {
      ok: false,
      code: result.code,
      message: result.message,
      count: cart.ok ? cart.cart.totals.itemCount : null,
    };
  }
  const shopper = await shopperOf(tenant);
  const { related } = await loadUpsell(tenant, productId, shopper);
  const added = addedView(tenant, result.cart, skuId, quantity, related);
  if (!added) return { ok: false, code: 'UNAVAILABLE', message: '', count: null };
  return { ok: true, added };
}
