'use server';
import { z } from 'zod';
import { setCartPlace } from '../data';
import {
  type CartActionResult,
  cartContext,
  refused,
  resultOf,
  Site,
  StoreId,
  Version,
} from './common';

const Input = z.object({ site: Site, version: Version, storeId: StoreId });

/** The cart's store: where a buy-at-store cart is reserved (and the preferred pickup store). */
export async function chooseCartStore(input: z.input<typeof Input>): Promise<CartActionResult> {
  const parsed = Input.safeParse(input);
  const ctx = await cartContext(String(input?.site ?? ''));
  if ('refusal' in ctx) return ctx.refusal;
  if (!parsed.success) return refused(ctx.tenant, 'INVALID');
  return resultOf(
    await setCartPlace(ctx.tenant, ctx.cartId, parsed.data.version, {
      storeId: parsed.data.storeId,
    }),
  );
}
