'use server';
import { z } from 'zod';
import { changeLine } from '../data';
import {
  type CartActionResult,
  cartContext,
  LineId,
  Method,
  refused,
  resultOf,
  Site,
  StoreId,
  Version,
} from './common';

const Input = z
  .object({
    site: Site,
    version: Version,
    lineId: LineId,
    quantity: z.number().int().min(1).max(9999).optional(),
    deliveryMethod: Method.optional(),
    storeId: StoreId.nullable().optional(),
  })
  .refine(
    (i) => i.quantity !== undefined || i.deliveryMethod !== undefined || i.storeId !== undefined,
  );

/** A line's quantity, delivery method or store, at the version the page showed. */
export async function updateLine(input: z.input<typeof Input>): Promise<CartActionResult> {
  const parsed = Input.safeParse(input);
  const ctx = await cartContext(String(input?.site ?? ''));
  if ('refusal' in ctx) return ctx.refusal;
  if (!parsed.success) return refused(ctx.tenant, 'INVALID');
  const { site: _site, version, lineId, ...change } = parsed.data;
  return resultOf(await changeLine(ctx.tenant, ctx.cartId, version, lineId, change));
}
