'use server';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { headers } from 'next/headers';
import { z } from 'zod';
import { isSameOriginRequest } from '../../../lib/session/origin';
import { shopperOf } from '../../../lib/site/shopper';
import { loadUpsell } from '../../product';
import { type AddedView, addedView } from '../added';
import { addLine, cartToWrite, withFreshVersion } from '../data';
import { refused, resultOf, Site, SkuId } from './common';

const Input = z.object({
  site: Site,
  skuId: SkuId,
  quantity: z.number().int().min(1).max(9999),
  productId: z.string().regex(/^\d{1,12}$/),
});

export type AddToCartResult =
  | { ok: true; added: AddedView }
  | { ok: false; code: string; message: string; count: number | null };

/**
 * Add to cart (spec §7 add item to basket with pushSite): into the shopper's cart (a new one
 * when there is none), retried on a stale version (an add is relative: a refused attempt changed
 * nothing). Answers what the add-to-cart modal shows, or what its error modal says.
 */
export async function addToCart(input: z.input<typeof Input>): Promise<AddToCartResult> {
  const parsed = Input.safeParse(input);
  const tenant = getTenantByPathPrefix(String(input?.site ?? ''));
  if (!tenant || !parsed.success || !isSameOriginRequest(await headers())) {
    const r = refused(tenant, 'INVALID');
    return { ok: false, code: 'INVALID', message: r.ok ? '' : r.message, count: null };
  }
  const { skuId, quantity, productId } = parsed.data;
  const cart = await cartToWrite(tenant);
  const outcome = cart.ok
    ? await withFreshVersion(cart.cart, (c) =>
        addLine(tenant, c.cartId, c.version, { skuId, quantity }),
      )
    : cart;
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
