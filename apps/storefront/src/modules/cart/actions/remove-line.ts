'use server';
import { z } from 'zod';
import { removeLine as remove } from '../data';
import {
  type CartActionResult,
  cartContext,
  LineId,
  refused,
  resultOf,
  Site,
  Version,
} from './common';

const Input = z.object({ site: Site, version: Version, lineId: LineId });

/** Removes a line and its warranties (the page offers to undo it). */
export async function removeLine(input: z.input<typeof Input>): Promise<CartActionResult> {
  const parsed = Input.safeParse(input);
  const ctx = await cartContext(String(input?.site ?? ''));
  if ('refusal' in ctx) return ctx.refusal;
  if (!parsed.success) return refused(ctx.tenant, 'INVALID');
  return resultOf(await remove(ctx.tenant, ctx.cartId, parsed.data.version, parsed.data.lineId));
}
