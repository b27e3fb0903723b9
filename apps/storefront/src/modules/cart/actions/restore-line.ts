'use server';
import { z } from 'zod';
import { restore } from '../restore';
import { Removed } from '../undo-schema';
import { type CartActionResult, cartContext, refused, resultOf, Site } from './common';

const Input = z.object({ site: Site, removed: Removed });

/** Undo of a removal: the product comes back with its quantity, delivery choice and warranties. */
export async function restoreLine(input: z.input<typeof Input>): Promise<CartActionResult> {
  const parsed = Input.safeParse(input);
  const ctx = await cartContext(String(input?.site ?? ''));
  if ('refusal' in ctx) return ctx.refusal;
  if (!parsed.success) return refused(ctx.tenant, 'INVALID');
  return resultOf(await restore(ctx.tenant, ctx.cartId, parsed.data.removed));
}
