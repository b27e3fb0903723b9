'use server';
import { z } from 'zod';
import { addService } from '../data';
import {
  type CartActionResult,
  cartContext,
  LineId,
  refused,
  resultOf,
  Site,
  SkuId,
  Version,
} from './common';

const Input = z.object({ site: Site, version: Version, lineId: LineId, skuId: SkuId });

/** A warranty or service of a line's product, shown under that line. */
export async function addWarranty(input: z.input<typeof Input>): Promise<CartActionResult> {
  const parsed = Input.safeParse(input);
  const ctx = await cartContext(String(input?.site ?? ''));
  if ('refusal' in ctx) return ctx.refusal;
  if (!parsed.success) return refused(ctx.tenant, 'INVALID');
  const { version, lineId, skuId } = parsed.data;
  return resultOf(await addService(ctx.tenant, ctx.cartId, version, lineId, skuId));
}
