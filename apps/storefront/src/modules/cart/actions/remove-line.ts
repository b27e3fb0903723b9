'use server';
import { z } from 'zod';
import { removeLine as remove } from '../data';
import { offerUndo } from '../undo-cookie';
import {
  type CartActionResult,
  cartContext,
  LineId,
  refused,
  resultOf,
  Site,
  Version,
} from './common';

const Input = z.object({
  site: Site,
  version: Version,
  lineId: LineId,
  /** The removal's undo (undo.ts encodeRemoved), offered to this browser once it is done. */
  undo: z.string().max(2000).optional(),
});

/** Removes a line and its warranties (the page offers to undo it, once: undo-cookie.ts). */
export async function removeLine(input: z.input<typeof Input>): Promise<CartActionResult> {
  const parsed = Input.safeParse(input);
  const ctx = await cartContext(String(input?.site ?? ''));
  if ('refusal' in ctx) return ctx.refusal;
  if (!parsed.success) return refused(ctx.tenant, 'INVALID');
  const { version, lineId, undo } = parsed.data;
  const outcome = await remove(ctx.tenant, ctx.cartId, version, lineId);
  if (outcome.ok && undo) await offerUndo(ctx.tenant, undo);
  return resultOf(outcome);
}
