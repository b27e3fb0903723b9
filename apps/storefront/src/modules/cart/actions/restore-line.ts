'use server';
import { z } from 'zod';
import { undoRemoval } from '../restore';
import { type CartActionResult, cartContext, refused, resultOf, Site } from './common';

/** `undo`: the removal's undo as the removal offered it (undo.ts encodeRemoved). */
const Input = z.object({ site: Site, undo: z.string().min(1).max(2000) });

/**
 * Undo of a removal: the product comes back as it was (quantity, delivery choice, warranties),
 * once, as the page's form does it without JavaScript (restore.ts).
 */
export async function restoreLine(input: z.input<typeof Input>): Promise<CartActionResult> {
  const parsed = Input.safeParse(input);
  const ctx = await cartContext(String(input?.site ?? ''));
  if ('refusal' in ctx) return ctx.refusal;
  if (!parsed.success) return refused(ctx.tenant, 'INVALID');
  return resultOf(await undoRemoval(ctx.tenant, ctx.cartId, parsed.data.undo));
}
